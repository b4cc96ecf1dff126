import Foundation

/// What the `x-ratelimit-*` headers of one response said.
public struct RateLimitStatus: Sendable, Equatable {
    /// Requests allowed per window.
    public var limit: Int
    /// Requests left in this window.
    public var remaining: Int
    /// Requests used in this window.
    public var used: Int
    /// When the window ends and `remaining` refills.
    public var reset: Date
    /// Which limit this is (`core`, `search`, ...).
    public var resource: String

    /// Creates a status.
    public init(limit: Int, remaining: Int, used: Int, reset: Date, resource: String) {
        self.limit = limit
        self.remaining = remaining
        self.used = used
        self.reset = reset
        self.resource = resource
    }

    /// Reads the headers of `response`; nil when they are missing or not numbers.
    public init?(_ response: APIResponse) {
        guard let limit = response.header("x-ratelimit-limit").flatMap(Int.init),
            let remaining = response.header("x-ratelimit-remaining").flatMap(Int.init),
            let reset = response.header("x-ratelimit-reset").flatMap(TimeInterval.init)
        else { return nil }
        self.init(
            limit: limit, remaining: remaining,
            used: response.header("x-ratelimit-used").flatMap(Int.init) ?? max(0, limit - remaining),
            reset: Date(timeIntervalSince1970: reset),
            resource: response.header("x-ratelimit-resource") ?? "core")
    }

    /// Whether nothing may be sent against this limit before `reset`, as of `now`.
    public func isExhausted(at now: Date) -> Bool { remaining <= 0 && reset > now }
}
