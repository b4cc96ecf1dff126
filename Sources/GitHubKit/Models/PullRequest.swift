import Foundation

/// A pull request: `pull-request-simple` from `GET /repos/{owner}/{repo}/pulls` and the full
/// `pull-request` from `GET /repos/{owner}/{repo}/pulls/{number}`, which adds the merge state and
/// the diff's size (nil in lists).
public struct PullRequest: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric pull request ID.
    public let id: Int
    /// The pull request's number in its repository (shared with issues).
    public let number: Int

    /// Reads a pull request; `id` and `number` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a pull request", codingPath: codingPath)
        self.raw = raw
        id = try fields.int("id")
        number = try fields.int("number")
    }

    /// The title.
    public var title: String? { raw["title"]?.string }
    /// The description in Markdown; null when empty.
    public var body: String? { raw["body"]?.string }
    /// `open` or `closed` (a merged pull request is closed).
    public var state: IssueState? { raw["state"]?.string.map { IssueState($0) } }
    /// Whether it is a draft.
    public var draft: Bool? { raw["draft"]?.bool }
    /// Whether the conversation is locked.
    public var locked: Bool? { raw["locked"]?.bool }
    /// Who opened it; null for a deleted account.
    public var user: SimpleUser? { raw.model("user") }
    /// The labels.
    public var labels: [Label] { (raw["labels"]?.array ?? []).compactMap { try? Label(raw: $0) } }
    /// Everyone assigned.
    public var assignees: [SimpleUser] {
        (raw["assignees"]?.array ?? []).compactMap { try? SimpleUser(raw: $0) }
    }
    /// The reviewers asked for.
    public var requestedReviewers: [SimpleUser] {
        (raw["requested_reviewers"]?.array ?? []).compactMap { try? SimpleUser(raw: $0) }
    }
    /// The milestone; null when there is none.
    public var milestone: Milestone? { raw.model("milestone") }
    /// The branch with the changes, e.g. `fix-typo`.
    public var headRef: String? { raw["head"]?["ref"]?.string }
    /// The commit the head branch points at.
    public var headSha: String? { raw["head"]?["sha"]?.string }
    /// The repository of the head branch; null when it was deleted.
    public var headRepository: Repository? { raw["head"]?.model("repo") }
    /// The branch the changes go into, e.g. `main`.
    public var baseRef: String? { raw["base"]?["ref"]?.string }
    /// The commit the base branch pointed at.
    public var baseSha: String? { raw["base"]?["sha"]?.string }
    /// The repository the pull request belongs to.
    public var baseRepository: Repository? { raw["base"]?.model("repo") }
    /// The author's relation to the repository, e.g. `OWNER` or `CONTRIBUTOR`.
    public var authorAssociation: String? { raw["author_association"]?.string }
    /// The web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The unified diff's URL.
    public var diffUrl: String? { raw["diff_url"]?.string }
    /// When it was opened.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When it was last updated.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// When it was closed; null while open.
    public var closedAt: Date? { raw["closed_at"]?.date }
    /// When it was merged; null unless merged.
    public var mergedAt: Date? { raw["merged_at"]?.date }
    /// The merge commit (or the test merge commit while open).
    public var mergeCommitSha: String? { raw["merge_commit_sha"]?.string }

    // Only in the full object.
    /// Whether it was merged; from `merged_at` when GitHub left `merged` out.
    public var merged: Bool { raw["merged"]?.bool ?? (mergedAt != nil) }
    /// Whether it can be merged; null while GitHub is still computing it.
    public var mergeable: Bool? { raw["mergeable"]?.bool }
    /// `clean`, `dirty`, `blocked`, `unknown`, ...
    public var mergeableState: String? { raw["mergeable_state"]?.string }
    /// Who merged it; null unless merged.
    public var mergedBy: SimpleUser? { raw.model("merged_by") }
    /// The number of conversation comments.
    public var comments: Int? { raw["comments"]?.int }
    /// The number of review comments.
    public var reviewComments: Int? { raw["review_comments"]?.int }
    /// The number of commits.
    public var commits: Int? { raw["commits"]?.int }
    /// Lines added.
    public var additions: Int? { raw["additions"]?.int }
    /// Lines deleted.
    public var deletions: Int? { raw["deletions"]?.int }
    /// Files changed.
    public var changedFiles: Int? { raw["changed_files"]?.int }
}
