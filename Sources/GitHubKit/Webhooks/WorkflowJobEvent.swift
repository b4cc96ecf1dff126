/// A job of a workflow run was queued, started, is waiting or completed (`workflow_job`).
public struct WorkflowJobEvent: WebhookActionPayload {
    /// `workflow_job`.
    public static let event = "workflow_job"

    /// The actions GitHub documents for `workflow_job`.
    public enum Action: String, CaseIterable, Sendable {
        /// `queued`.
        case queued
        /// `in_progress`.
        case inProgress = "in_progress"
        /// `completed`.
        case completed
        /// `waiting`.
        case waiting
    }

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// What happened.
    public let action: Action
    /// The job.
    public let workflowJob: WorkflowJob

    /// Reads the payload; only `action` and `workflow_job` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a workflow_job payload", codingPath: codingPath)
        self.raw = raw
        action = try Self.action(in: raw, codingPath: codingPath)
        workflowJob = try fields.nested("workflow_job")
    }
}
