import Foundation

/// The repositories' routes: `/repos/{owner}/{repo}`, its README, and the repos lists
/// (`/user/…`, `/users/{login}/…`, `/user/{id}/…`); the starred lists are ``StarRoutes``'.
struct RepoRoutes: RouteGroup {
    private static let docs = RouteContext.docs
    private static let listDocs = [
        "repos": "\(docs)/repos/repos#list-repositories-for-a-user"
    ]

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        let repos = context.world.repos
        let changes = context.changes.current
        let list = context.answerList(kinds: Self.listDocs) { path in
            repos.repos(of: path.owner).reordered(
                repoOrder(of: path.owner, context: context, cache: &orderCache))
        } json: {
            changes.counting($0).minimalJSON(permissions: permissions(for: $0, viewer: context.viewer))
        }
        if let list { return list }
        guard segments.first == "repos", segments.count == 3 || segments.count == 4 else { return nil }
        let repo = context.repository
        if segments.count == 3 {
            guard let repo else { return .failure(.notFound("\(Self.docs)/repos/repos#get-a-repository")) }
            return .object(
                context.changes.current.counting(repo).fullJSON(
                    permissions: permissions(for: repo, viewer: context.viewer),
                    parent: repos.parent(of: repo)),
                lastModified: repo.updatedAt)
        }
        guard segments[3] == "readme" else { return nil }
        let readmeDocs = "\(Self.docs)/repos/contents#get-a-repository-readme"
        guard let repo, let text = repos.readme(of: repo) else { return .failure(.notFound(readmeDocs)) }
        if let document = ContentRoutes.document(text, path: "README.md", context) { return document }
        return .object(Self.readmeJSON(text, repo: repo, repos: repos), lastModified: repo.pushedAt)
    }

    /// Offsets of `owner`'s repositories in the order `sort`, `direction` and `type` ask for.
    static func repoOrder(
        of owner: UserRecord, context: RouteContext, cache: inout [String: [Int]],
        defaultSort: String = "full_name"
    ) -> [Int] {
        let request = context.request
        let sort =
            request.queryValue("sort").flatMap {
                ["created", "updated", "pushed", "full_name"].contains($0) ? $0 : nil
            } ?? defaultSort
        let defaultDirection = sort == "full_name" ? "asc" : "desc"
        let direction =
            request.queryValue("direction").flatMap { ["asc", "desc"].contains($0) ? $0 : nil }
            ?? defaultDirection
        let type = request.queryValue("type") ?? "owner"
        // Every repository in the world is public and owned: other visibilities and affiliations have none.
        let visibility = request.queryValue("visibility") ?? "all"
        let affiliation =
            request.queryValue("affiliation")?.split(separator: ",").map(String.init) ?? ["owner"]
        let excluded = visibility == "private" || !affiliation.contains("owner")
        let key = "\(owner.login)|\(sort)|\(direction)|\(type)|\(excluded)"
        if let cached = cache[key] { return cached }

        let all = context.world.repos.repos(of: owner).elements(0..<owner.publicRepos)
        let kept = all.filter { repo in
            guard !excluded else { return false }
            return switch type {
            case "member", "private": false
            case "forks": repo.fork
            case "sources": !repo.fork
            default: true
            }
        }
        let sorted = kept.sorted { lhs, rhs in
            let ascending: Bool
            switch sort {
            case "created": ascending = (lhs.createdAt, lhs.index) < (rhs.createdAt, rhs.index)
            case "updated": ascending = (lhs.updatedAt, lhs.index) < (rhs.updatedAt, rhs.index)
            case "pushed": ascending = (lhs.pushedAt, lhs.index) < (rhs.pushedAt, rhs.index)
            default: ascending = (lhs.name.lowercased(), lhs.index) < (rhs.name.lowercased(), rhs.index)
            }
            return direction == "asc" ? ascending : !ascending
        }
        let order = sorted.map(\.index)
        cache[key] = order
        return order
    }

    /// What the viewer may do with a repository; GitHub only tells signed-in callers.
    static func permissions(for repo: RepoRecord, viewer: UserRecord?) -> JSONValue? {
        guard let viewer else { return nil }
        let owns = viewer.id == repo.owner.id
        return .object([
            ("admin", .bool(owns)),
            ("maintain", .bool(owns)),
            ("push", .bool(owns)),
            ("triage", .bool(owns)),
            ("pull", .bool(true)),
        ])
    }

    /// GitHub's content object for a README: base64 in 60-character lines, git blob sha, links.
    static func readmeJSON(_ text: String, repo: RepoRecord, repos: RepoCatalog) -> JSONValue {
        repos.contents(of: repo).fileJSON(path: "README.md", text: text, ref: repo.defaultBranch)
    }
}
