/// A branch or tag was created (`create`).
public struct CreateEvent: WebhookPayload {
    /// `create`.
    public static let event = "create"

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// The branch or tag name (not a full ref), e.g. `feature`.
    public let ref: String

    /// Reads the payload; only `ref` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a create payload", codingPath: codingPath)
        self.raw = raw
        ref = try fields.required("ref") { $0.string }
    }

    /// `branch` or `tag`.
    public var refType: String? { raw["ref_type"]?.string }

    /// The repository's default branch.
    public var masterBranch: String? { raw["master_branch"]?.string }

    /// `user` or `deploy_key`.
    public var pusherType: String? { raw["pusher_type"]?.string }
}
