import Foundation

/// Something that happened to an issue or pull request (`issue-event`): `GET /repos/{owner}/{repo}/issues/events`
/// (with the issue) and `GET /repos/{owner}/{repo}/issues/{issue_number}/events` (without it).
///
/// Which fields an event carries depends on `event`: `labeled` has `label`, `assigned` has
/// `assignee`, `renamed` has `rename`, `referenced` and `closed` may have `commit_id`, and so on.
public struct IssueEvent: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric event ID.
    public let id: Int

    /// Reads an event; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "an issue event", codingPath: codingPath).int("id")
    }

    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
    /// What happened, e.g. `closed`, `labeled`, `assigned`, `renamed`, `referenced`, `merged`.
    public var event: String? { raw["event"]?.string }
    /// Who did it; null for a deleted account.
    public var actor: SimpleUser? { raw.model("actor") }
    /// When it happened.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// The SHA of the commit that did it (a closing or referencing commit); null otherwise.
    public var commitId: String? { raw["commit_id"]?.string }
    /// The API URL of that commit; null otherwise.
    public var commitUrl: String? { raw["commit_url"]?.string }
    /// The label added or removed; only for `labeled` and `unlabeled` (name and colour only).
    public var label: Label? { raw.model("label") }
    /// Who was assigned or unassigned; only for `assigned` and `unassigned`.
    public var assignee: SimpleUser? { raw.model("assignee") }
    /// Who assigned or unassigned them; only for `assigned` and `unassigned`.
    public var assigner: SimpleUser? { raw.model("assigner") }
    /// Whose review was requested or removed; only for `review_requested` and `review_request_removed`.
    public var requestedReviewer: SimpleUser? { raw.model("requested_reviewer") }
    /// Which team's review was requested or removed, when a team's was.
    public var requestedTeam: Team? { raw.model("requested_team") }
    /// Who requested the review; only for `review_requested` and `review_request_removed`.
    public var reviewRequester: SimpleUser? { raw.model("review_requester") }
    /// The title before a rename (`rename.from`); only for `renamed`.
    public var renameFrom: String? { raw["rename"]?["from"]?.string }
    /// The title after a rename (`rename.to`); only for `renamed`.
    public var renameTo: String? { raw["rename"]?["to"]?.string }
    /// The milestone's title (`milestone.title`); only for `milestoned` and `demilestoned`.
    public var milestoneTitle: String? { raw["milestone"]?["title"]?.string }
    /// Why the conversation was locked; only for `locked`, and null when no reason was given.
    public var lockReason: String? { raw["lock_reason"]?.string }
    /// Why the issue was closed or reopened, e.g. `completed`, `not_planned`.
    public var stateReason: String? { raw["state_reason"]?.string }
    /// The issue or pull request; only in a repository's event list.
    public var issue: Issue? { raw.model("issue") }
    /// The actor's relation to the repository, e.g. `OWNER`, `CONTRIBUTOR`, `NONE`.
    public var authorAssociation: String? { raw["author_association"]?.string }
    /// The event's API URL.
    public var url: String? { raw["url"]?.string }
}
