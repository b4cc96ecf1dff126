import Foundation

/// A check suite (`check-suite`), the check runs one app made for one commit: `GET
/// /repos/{owner}/{repo}/check-suites/{check_suite_id}`.
public struct CheckSuite: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric check suite ID.
    public let id: Int

    /// Reads a check suite; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a check suite", codingPath: codingPath).int("id")
    }

    /// Where the suite is: `queued`, `in_progress`, `completed`, ...
    public var status: CheckStatus? { raw["status"]?.string.map { CheckStatus($0) } }
    /// How the suite ended, e.g. `success`, `failure`; null until it completes.
    public var conclusion: CheckConclusion? { raw["conclusion"]?.string.map { CheckConclusion($0) } }
    /// The branch of the checked commit; null when it is on no branch (e.g. a fork's).
    public var headBranch: String? { raw["head_branch"]?.string }
    /// The SHA of the checked commit.
    public var headSha: String? { raw["head_sha"]?.string }
    /// The SHA before the push that made the suite.
    public var before: String? { raw["before"]?.string }
    /// The SHA after the push that made the suite.
    public var after: String? { raw["after"]?.string }
    /// The GitHub App the suite belongs to.
    public var app: GitHubApp? { raw.model("app") }
    /// The repository.
    public var repository: Repository? { raw.model("repository") }
    /// The pull requests whose head is the checked commit, in a reduced shape.
    public var pullRequests: [PullRequest]? { raw.models("pull_requests") }
    /// How many check runs the suite has.
    public var latestCheckRunsCount: Int? { raw["latest_check_runs_count"]?.int }
    /// The API URL of the suite's check runs.
    public var checkRunsUrl: String? { raw["check_runs_url"]?.string }
    /// Whether the suite was re-requested and can be re-requested.
    public var rerequestable: Bool? { raw["rerequestable"]?.bool }
    /// Whether the suite's runs can be re-requested.
    public var runsRerequestable: Bool? { raw["runs_rerequestable"]?.bool }
    /// The head commit's message; from `head_commit.message`.
    public var headCommitMessage: String? { raw["head_commit"]?["message"]?.string }
    /// When the suite was created.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the suite last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// The suite's API URL.
    public var url: String? { raw["url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
