/// A check suite was requested, re-requested or completed (`check_suite`).
public struct CheckSuiteEvent: WebhookActionPayload {
    /// `check_suite`.
    public static let event = "check_suite"

    /// The actions GitHub documents for `check_suite`.
    public enum Action: String, CaseIterable, Sendable {
        /// `completed`.
        case completed
        /// `requested`.
        case requested
        /// `rerequested`.
        case rerequested
    }

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// What happened.
    public let action: Action
    /// The check suite.
    public let checkSuite: CheckSuite

    /// Reads the payload; only `action` and `check_suite` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a check_suite payload", codingPath: codingPath)
        self.raw = raw
        action = try Self.action(in: raw, codingPath: codingPath)
        checkSuite = try fields.nested("check_suite")
    }
}
