/// Watching: `/repos/{owner}/{repo}/subscribers` (generated accounts) and the repositories a user
/// watches, `/users/{login}/subscriptions` (their own, as GitHub watches a new repository for its
/// owner), and organization memberships: `/users/{login}/orgs`, `/user/orgs`.
struct WatchRoutes: RouteGroup {
    private static let docs = RouteContext.docs
    private static let listDocs = [
        "subscriptions": "\(docs)/activity/watching#list-repositories-watched-by-a-user",
        "orgs": "\(docs)/orgs/orgs#list-organizations-for-a-user",
    ]

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        let world = context.world
        let lists: [String: String] = Self.listDocs
        let listed: RouteOutcome? = context.answerList(kinds: lists) { path -> LazyList<JSONValue> in
            path.kind == "orgs"
                ? organizations(of: path.owner, users: world.users)
                : world.repos.repos(of: path.owner).map { $0.minimalJSON(permissions: nil) }
        } json: {
            $0
        }
        if let listed { return listed }
        guard segments.count == 4, segments[0] == "repos", segments[3] == "subscribers" else { return nil }
        guard let repo = world.repos.repo(owner: segments[1], name: segments[2]) else {
            return .failure(.notFound("\(docs)/activity/watching#list-watchers"))
        }
        let users = world.users
        let watchers = LazyList(count: repo.subscribers) { offset in
            users.generated((repo.id &* 7 + offset * 61) % users.pool + 1).simpleJSON()
        }
        return EventRoutes.page(watchers, context, linkPath: "/repos/\(repo.fullName)/subscribers")
    }

    /// The organizations `user` is a public member of: ACME for the main user and every third
    /// generated one; none for organizations.
    private static func organizations(of user: UserRecord, users: UserCatalog) -> LazyList<JSONValue> {
        let isMember: Bool =
            switch user.origin {
            case .main: true
            case .generated(let index): index % 3 == 0
            case .special: user.login == "zhang-wei"
            case .added: false
            }
        guard isMember, let org = users.user(login: "acme-corp") else {
            return LazyList(count: 0) { _ in .null }
        }
        return LazyList(count: 1) { _ in .object(OrgCatalog.simpleJSON(org)) }
    }
}
