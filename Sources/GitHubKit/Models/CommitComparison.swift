/// How two commits compare (`commit-comparison`): `GET /repos/{owner}/{repo}/compare/{basehead}`.
public struct CommitComparison: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue

    /// Reads a comparison; no field is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "a commit comparison", codingPath: codingPath)
        self.raw = raw
    }

    /// How the head relates to the base: `ahead`, `behind`, `identical` or `diverged`.
    public var status: String? { raw["status"]?.string }
    /// How many commits the head has that the base lacks.
    public var aheadBy: Int? { raw["ahead_by"]?.int }
    /// How many commits the base has that the head lacks.
    public var behindBy: Int? { raw["behind_by"]?.int }
    /// How many commits the comparison covers; `commits` may list fewer (at most 250).
    public var totalCommits: Int? { raw["total_commits"]?.int }
    /// The commits from the merge base to the head, oldest first; empty when absent.
    public var commits: [Commit] { raw["commits"]?.array?.compactMap { try? Commit(raw: $0) } ?? [] }
    /// The files changed; empty when absent (GitHub leaves them out of very large comparisons).
    public var files: [DiffEntry] { raw["files"]?.array?.compactMap { try? DiffEntry(raw: $0) } ?? [] }
    /// The base commit.
    public var baseCommit: Commit? { raw.model("base_commit") }
    /// The newest common ancestor of base and head.
    public var mergeBaseCommit: Commit? { raw.model("merge_base_commit") }
    /// The comparison's API URL.
    public var url: String? { raw["url"]?.string }
    /// The comparison's web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The web page of the comparison pinned to both SHAs.
    public var permalinkUrl: String? { raw["permalink_url"]?.string }
    /// The whole diff as text.
    public var diffUrl: String? { raw["diff_url"]?.string }
    /// The changes as a series of patches.
    public var patchUrl: String? { raw["patch_url"]?.string }
}
