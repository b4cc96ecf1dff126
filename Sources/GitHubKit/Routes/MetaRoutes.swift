/// GitHub's meta information: `GithubRouter.meta`.
public struct MetaRoutes: Sendable {
    /// `GET /meta`: IP ranges and SSH keys of GitHub's services.
    ///
    /// A convenience over the generated `get()`: a property named for what it answers.
    public var overview: Route<APIOverview> { Route(path: ["meta"]) }
}
