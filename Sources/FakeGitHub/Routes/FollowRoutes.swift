/// Following people: follow (`PUT /user/following/{login}`), unfollow (`DELETE`), "do I follow"
/// (`GET /user/following/{login}`) and "does one follow another"
/// (`GET /users/{login}/following/{target}`), all answering `204` or `404`.
///
/// Follows live in ``WorldChanges``; the followers and following lists (``UserRoutes``) show them
/// through ``followers(of:context:)`` and ``following(of:context:)``.
struct FollowRoutes: RouteGroup {
    static let methods: Set<String> = ["GET", "PUT", "DELETE"]
    /// The scopes GitHub accepts for following and unfollowing.
    static let writeScopes = ["user", "user:follow"]
    private static let docs = "\(RouteContext.docs)/users/followers"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        let users = context.world.users
        switch segments.count {
        case 3 where segments[0] == "user" && segments[1] == "following":
            let method = context.request.method
            let scopes = method == "GET" ? [] : writeScopes
            return context.authorized(accepting: scopes, docs: docs) { viewer in
                guard let target = users.user(login: segments[2]) else { return .failure(.notFound(docs)) }
                switch method {
                case "GET":
                    return follows(viewer, target, context: context)
                        ? .status(204, nil) : .failure(.notFound(docs))
                default:
                    let edge = EdgeOverlay.Edge(viewer.login, target.login)
                    let inWorld = worldFollows(viewer, target, context: context)
                    context.changes.update {
                        $0.follows.set(edge, present: method == "PUT", inWorld: inWorld, at: context.now)
                    }
                    return .status(204, nil)
                }
            }
        case 4 where segments[0] == "users" && segments[2] == "following" && context.request.method == "GET":
            guard let user = users.user(login: segments[1]), let target = users.user(login: segments[3]),
                follows(user, target, context: context)
            else { return .failure(.notFound(docs)) }
            return .status(204, nil)
        default:
            return nil
        }
    }

    /// Whether `user` follows `target` now.
    static func follows(_ user: UserRecord, _ target: UserRecord, context: RouteContext) -> Bool {
        let edge = EdgeOverlay.Edge(user.login, target.login)
        return context.changes.current.follows.contains(
            edge, inWorld: worldFollows(user, target, context: context))
    }

    /// Whether `user` follows `target` in the world, before any write.
    private static func worldFollows(_ user: UserRecord, _ target: UserRecord, context: RouteContext) -> Bool
    {
        let following = context.world.users.following(of: user)
        return following.elements(0..<following.count).contains { $0.id == target.id }
    }

    /// Who follows `user` now: people who followed since first, then the world's minus those who left.
    static func followers(of user: UserRecord, context: RouteContext) -> LazyList<UserRecord> {
        overlaid(context.world.users.followers(of: user), of: user, outgoing: false, context: context)
    }

    /// Whom `user` follows now: the latest follows first, then the world's minus those unfollowed.
    static func following(of user: UserRecord, context: RouteContext) -> LazyList<UserRecord> {
        overlaid(context.world.users.following(of: user), of: user, outgoing: true, context: context)
    }

    /// `list` (the world's followers, or with `outgoing` the world's following, of `user`) as
    /// follows and unfollows changed it.
    private static func overlaid(
        _ list: LazyList<UserRecord>, of user: UserRecord, outgoing: Bool, context: RouteContext
    ) -> LazyList<UserRecord> {
        let users = context.world.users
        let follows = context.changes.current.follows
        let login = user.login
        guard outgoing ? follows.touches(from: login) : follows.touches(to: login) else { return list }
        let added = outgoing ? follows.added(from: login) : follows.added(to: login)
        return list.applying(
            added: added.reversed().compactMap { users.user(login: $0) },
            removed: { other in
                let edge =
                    outgoing ? EdgeOverlay.Edge(login, other.login) : EdgeOverlay.Edge(other.login, login)
                return !follows.contains(edge, inWorld: true)
            }, first: true)
    }
}
