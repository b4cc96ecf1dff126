import Foundation

/// Something the client did, for logs (`--verbose`) and status displays.
///
/// Events never carry headers, so they never carry a token.
public enum ClientEvent: Sendable, Equatable {
    /// A response arrived: status, endpoint, how long it took, and whether the body came from
    /// the cache (after a 304, or offline).
    case response(endpoint: String, status: Int, duration: Duration, fromCache: Bool)
    /// A GET was answered by the cache with no request, its copy being fresh: `age` seconds
    /// old, inside the `Cache-Control: max-age` GitHub sent with it.
    case fresh(endpoint: String, age: Int)
    /// A request is sent again after a pause (server error, connection error, secondary limit).
    case retry(RetryNotice)
    /// GitHub's rate-limit headers changed.
    case rateLimit(RateLimitStatus)
    /// Something was odd but the client carried on (a malformed Link header, a cache problem).
    case warning(String)
}
