/// The events API: `/users/{login}/events/public`, `/users/{login}/received_events` (also below
/// `/user/{id}` and, for the viewer, `/user`) and `/repos/{owner}/{repo}/events`, from ``EventCatalog``.
struct EventRoutes: RouteGroup {
    private static let docs = "\(RouteContext.docs)/activity/events"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        let events = EventCatalog(repos: context.world.repos)
        let received = context.answerList(kinds: ["received_events": docs]) { path in
            events.receivedEvents(of: path.owner)
        } json: {
            $0
        }
        if let received { return received }
        switch segments.count {
        case 4 where segments[0] == "users" && segments[2] == "events" && segments[3] == "public":
            guard let user = context.world.users.user(login: segments[1]) else {
                return .failure(.notFound(docs))
            }
            return page(
                events.publicEvents(of: user), context, linkPath: "/users/\(user.login)/events/public")
        case 4 where segments[0] == "repos" && segments[3] == "events":
            guard let repo = context.world.repos.repo(owner: segments[1], name: segments[2]) else {
                return .failure(.notFound(docs))
            }
            return page(events.repoEvents(of: repo), context, linkPath: "/repos/\(repo.fullName)/events")
        default:
            return nil
        }
    }

    /// The requested page of `list` (30 a page unless asked otherwise, as GitHub's events).
    static func page(_ list: LazyList<JSONValue>, _ context: RouteContext, linkPath: String) -> RouteOutcome {
        let page = Page(request: context.request, total: list.count)
        return .page(.array(list.elements(page.offsets)), page, linkPath: linkPath)
    }
}
