import Foundation

/// One check run (`check-run`): `GET /repos/{owner}/{repo}/check-runs/{check_run_id}`, and the
/// `check_runs` of `GET /repos/{owner}/{repo}/commits/{ref}/check-runs`.
public struct CheckRun: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric check run ID.
    public let id: Int
    /// The check's name, e.g. `build (ubuntu-latest)`.
    public let name: String

    /// Reads a check run; `id` and `name` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a check run", codingPath: codingPath)
        self.raw = raw
        id = try fields.int("id")
        name = try fields.string("name")
    }

    /// Where the run is: `queued`, `in_progress`, `completed`, ...
    public var status: CheckStatus? { raw["status"]?.string.map { CheckStatus($0) } }
    /// How the run ended, e.g. `success`, `failure`; null until it completes.
    public var conclusion: CheckConclusion? { raw["conclusion"]?.string.map { CheckConclusion($0) } }
    /// When the run started.
    public var startedAt: Date? { raw["started_at"]?.date }
    /// When the run completed; null until it does.
    public var completedAt: Date? { raw["completed_at"]?.date }
    /// How long the run took, from `started_at` to `completed_at`; nil until it completes.
    public var duration: TimeInterval? {
        guard let startedAt, let completedAt else { return nil }
        return completedAt.timeIntervalSince(startedAt)
    }
    /// The SHA of the commit being checked.
    public var headSha: String? { raw["head_sha"]?.string }
    /// The integrator's own ID for the run.
    public var externalId: String? { raw["external_id"]?.string }
    /// The integrator's page for the run.
    public var detailsUrl: String? { raw["details_url"]?.string }
    /// The run's web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The run's API URL.
    public var url: String? { raw["url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
    /// The title of the run's report; from `output.title`.
    public var outputTitle: String? { raw["output"]?["title"]?.string }
    /// The summary of the run's report in Markdown; from `output.summary`.
    public var outputSummary: String? { raw["output"]?["summary"]?.string }
    /// The details of the run's report in Markdown; from `output.text`.
    public var outputText: String? { raw["output"]?["text"]?.string }
    /// How many annotations the run has; from `output.annotations_count`.
    public var annotationsCount: Int? { raw["output"]?["annotations_count"]?.int }
    /// The API URL of the run's annotations; from `output.annotations_url`.
    public var annotationsUrl: String? { raw["output"]?["annotations_url"]?.string }
    /// The ID of the check suite the run belongs to; from `check_suite.id`.
    public var checkSuiteId: Int? { raw["check_suite"]?["id"]?.int }
    /// The GitHub App that made the run.
    public var app: GitHubApp? { raw.model("app") }
    /// The pull requests whose head is the checked commit, in a reduced shape (no title or state).
    public var pullRequests: [PullRequest]? { raw.models("pull_requests") }
}
