/// The combined status of a commit (`combined-commit-status`): `GET
/// /repos/{owner}/{repo}/commits/{ref}/status`, the latest status of each context and one state for
/// them all.
public struct CombinedStatus: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// `failure` when any context failed or errored, `pending` when there are none or one is pending,
    /// else `success`.
    public let state: String

    /// Reads a combined status; only `state` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        state = try ModelFields(raw, kind: "a combined status", codingPath: codingPath).string("state")
    }

    /// The latest status of each context; statuses without an `id` are left out, and a missing or
    /// unusable list reads as empty.
    public var statuses: [CommitStatus] { raw.models("statuses") ?? [] }
    /// The SHA of the commit.
    public var sha: String? { raw["sha"]?.string }
    /// How many statuses there are.
    public var totalCount: Int? { raw["total_count"]?.int }
    /// The repository.
    public var repository: Repository? { raw.model("repository") }
    /// The commit's API URL.
    public var commitUrl: String? { raw["commit_url"]?.string }
    /// The combined status's API URL.
    public var url: String? { raw["url"]?.string }
}
