/// A branch or tag was deleted (`delete`).
public struct DeleteEvent: WebhookPayload {
    /// `delete`.
    public static let event = "delete"

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// The branch or tag name (not a full ref).
    public let ref: String

    /// Reads the payload; only `ref` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a delete payload", codingPath: codingPath)
        self.raw = raw
        ref = try fields.required("ref") { $0.string }
    }

    /// `branch` or `tag`.
    public var refType: String? { raw["ref_type"]?.string }

    /// `user` or `deploy_key`.
    public var pusherType: String? { raw["pusher_type"]?.string }
}
