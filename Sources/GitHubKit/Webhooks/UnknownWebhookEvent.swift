/// A delivery GitHubKit has no type for: an event it does not know, or a known event with an
/// action it does not know. Kept whole, so a caller can still read it.
public struct UnknownWebhookEvent: Sendable, Hashable {
    /// The `X-GitHub-Event` name, e.g. `discussion`.
    public let event: String
    /// The payload's `action`, if it has one.
    public var action: String? { raw["action"]?.string }
    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue

    /// An event named `event` with payload `raw`.
    public init(event: String, raw: JSONValue) {
        self.event = event
        self.raw = raw
    }
}
