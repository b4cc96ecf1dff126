/// A delivery GitHubKit has no type for: an event it does not know, or a known event with an
/// action it does not know. Kept whole, so a caller can still read it.
public struct UnknownWebhookEvent: Sendable, Hashable {
    /// The `X-GitHub-Event` name, e.g. `discussion`.
    public let event: String
    /// The payload's `action`, if it has one.
    public var action: String? { raw["action"]?.string }
    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// The actions GitHubKit knows for a known event with an unknown action; empty for an unknown
    /// event.
    public let knownActions: [String]

    /// An event named `event` with payload `raw`; `knownActions` when the event is known and only
    /// its action is not.
    public init(event: String, raw: JSONValue, knownActions: [String] = []) {
        self.event = event
        self.raw = raw
        self.knownActions = knownActions
    }

    /// Why GitHubKit has no type for it, for a receiver that refuses what it cannot type
    /// (``WebhookEvent/known()``): an unknown action of a known event, or an unknown event.
    public var error: WebhookError {
        if knownActions.isEmpty { return .unknownEvent(event) }
        return .unknownAction(event: event, action: action ?? "", known: knownActions)
    }
}
