import Foundation

/// What a query's `rateLimit { cost remaining resetAt limit }` field said: GraphQL's own hourly
/// budget of points, separate from REST's.
public struct GraphQLRateLimit: Sendable, Equatable {
    /// The points this query cost.
    public var cost: Int
    /// Points allowed per window (GitHub: 5,000).
    public var limit: Int
    /// Points left in this window.
    public var remaining: Int
    /// When the window ends and `remaining` refills.
    public var resetAt: Date

    /// The selection that asks for it, appended by `GraphQLQuery.askingRateLimit()`.
    public static let selection = "rateLimit { cost remaining resetAt limit }"

    /// Creates a rate limit.
    public init(cost: Int, limit: Int, remaining: Int, resetAt: Date) {
        self.cost = cost
        self.limit = limit
        self.remaining = remaining
        self.resetAt = resetAt
    }

    /// Reads `data.rateLimit`; nil when the query did not ask for it or a number is missing.
    public init?(data: JSONValue?) {
        guard let field = data?["rateLimit"], let cost = field["cost"]?.int, let limit = field["limit"]?.int,
            let remaining = field["remaining"]?.int, let resetAt = field["resetAt"]?.date
        else { return nil }
        self.init(cost: cost, limit: limit, remaining: remaining, resetAt: resetAt)
    }

    /// The same numbers as a `RateLimitStatus` of resource `graphql`, as the client's monitor keeps them.
    public var status: RateLimitStatus {
        RateLimitStatus(
            limit: limit, remaining: remaining, used: max(0, limit - remaining), reset: resetAt,
            resource: "graphql")
    }
}
