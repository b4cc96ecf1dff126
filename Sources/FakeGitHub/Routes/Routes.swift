/// The dispatch table: a GET goes to the first group that knows its path; anything else is a 404.
///
/// To add a resource, write a ``RouteGroup`` next to the others and list it here.
enum Routes {
    static let groups: [any RouteGroup.Type] = [
        IndexRoute.self, RateLimitRoutes.self, FeedRoutes.self, UserRoutes.self, RepoRoutes.self,
        RepoDetailRoutes.self, ContentRoutes.self, ReleaseRoutes.self, OrgRoutes.self, GistRoutes.self,
        MetaRoutes.self,
    ]

    /// GitHub's answer to `context`'s request, before headers are added.
    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome {
        guard context.request.method == "GET" else { return .failure(.notFound()) }
        for group in groups {
            if let outcome = group.answer(context, orderCache: &orderCache) { return outcome }
        }
        return .failure(.notFound())
    }
}
