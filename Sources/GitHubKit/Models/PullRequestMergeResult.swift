/// The answer to merging a pull request (`pull-request-merge-result`): `PUT
/// /repos/{owner}/{repo}/pulls/{pull_number}/merge`.
public struct PullRequestMergeResult: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue

    /// Reads a merge result; it needs only be an object.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "a merge result", codingPath: codingPath)
        self.raw = raw
    }

    /// Whether the pull request was merged.
    public var merged: Bool? { raw["merged"]?.bool }
    /// The SHA of the merge (or squash or last rebased) commit.
    public var sha: String? { raw["sha"]?.string }
    /// GitHub's message, e.g. `Pull Request successfully merged`.
    public var message: String? { raw["message"]?.string }
}
