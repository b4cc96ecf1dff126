/// The body of `GET /rate_limit`.
///
/// Bodies from before 2013 have only `rate`; GitHub calls `rate` deprecated and may drop it. Each
/// stands in for the other, so only one of `resources.core` and `rate` is required.
public struct RateLimitOverview: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// Every bucket, by kind of request.
    public let resources: RateLimitResources
    /// The `core` bucket again (`resources.core` when GitHub left `rate` out).
    public let rate: RateLimit

    /// Reads an overview.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "a rate-limit overview", codingPath: codingPath)
        self.raw = raw
        let rate: RateLimit? = raw.model("rate")
        resources = try RateLimitResources(
            raw: raw["resources"] ?? .object([:]), codingPath: codingPath + [JSONKey("resources")],
            core: rate)
        self.rate = rate ?? resources.core
    }
}
