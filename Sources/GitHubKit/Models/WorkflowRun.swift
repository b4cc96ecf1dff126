import Foundation

/// One run of a GitHub Actions workflow (`workflow-run`): `GET
/// /repos/{owner}/{repo}/actions/runs/{run_id}`, and the `workflow_runs` of `GET .../actions/runs`.
public struct WorkflowRun: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric run ID.
    public let id: Int

    /// Reads a workflow run; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a workflow run", codingPath: codingPath).int("id")
    }

    /// The workflow's name, e.g. `CI`.
    public var name: String? { raw["name"]?.string }
    /// The run's title as the runs list shows it, e.g. the head commit's message or the PR's title.
    public var displayTitle: String? { raw["display_title"]?.string }
    /// The branch the run is for; null for tags and some events.
    public var headBranch: String? { raw["head_branch"]?.string }
    /// The SHA of the commit the run is for.
    public var headSha: String? { raw["head_sha"]?.string }
    /// The event that started the run, e.g. `push`, `pull_request`, `workflow_dispatch`.
    public var event: String? { raw["event"]?.string }
    /// Where the run is: `queued`, `in_progress`, `completed`, `waiting`, ...
    public var status: CheckStatus? { raw["status"]?.string.map { CheckStatus($0) } }
    /// How the run ended, e.g. `success`, `failure`, `cancelled`; null until it completes.
    public var conclusion: CheckConclusion? { raw["conclusion"]?.string.map { CheckConclusion($0) } }
    /// The run's number among the workflow's runs.
    public var runNumber: Int? { raw["run_number"]?.int }
    /// Which attempt this is, from 1; re-runs count up.
    public var runAttempt: Int? { raw["run_attempt"]?.int }
    /// The ID of the workflow.
    public var workflowId: Int? { raw["workflow_id"]?.int }
    /// The ID of the run's check suite.
    public var checkSuiteId: Int? { raw["check_suite_id"]?.int }
    /// Who started the run (for a re-run, who started the first attempt).
    public var actor: SimpleUser? { raw.model("actor") }
    /// Who started this attempt.
    public var triggeringActor: SimpleUser? { raw.model("triggering_actor") }
    /// When the run was created.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the run last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// When this attempt started.
    public var runStartedAt: Date? { raw["run_started_at"]?.date }
    /// The run's web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The API URL of the run's jobs.
    public var jobsUrl: String? { raw["jobs_url"]?.string }
    /// The API URL of the run's logs (a 302 to a short-lived archive URL).
    public var logsUrl: String? { raw["logs_url"]?.string }
    /// The API URL of the run's artifacts.
    public var artifactsUrl: String? { raw["artifacts_url"]?.string }
    /// The run's API URL.
    public var url: String? { raw["url"]?.string }
    /// The pull requests the run is for, in a reduced shape (no title or state); empty for forks.
    public var pullRequests: [PullRequest]? { raw.models("pull_requests") }
    /// The repository the run is in.
    public var repository: Repository? { raw.model("repository") }
    /// The repository the head commit is in; another one for a fork's pull request.
    public var headRepository: Repository? { raw.model("head_repository") }
    /// The head commit's message; from `head_commit.message`.
    public var headCommitMessage: String? { raw["head_commit"]?["message"]?.string }
    /// The path of the workflow file, e.g. `.github/workflows/ci.yml@main`.
    public var path: String? { raw["path"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
