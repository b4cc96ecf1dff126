import Foundation

/// A comment on an issue or pull request's conversation (`issue-comment`).
public struct IssueComment: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric comment ID.
    public let id: Int

    /// Reads a comment; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "an issue comment", codingPath: codingPath).int("id")
    }

    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
    /// The body in Markdown.
    public var body: String? { raw["body"]?.string }
    /// Who wrote the comment; null for a deleted account.
    public var user: SimpleUser? { raw.model("user") }
    /// The author's relation to the repository, e.g. `OWNER` or `NONE`.
    public var authorAssociation: String? { raw["author_association"]?.string }
    /// The reaction counts; nil when GitHub left them out.
    public var reactions: ReactionRollup? { raw.model("reactions") }
    /// The API URL.
    public var url: String? { raw["url"]?.string }
    /// The web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The API URL of the issue the comment belongs to.
    public var issueUrl: String? { raw["issue_url"]?.string }
    /// When the comment was written.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the comment was last edited.
    public var updatedAt: Date? { raw["updated_at"]?.date }
}
