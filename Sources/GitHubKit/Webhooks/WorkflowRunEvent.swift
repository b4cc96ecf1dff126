/// A GitHub Actions workflow run was requested, started or completed (`workflow_run`).
public struct WorkflowRunEvent: WebhookActionPayload {
    /// `workflow_run`.
    public static let event = "workflow_run"

    /// The actions GitHub documents for `workflow_run`.
    public enum Action: String, CaseIterable, Sendable {
        /// `completed`.
        case completed
        /// `in_progress`.
        case inProgress = "in_progress"
        /// `requested`.
        case requested
    }

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// What happened.
    public let action: Action
    /// The run.
    public let workflowRun: WorkflowRun

    /// Reads the payload; only `action` and `workflow_run` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a workflow_run payload", codingPath: codingPath)
        self.raw = raw
        action = try Self.action(in: raw, codingPath: codingPath)
        workflowRun = try fields.nested("workflow_run")
    }

    /// The workflow, as sent.
    public var workflow: JSONValue? { raw.objectMember("workflow") }
}
