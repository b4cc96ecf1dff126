/// The first delivery of a new webhook (`ping`): GitHub checking that it arrives.
public struct PingEvent: WebhookPayload {
    /// `ping`.
    public static let event = "ping"

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue

    /// Reads the payload; nothing is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "a ping payload", codingPath: codingPath)
        self.raw = raw
    }

    /// A line of GitHub zen.
    public var zen: String? { raw["zen"]?.string }

    /// The webhook's ID.
    public var hookId: Int? { raw["hook_id"]?.int }

    /// The webhook's settings, as sent.
    public var hook: JSONValue? { raw.objectMember("hook") }
}
