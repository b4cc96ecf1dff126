import Foundation

/// GitHub's `page` and `per_page` parameters, shared by every list route.
public enum Paging {
    /// The largest page GitHub serves, and the size the list routes ask for by default.
    public static let maxPerPage = 100

    /// `per_page` then `page`: the order the list routes have always sent them in.
    public static func query(page: Int, perPage: Int) -> [URLQueryItem] {
        [
            URLQueryItem(name: "per_page", value: String(perPage)),
            URLQueryItem(name: "page", value: String(page)),
        ]
    }

    /// Throws unless `page` is 1 or more and `perPage` is 1–100, as GitHub requires.
    public static func validate(page: Int, perPage: Int) throws(GitHubError) {
        guard page >= 1 else { throw .invalidInput("page must be 1 or more (got \(page))") }
        guard (1...maxPerPage).contains(perPage) else {
            throw .invalidInput("per_page must be from 1 to 100 (got \(perPage))")
        }
    }
}
