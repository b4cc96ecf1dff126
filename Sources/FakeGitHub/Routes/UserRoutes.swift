/// The users' routes: `/user`, `/users/{login}`, `/user/{id}`, followers and following lists
/// (`/user/…`, `/users/{login}/…`, `/user/{id}/…`).
struct UserRoutes: RouteGroup {
    private static let docs = RouteContext.docs
    private static let userDocs = "\(docs)/users/users#get-a-user"
    private static let listDocs = [
        "followers": "\(docs)/users/followers#list-followers-of-a-user",
        "following": "\(docs)/users/followers#list-the-people-a-user-follows",
    ]

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        let users = context.world.users
        let list = context.answerList(kinds: Self.listDocs) { path in
            path.kind == "followers"
                ? FollowRoutes.followers(of: path.owner, context: context)
                : FollowRoutes.following(of: path.owner, context: context)
        } json: {
            $0.simpleJSON()
        }
        if let list { return list }
        switch segments.count {
        case 1 where segments[0] == "user":
            guard let viewer = context.viewer else {
                return .failure(
                    .requiresAuthentication("\(Self.docs)/users/users#get-the-authenticated-user"))
            }
            return .object(
                context.changes.current.counting(viewer).privateJSON(), lastModified: viewer.updatedAt)
        case 2 where segments[0] == "users":
            guard let user = context.world.account(login: segments[1]) else {
                return .failure(.notFound(Self.userDocs))
            }
            return .object(context.changes.current.counting(user).publicJSON(), lastModified: user.updatedAt)
        case 2 where segments[0] == "user" && Int(segments[1]) != nil:
            guard let user = Int(segments[1]).flatMap({ users.user(id: $0) }) else {
                return .failure(.notFound(Self.userDocs))
            }
            return .object(context.changes.current.counting(user).publicJSON(), lastModified: user.updatedAt)
        default:
            return nil
        }
    }
}
