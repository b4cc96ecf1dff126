/// Counters of what a ``FakeGitHub`` server has answered.
public struct Stats: Sendable, Equatable, Codable {
    /// Requests received.
    public var total = 0
    /// `304 Not Modified` answers.
    public var notModified = 0
    /// Requests charged to a rate limit (core or search): all but 304s, `/rate_limit`, refusals
    /// (401, 403) and answers replaced by a fault.
    public var rateLimitUsed = 0
    /// Requests being handled right now.
    public var inFlight = 0
    /// Most requests handled at the same time.
    public var maxInFlight = 0
    /// Requests per path (without the query string).
    public var perPath: [String: Int] = [:]
    /// Requests disturbed by ``Options/chaos``, by kind (a JSON object keyed by the raw values).
    public var chaosFaults: [ChaosFault: Int] = [:]

    /// Empty counters.
    public init() {}
}
