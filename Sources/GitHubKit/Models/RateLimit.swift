import Foundation

/// One rate-limit bucket, e.g. `core` or `search`.
public struct RateLimit: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The number of requests allowed per window.
    public let limit: Int
    /// The number of requests left in this window.
    public let remaining: Int
    /// When the window resets, in UTC epoch seconds; see `resetDate`.
    public let reset: Int

    /// Reads a bucket; `limit`, `remaining` and `reset` are what a bucket is, so they are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a rate-limit bucket", codingPath: codingPath)
        self.raw = raw
        limit = try fields.int("limit")
        remaining = try fields.int("remaining")
        reset = try fields.int("reset")
    }

    /// Creates a bucket from its fields, as GitHub would send them (nil fields left out).
    public init(limit: Int, remaining: Int, reset: Int, used: Int? = nil, resource: String? = nil) {
        self.limit = limit
        self.remaining = remaining
        self.reset = reset
        raw = .object(
            JSONValue.members([
                "limit": .integer(limit), "remaining": .integer(remaining), "reset": .integer(reset),
                "used": used.map(JSONValue.integer), "resource": resource.map(JSONValue.string),
            ]))
    }

    /// The number of requests used in this window; older objects and Enterprise Server leave it out.
    public var used: Int? { raw["used"]?.int }
    /// The bucket's name, when GitHub includes it.
    public var resource: String? { raw["resource"]?.string }
    /// When the window resets.
    public var resetDate: Date { Date(timeIntervalSince1970: TimeInterval(reset)) }
}
