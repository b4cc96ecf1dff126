import Foundation

/// One step of a workflow job: the `steps` of `GET /repos/{owner}/{repo}/actions/jobs/{job_id}`.
public struct WorkflowStep: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The step's name, e.g. `Run actions/checkout@v4`.
    public let name: String
    /// The step's number in its job, from 1.
    public let number: Int

    /// Reads a step; `name` and `number` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a workflow step", codingPath: codingPath)
        self.raw = raw
        name = try fields.string("name")
        number = try fields.int("number")
    }

    /// Where the step is: `queued`, `in_progress` or `completed`.
    public var status: CheckStatus? { raw["status"]?.string.map { CheckStatus($0) } }
    /// How the step ended, e.g. `success`, `failure`, `skipped`; null until it completes.
    public var conclusion: CheckConclusion? { raw["conclusion"]?.string.map { CheckConclusion($0) } }
    /// When the step started.
    public var startedAt: Date? { raw["started_at"]?.date }
    /// When the step completed; null until it does.
    public var completedAt: Date? { raw["completed_at"]?.date }
}
