/// Starring: star (`PUT /user/starred/{owner}/{repo}`), unstar (`DELETE`), "have I starred"
/// (`GET`, `204` or `404`), the starred lists (`/user/starred`, `/users/{login}/starred`,
/// `/user/{id}/starred`) and `/repos/{owner}/{repo}/stargazers`.
///
/// With `Accept: application/vnd.github.star+json` the lists carry `starred_at`. Stars live in
/// ``WorldChanges``: the latest first in a starred list, last among a repository's stargazers.
struct StarRoutes: RouteGroup {
    static let methods: Set<String> = ["GET", "PUT", "DELETE"]
    /// The scopes GitHub accepts for starring and unstarring.
    static let writeScopes = ["public_repo", "repo"]
    /// The media type that adds `starred_at` to the lists.
    static let starMediaType = "application/vnd.github.star+json"
    private static let docs = "\(RouteContext.docs)/activity/starring"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        let isRead = context.request.method == "GET"
        if segments.count == 4, segments[0] == "user", segments[1] == "starred" {
            return star(context, owner: segments[2], name: segments[3])
        }
        guard isRead else { return nil }
        if segments.count == 4, segments[0] == "repos", segments[3] == "stargazers" {
            return stargazers(context, owner: segments[1], name: segments[2])
        }
        let starMedia = wantsStarMedia(context)
        let changes = context.changes.current
        return context.answerList(kinds: ["starred": "\(docs)#list-repositories-starred-by-a-user"]) { path in
            starred(by: path.owner, context: context)
        } json: { entry in
            let repo = changes.counting(entry.repo).minimalJSON(
                permissions: RepoRoutes.permissions(for: entry.repo, viewer: context.viewer))
            guard starMedia else { return repo }
            return .object([("starred_at", .string(Timestamp.iso8601(entry.at))), ("repo", repo)])
        }
    }

    /// `GET`, `PUT` or `DELETE /user/starred/{owner}/{repo}`.
    private static func star(_ context: RouteContext, owner: String, name: String) -> RouteOutcome {
        let method = context.request.method
        return context.authorized(accepting: method == "GET" ? [] : writeScopes, docs: docs) { viewer in
            guard let repo = context.world.repos.repo(owner: owner, name: name) else {
                return .failure(.notFound(docs))
            }
            let edge = EdgeOverlay.Edge(viewer.login, repo.fullName)
            let inWorld = worldStars(viewer, repo, context: context)
            if method == "GET" {
                let starred = context.changes.current.stars.contains(edge, inWorld: inWorld)
                return starred ? .status(204, nil) : .failure(.notFound(docs))
            }
            context.changes.update {
                $0.stars.set(edge, present: method == "PUT", inWorld: inWorld, at: context.now)
            }
            return .status(204, nil)
        }
    }

    /// A starred repository and when it was starred.
    struct StarredEntry: Sendable {
        var repo: RepoRecord
        var at: Int
    }

    /// What `user` has starred now: the latest stars first, then the world's minus those unstarred.
    static func starred(by user: UserRecord, context: RouteContext) -> LazyList<StarredEntry> {
        let repos = context.world.repos
        let list = repos.starred(by: user).map { repo in
            // The world's stars are a day apart, newest first, each after the repository was made.
            StarredEntry(repo: repo, at: max(repo.createdAt, UserCatalog.worldNow - 86_400 * (repo.id % 700)))
        }
        let stars = context.changes.current.stars
        guard stars.touches(from: user.login) else { return list }
        let login = user.login
        let added = stars.added(from: login).reversed().compactMap { fullName -> StarredEntry? in
            let parts = fullName.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2, let repo = repos.repo(owner: parts[0], name: parts[1]) else { return nil }
            return StarredEntry(
                repo: repo, at: stars.addedAt[EdgeOverlay.Edge(login, fullName)] ?? context.now)
        }
        return list.applying(
            added: added,
            removed: { !stars.contains(EdgeOverlay.Edge(login, $0.repo.fullName), inWorld: true) },
            first: true)
    }

    /// `GET /repos/{owner}/{repo}/stargazers`: generated users, oldest star first, then the stars
    /// writes added.
    private static func stargazers(_ context: RouteContext, owner: String, name: String) -> RouteOutcome {
        let users = context.world.users
        guard let repo = context.world.repos.repo(owner: owner, name: name) else {
            return .failure(.notFound("\(docs)#list-stargazers"))
        }
        let pool = users.pool
        var list = LazyList(count: repo.stargazers) { offset in
            (user: users.generated((repo.id + offset * 53) % pool + 1), at: repo.createdAt + offset * 3_600)
        }
        let stars = context.changes.current.stars
        if stars.touches(to: repo.fullName) {
            let fullName = repo.fullName
            let added = stars.added(to: fullName).compactMap { login in
                users.user(login: login).map {
                    (user: $0, at: stars.addedAt[EdgeOverlay.Edge(login, fullName)] ?? context.now)
                }
            }
            list = list.applying(
                added: added,
                removed: { !stars.contains(EdgeOverlay.Edge($0.user.login, fullName), inWorld: true) },
                first: false)
        }
        let page = Page(request: context.request, total: list.count)
        let starMedia = wantsStarMedia(context)
        let items = list.elements(page.offsets).map { entry -> JSONValue in
            starMedia
                ? .object([
                    ("starred_at", .string(Timestamp.iso8601(entry.at))), ("user", entry.user.simpleJSON()),
                ])
                : entry.user.simpleJSON()
        }
        return .page(.array(items), page, linkPath: "/repos/\(repo.fullName)/stargazers")
    }

    /// Whether `user` starred `repo` in the world, before any write.
    private static func worldStars(_ user: UserRecord, _ repo: RepoRecord, context: RouteContext) -> Bool {
        let starred = context.world.repos.starred(by: user)
        return starred.elements(0..<starred.count).contains { $0.id == repo.id }
    }

    private static func wantsStarMedia(_ context: RouteContext) -> Bool {
        context.request.headers["accept"]?.contains(starMediaType) == true
    }
}
