import Foundation

/// One job of a workflow run (`job`): `GET /repos/{owner}/{repo}/actions/jobs/{job_id}`, and the
/// `jobs` of `GET .../actions/runs/{run_id}/jobs`.
public struct WorkflowJob: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric job ID.
    public let id: Int

    /// Reads a job; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a workflow job", codingPath: codingPath).int("id")
    }

    /// The ID of the run the job belongs to.
    public var runId: Int? { raw["run_id"]?.int }
    /// Which attempt of the run the job belongs to, from 1.
    public var runAttempt: Int? { raw["run_attempt"]?.int }
    /// The job's name, e.g. `build (ubuntu-latest)`.
    public var name: String? { raw["name"]?.string }
    /// Where the job is: `queued`, `in_progress`, `completed`, `waiting`, ...
    public var status: CheckStatus? { raw["status"]?.string.map { CheckStatus($0) } }
    /// How the job ended, e.g. `success`, `failure`, `skipped`; null until it completes.
    public var conclusion: CheckConclusion? { raw["conclusion"]?.string.map { CheckConclusion($0) } }
    /// When the job was queued.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the job started.
    public var startedAt: Date? { raw["started_at"]?.date }
    /// When the job completed; null until it does.
    public var completedAt: Date? { raw["completed_at"]?.date }
    /// How long the job took, from `started_at` to `completed_at`; nil until it completes.
    public var duration: TimeInterval? {
        guard let startedAt, let completedAt else { return nil }
        return completedAt.timeIntervalSince(startedAt)
    }
    /// The job's steps, in order; steps without a name or number are left out.
    public var steps: [WorkflowStep]? { raw.models("steps") }
    /// The runner labels the job asked for, e.g. `ubuntu-latest`.
    public var labels: [String]? { raw["labels"]?.strings }
    /// The ID of the runner that ran the job; null until one picks it up.
    public var runnerId: Int? { raw["runner_id"]?.int }
    /// The name of the runner that ran the job.
    public var runnerName: String? { raw["runner_name"]?.string }
    /// The name of the runner's group.
    public var runnerGroupName: String? { raw["runner_group_name"]?.string }
    /// The job's web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The API URL of the job's run.
    public var runUrl: String? { raw["run_url"]?.string }
    /// The job's API URL.
    public var url: String? { raw["url"]?.string }
    /// The SHA of the commit the job ran on.
    public var headSha: String? { raw["head_sha"]?.string }
    /// The branch the job ran on.
    public var headBranch: String? { raw["head_branch"]?.string }
    /// The name of the job's workflow.
    public var workflowName: String? { raw["workflow_name"]?.string }
    /// The check run's API URL for the job.
    public var checkRunUrl: String? { raw["check_run_url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
