/// A repository was forked (`fork`).
public struct ForkEvent: WebhookPayload {
    /// `fork`.
    public static let event = "fork"

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// The new fork.
    public let forkee: Repository

    /// Reads the payload; only `forkee` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a fork payload", codingPath: codingPath)
        self.raw = raw
        forkee = try fields.nested("forkee")
    }
}
