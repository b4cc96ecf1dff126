import Foundation

/// `GET /repos/{owner}/{repo}/commits` with its filters, and `…/commits/{ref}`; dispatched from
/// ``RepoDetailRoutes``.
enum CommitRoutes {
    private static let docs = "\(RouteContext.docs)/commits/commits"

    /// The history from `sha` (default: the default branch), kept by `path`, `author`, `since`, `until`.
    static func list(_ context: RouteContext, _ commits: CommitCatalog) -> RouteOutcome {
        guard commits.count > 0 else {
            return .failure(
                APIError(
                    status: 409, message: "Git Repository is empty.", documentationURL: "\(docs)#list-commits"
                ))
        }
        let request = context.request
        var start = 0
        if let sha = request.queryValue("sha") {
            guard let offset = commits.offset(of: sha) else {
                return .failure(
                    APIError(
                        status: 404, message: "No commit found for SHA: \(sha)",
                        documentationURL: "\(docs)#list-commits"))
            }
            start = offset
        }
        let path = request.queryValue("path")
        let author = request.queryValue("author")?.lowercased()
        let since = request.queryValue("since").flatMap(epoch)
        let until = request.queryValue("until").flatMap(epoch)
        let kept = (start..<commits.count).filter { offset in
            guard path != nil || author != nil || since != nil || until != nil else { return true }
            let commit = commits.commit(offset)
            if let path, commit.path != path, !commit.path.hasPrefix(path + "/") { return false }
            if let author, commit.author?.login.lowercased() != author,
                commit.authorEmail.lowercased() != author
            {
                return false
            }
            if let since, commit.date < since { return false }
            if let until, commit.date > until { return false }
            return true
        }
        return context.page(of: kept) { commits.json(commits.commit($0), full: false) }
    }

    /// One commit, named by SHA, branch or tag.
    static func single(_ ref: String, _ commits: CommitCatalog) -> RouteOutcome {
        guard let offset = commits.offset(of: ref) else {
            return .failure(
                APIError(
                    status: 422, message: "No commit found for SHA: \(ref)",
                    documentationURL: "\(docs)#get-a-commit"))
        }
        let commit = commits.commit(offset)
        return .object(commits.json(commit, full: true), lastModified: commit.date)
    }

    /// Epoch seconds of an ISO 8601 time such as `2025-05-01T00:00:00Z`.
    private static func epoch(_ text: String) -> Int? {
        (try? Date(text, strategy: .iso8601)).map { Int($0.timeIntervalSince1970) }
    }
}
