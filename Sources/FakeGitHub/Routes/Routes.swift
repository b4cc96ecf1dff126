/// The dispatch table: a request goes to the first group that answers its method and knows its
/// path; anything else is a 404.
///
/// To add a resource, write a ``RouteGroup`` next to the others and list it here.
enum Routes {
    static let groups: [any RouteGroup.Type] = [
        IndexRoute.self, RateLimitRoutes.self, FeedRoutes.self, InstallationRoutes.self, AppRoutes.self,
        UserRoutes.self,
        OddRepoRoutes.self,
        RepoRoutes.self, SearchRoutes.self, IssueRoutes.self, IssueWriteRoutes.self, PullRoutes.self,
        PullWriteRoutes.self,
        CheckRoutes.self, RepoDetailRoutes.self, ContentRoutes.self, ActionsRoutes.self,
        ActionsWriteRoutes.self,
        StorageRoutes.self,
        ReleaseRoutes.self, OrgRoutes.self, GistRoutes.self, MetaRoutes.self, FollowRoutes.self,
        StarRoutes.self, MarkdownRoutes.self, EventRoutes.self, WatchRoutes.self, NotificationRoutes.self,
        DeviceFlowRoutes.self,
    ]

    /// GitHub's answer to `context`'s request, before headers are added.
    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome {
        let method = context.request.method
        for group in groups where group.methods.contains(method) {
            if let outcome = group.answer(context, orderCache: &orderCache) { return outcome }
        }
        return .failure(.notFound())
    }
}
