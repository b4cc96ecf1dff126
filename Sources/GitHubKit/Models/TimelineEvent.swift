import Foundation

/// One item of an issue's or pull request's timeline (`timeline-issue-events`):
/// `GET /repos/{owner}/{repo}/issues/{issue_number}/timeline`.
///
/// Items differ by `event`: most are issue events (`labeled`, `renamed`, ...), `commented` is an
/// issue comment, `committed` a Git commit (no `id`, a `sha` and a Git `author` instead of an
/// `actor`), `reviewed` a review (`user`, `state`, `submitted_at`), `cross-referenced` names the
/// referencing issue in `source`. So no field is required.
public struct TimelineEvent: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue

    /// Reads a timeline item; no field is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "a timeline event", codingPath: codingPath)
        self.raw = raw
    }

    /// What happened, e.g. `commented`, `committed`, `reviewed`, `labeled`, `cross-referenced`.
    public var event: String? { raw["event"]?.string }
    /// GitHub's numeric ID of the event, comment or review; nil for `committed` and `cross-referenced`.
    public var id: Int? { raw["id"]?.int }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
    /// Who did it; nil for `committed` (see `authorName`) and `reviewed` (see `user`).
    public var actor: SimpleUser? { raw.model("actor") }
    /// Who wrote the comment or review; only for `commented` and `reviewed`.
    public var user: SimpleUser? { raw.model("user") }
    /// When it happened; `reviewed` sends `submittedAt` and `committed` `authoredAt` instead.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the comment was last edited; only for `commented`.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// When the review was submitted; only for `reviewed`.
    public var submittedAt: Date? { raw["submitted_at"]?.date }
    /// The comment or review in Markdown; only for `commented` and `reviewed`.
    public var body: String? { raw["body"]?.string }
    /// The review's state, e.g. `approved`, `changes_requested`, `commented`; only for `reviewed`.
    public var state: String? { raw["state"]?.string }
    /// The referencing issue or pull request (`source.issue`); only for `cross-referenced`.
    public var source: Issue? { raw["source"]?.model("issue") }
    /// The kind of the referencing object (`source.type`), e.g. `issue`; only for `cross-referenced`.
    public var sourceType: String? { raw["source"]?["type"]?.string }
    /// The commit's SHA; only for `committed`.
    public var sha: String? { raw["sha"]?.string }
    /// The commit message; only for `committed`.
    public var message: String? { raw["message"]?.string }
    /// The Git author's name (`author.name`); only for `committed`.
    public var authorName: String? { raw["author"]?["name"]?.string }
    /// When the change was authored (`author.date`); only for `committed`.
    public var authoredAt: Date? { raw["author"]?["date"]?.date }
    /// The SHA of the commit that did it, for issue events such as `closed` and `referenced`.
    public var commitId: String? { raw["commit_id"]?.string }
    /// The label added or removed; only for `labeled` and `unlabeled`.
    public var label: Label? { raw.model("label") }
    /// Who was assigned or unassigned; only for `assigned` and `unassigned`.
    public var assignee: SimpleUser? { raw.model("assignee") }
    /// The title before a rename (`rename.from`); only for `renamed`.
    public var renameFrom: String? { raw["rename"]?["from"]?.string }
    /// The title after a rename (`rename.to`); only for `renamed`.
    public var renameTo: String? { raw["rename"]?["to"]?.string }
    /// The author's relation to the repository, for comments and reviews.
    public var authorAssociation: String? { raw["author_association"]?.string }
    /// The reaction counts of a comment; nil when GitHub left them out.
    public var reactions: ReactionRollup? { raw.model("reactions") }
    /// The API URL of the event, comment or commit.
    public var url: String? { raw["url"]?.string }
    /// The web page of the comment, review or commit.
    public var htmlUrl: String? { raw["html_url"]?.string }
}
