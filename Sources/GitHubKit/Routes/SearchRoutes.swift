import Foundation

/// The routes below `/search`: `GithubRouter.search`.
public struct SearchRoutes: Sendable {
    /// `GET /search/users?q=…`: users matching `query` (GitHub's search syntax, 1–256 characters).
    public func users(_ query: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<SearchResults<SimpleUser>>
    {
        Route(
            path: ["search", "users"],
            query: [URLQueryItem(name: "q", value: query)] + Paging.query(page: page, perPage: perPage)
        ) { () throws(GitHubError) in
            guard !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, query.count <= 256 else {
                throw .invalidInput("a search query must have 1–256 characters")
            }
            try Paging.validate(page: page, perPage: perPage)
        }
    }
}
