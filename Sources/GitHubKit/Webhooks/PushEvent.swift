/// Commits pushed to a branch or tag (`push`).
public struct PushEvent: WebhookPayload {
    /// `push`.
    public static let event = "push"

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// The full ref pushed to, e.g. `refs/heads/main`.
    public let ref: String

    /// Reads the payload; only `ref` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a push payload", codingPath: codingPath)
        self.raw = raw
        ref = try fields.required("ref") { $0.string }
    }

    /// The SHA the ref pointed to before the push (all zeros for a new ref).
    public var before: String? { raw["before"]?.string }

    /// The SHA the ref points to after the push (all zeros for a deleted ref).
    public var after: String? { raw["after"]?.string }

    /// Whether the push created the ref.
    public var created: Bool? { raw["created"]?.bool }

    /// Whether the push deleted the ref.
    public var deleted: Bool? { raw["deleted"]?.bool }

    /// Whether the push was forced.
    public var forced: Bool? { raw["forced"]?.bool }

    /// The page comparing before and after.
    public var compare: String? { raw["compare"]?.string }

    /// The pushed commits (at most 2,048), as sent: `id`, `message`, `author`, `added`, …
    public var commits: [JSONValue] { raw["commits"]?.array ?? [] }

    /// The newest commit, as sent; null for a deleted ref.
    public var headCommit: JSONValue? { raw.objectMember("head_commit") }

    /// Who pushed (`name`, `email`), as sent.
    public var pusher: JSONValue? { raw.objectMember("pusher") }
}
