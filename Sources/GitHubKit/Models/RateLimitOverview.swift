/// The body of `GET /rate_limit`.
public struct RateLimitOverview: Codable, Equatable, Hashable, Sendable {
    /// Every bucket, by kind of request.
    public let resources: RateLimitResources
    /// The `core` bucket again; GitHub keeps it for old clients and calls it deprecated.
    public let rate: RateLimit

    /// Creates an overview from its fields, as GitHub would send them.
    public init(resources: RateLimitResources, rate: RateLimit) {
        self.resources = resources
        self.rate = rate
    }
}
