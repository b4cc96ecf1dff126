/// Routes that belong to no other area: `GithubRouter.misc`.
public struct MiscRoutes: Sendable {
    /// `GET /rate_limit`: the current limits; free against the primary limit.
    public var rateLimit: Route<RateLimitOverview> { Route(path: ["rate_limit"]) }
}
