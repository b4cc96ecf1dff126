/// GitHub's meta information: `GithubRouter.meta`.
public struct MetaRoutes: Sendable {
    /// `GET /meta`: IP ranges and SSH keys of GitHub's services.
    public var overview: Route<APIOverview> { Route(path: ["meta"]) }
}
