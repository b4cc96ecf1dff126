/// What an installation token reaches, checked before any other group answers: a repository
/// outside the token's repositories is a 404 on every route below `/repos/{owner}/{repo}`, and a
/// read or write the token has no permission for is GitHub's 403 "Resource not accessible by
/// integration", as ``IntegrationPermissions``' table says, as is every route of a person's own
/// (`/user…`, `/notifications`, `/issues`). Also `GET /installation/repositories`, the
/// repositories the token reaches.
///
/// GitHub answers 404 for a private repository outside the token's reach; FakeGitHub's world is
/// public, so it answers 404 for every one, the stricter case a bot's tests want.
struct InstallationRoutes: RouteGroup {
    static let methods: Set<String> = ["GET", "POST", "PATCH", "PUT", "DELETE"]
    private static let docs = "https://docs.github.com/rest/apps/installations"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        if segments == ["installation", "repositories"], context.request.method == "GET" {
            return repositories(context)
        }
        guard let grant = context.installation else { return nil }
        guard segments.count >= 3, segments[0] == "repos" else {
            return IntegrationPermissions.refusal(ofPersonalArea: segments)
        }
        return IntegrationPermissions.refusal(
            of: grant, method: context.request.method, owner: segments[1], name: segments[2],
            below: Array(segments.dropFirst(3)))
    }

    /// `GET /installation/repositories`: the repositories the token reaches, in its account's order.
    private static func repositories(_ context: RouteContext) -> RouteOutcome {
        let docs = "\(Self.docs)#list-repositories-accessible-to-the-app-installation"
        guard let grant = context.installation, let app = context.options.app,
            let installation = app.installation(id: grant.installation)
        else {
            return .failure(
                APIError(
                    status: 403,
                    message: "This endpoint requires you to be authenticated as an installation.",
                    documentationURL: docs))
        }
        let repos = AppRoutes.reachableRepos(of: installation, context: context)
            .filter { grant.reaches(owner: $0.owner.login, name: $0.name) }
            .map { context.changes.current.counting($0) }
        return context.countedPage(repos.map { $0.minimalJSON(permissions: nil) }, key: "repositories")
    }
}
