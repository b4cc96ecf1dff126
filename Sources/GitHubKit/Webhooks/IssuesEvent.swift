/// Something happened to an issue (`issues`).
public struct IssuesEvent: WebhookActionPayload {
    /// `issues`.
    public static let event = "issues"

    /// The actions GitHub documents for `issues`.
    public enum Action: String, CaseIterable, Sendable {
        /// `assigned`.
        case assigned
        /// `closed`.
        case closed
        /// `deleted`.
        case deleted
        /// `demilestoned`.
        case demilestoned
        /// `edited`.
        case edited
        /// `labeled`.
        case labeled
        /// `locked`.
        case locked
        /// `milestoned`.
        case milestoned
        /// `opened`.
        case opened
        /// `pinned`.
        case pinned
        /// `reopened`.
        case reopened
        /// `transferred`.
        case transferred
        /// `typed`.
        case typed
        /// `unassigned`.
        case unassigned
        /// `unlabeled`.
        case unlabeled
        /// `unlocked`.
        case unlocked
        /// `unpinned`.
        case unpinned
        /// `untyped`.
        case untyped
    }

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// What happened.
    public let action: Action
    /// The issue as it is now.
    public let issue: Issue

    /// Reads the payload; only `action` and `issue` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a issues payload", codingPath: codingPath)
        self.raw = raw
        action = try Self.action(in: raw, codingPath: codingPath)
        issue = try fields.nested("issue")
    }

    /// The label added or removed (`labeled`, `unlabeled`).
    public var label: Label? { raw.model("label") }

    /// The user assigned or unassigned.
    public var assignee: SimpleUser? { raw.model("assignee") }

    /// What an edit changed (`edited`), as sent.
    public var changes: JSONValue? { raw.objectMember("changes") }
}
