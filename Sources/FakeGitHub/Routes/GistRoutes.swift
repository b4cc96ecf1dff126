import Foundation

/// The gists' routes: `/gists/public`, `/gists/{id}` and `/users/{login}/gists`, with `since`.
struct GistRoutes: RouteGroup {
    private static let docs = "\(RouteContext.docs)/gists/gists"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        let gists = context.world.gists
        switch segments.count {
        case 2 where segments == ["gists", "public"]:
            return list(gists.publicGists(), context, gists)
        case 2 where segments[0] == "gists":
            guard let gist = gists.gist(id: segments[1]) else {
                return .failure(.notFound("\(Self.docs)#get-a-gist"))
            }
            return .object(gists.json(gist, full: true), lastModified: gists.updatedAt(gist))
        case 3 where segments[0] == "users" && segments[2] == "gists":
            guard let owner = context.world.users.user(login: segments[1]) else {
                return .failure(.notFound("\(Self.docs)#list-gists-for-a-user"))
            }
            return list(gists.gists(of: owner), context, gists)
        default:
            return nil
        }
    }

    /// A page of `records`, keeping those updated at or after `since` when it is given.
    private static func list(_ records: [GistCatalog.Record], _ context: RouteContext, _ gists: GistCatalog)
        -> RouteOutcome
    {
        let since = context.request.queryValue("since").flatMap { try? Date($0, strategy: .iso8601) }
        let kept = records.filter { since == nil || gists.updatedAt($0) >= Int(since!.timeIntervalSince1970) }
        return context.page(of: kept) { gists.json($0, full: false) }
    }
}
