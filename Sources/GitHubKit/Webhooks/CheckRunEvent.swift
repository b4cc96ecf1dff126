/// A check run was created, completed, re-requested or had an action requested (`check_run`).
public struct CheckRunEvent: WebhookActionPayload {
    /// `check_run`.
    public static let event = "check_run"

    /// The actions GitHub documents for `check_run`.
    public enum Action: String, CaseIterable, Sendable {
        /// `completed`.
        case completed
        /// `created`.
        case created
        /// `requested_action`.
        case requestedAction = "requested_action"
        /// `rerequested`.
        case rerequested
    }

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// What happened.
    public let action: Action
    /// The check run.
    public let checkRun: CheckRun

    /// Reads the payload; only `action` and `check_run` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a check_run payload", codingPath: codingPath)
        self.raw = raw
        action = try Self.action(in: raw, codingPath: codingPath)
        checkRun = try fields.nested("check_run")
    }

    /// The action a user asked for (`requested_action`), as sent.
    public var requestedAction: JSONValue? { raw.objectMember("requested_action") }
}
