import Foundation

/// One rate-limit bucket, e.g. `core` or `search`.
public struct RateLimit: Codable, Equatable, Hashable, Sendable {
    /// The number of requests allowed per window.
    public let limit: Int
    /// The number of requests left in this window.
    public let remaining: Int
    /// When the window resets, in UTC epoch seconds; see `resetDate`.
    public let reset: Int
    /// The number of requests used in this window.
    public let used: Int
    /// The bucket's name, when GitHub includes it.
    public let resource: String?

    /// Creates a bucket from its fields, as GitHub would send them.
    public init(limit: Int, remaining: Int, reset: Int, used: Int, resource: String? = nil) {
        self.limit = limit
        self.remaining = remaining
        self.reset = reset
        self.used = used
        self.resource = resource
    }

    /// When the window resets.
    public var resetDate: Date { Date(timeIntervalSince1970: TimeInterval(reset)) }
}
