import Foundation

/// An issue (`issue`), as the issue lists, `GET /repos/{owner}/{repo}/issues/{number}` and issue
/// search send it. Issue lists include pull requests: those carry a `pull_request` member
/// (`isPullRequest`).
public struct Issue: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric issue ID.
    public let id: Int
    /// The issue's number in its repository.
    public let number: Int

    /// Reads an issue; `id` and `number` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "an issue", codingPath: codingPath)
        self.raw = raw
        id = try fields.int("id")
        number = try fields.int("number")
    }

    /// Whether this is a pull request seen through the issues API (it has a `pull_request` member).
    public var isPullRequest: Bool {
        if let member = raw["pull_request"], member != .null { true } else { false }
    }
    /// The title.
    public var title: String? { raw["title"]?.string }
    /// The body in Markdown; null when the author left it empty.
    public var body: String? { raw["body"]?.string }
    /// `open` or `closed`.
    public var state: IssueState? { raw["state"]?.string.map { IssueState($0) } }
    /// Why the issue is closed (or was reopened); null when GitHub does not say.
    public var stateReason: IssueStateReason? { raw["state_reason"]?.string.map { IssueStateReason($0) } }
    /// Who opened the issue; null for a deleted account.
    public var user: SimpleUser? { raw.model("user") }
    /// The labels, in GitHub's order; a bare name (as in old payloads) reads as a name-only label.
    public var labels: [Label] {
        (raw["labels"]?.array ?? []).compactMap { element in
            if case .string(let name) = element { return name.isEmpty ? nil : Label(name: name) }
            return try? Label(raw: element)
        }
    }
    /// The first assignee; null when nobody is assigned.
    public var assignee: SimpleUser? { raw.model("assignee") }
    /// Everyone assigned; from `assignee` when GitHub left the list out.
    public var assignees: [SimpleUser] {
        guard let list = raw["assignees"]?.array else { return assignee.map { [$0] } ?? [] }
        return list.compactMap { try? SimpleUser(raw: $0) }
    }
    /// The milestone; null when there is none.
    public var milestone: Milestone? { raw.model("milestone") }
    /// Whether the conversation is locked.
    public var locked: Bool? { raw["locked"]?.bool }
    /// Why the conversation is locked; null when it is not.
    public var activeLockReason: String? { raw["active_lock_reason"]?.string }
    /// The number of comments.
    public var comments: Int? { raw["comments"]?.int }
    /// The reaction counts; nil when GitHub left them out.
    public var reactions: ReactionRollup? { raw.model("reactions") }
    /// The author's relation to the repository, e.g. `OWNER`, `CONTRIBUTOR`, `NONE`.
    public var authorAssociation: String? { raw["author_association"]?.string }
    /// The API URL.
    public var url: String? { raw["url"]?.string }
    /// The web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The API URL of the repository; from `repository_url`.
    public var repositoryUrl: String? { raw["repository_url"]?.string }
    /// The repository, when GitHub embeds it (the authenticated user's and organizations' lists).
    public var repository: Repository? { raw.model("repository") }
    /// When the issue was opened.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the issue was last updated.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// When the issue was closed; null while open.
    public var closedAt: Date? { raw["closed_at"]?.date }
    /// Who closed the issue; only in `GET /repos/{owner}/{repo}/issues/{number}`.
    public var closedBy: SimpleUser? { raw.model("closed_by") }
    /// The search relevance score; only in search results.
    public var score: Double? { raw["score"]?.double }
}
