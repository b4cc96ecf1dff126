import Foundation

/// A comment on a commit (`commit-comment`): `GET /repos/{owner}/{repo}/comments`,
/// `GET /repos/{owner}/{repo}/comments/{comment_id}` and `GET /repos/{owner}/{repo}/commits/{commit_sha}/comments`.
public struct CommitComment: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric comment ID.
    public let id: Int

    /// Reads a comment; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a commit comment", codingPath: codingPath).int("id")
    }

    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
    /// The comment in Markdown.
    public var body: String? { raw["body"]?.string }
    /// The file commented on; null for a comment on the whole commit.
    public var path: String? { raw["path"]?.string }
    /// The line index in the file's diff; null for a comment on the whole commit.
    public var position: Int? { raw["position"]?.int }
    /// The line number in the file; null for a comment on the whole commit.
    public var line: Int? { raw["line"]?.int }
    /// The SHA of the commit commented on.
    public var commitId: String? { raw["commit_id"]?.string }
    /// Who wrote the comment; null for a deleted account.
    public var user: SimpleUser? { raw.model("user") }
    /// The author's relation to the repository, e.g. `OWNER`, `COLLABORATOR`, `NONE`.
    public var authorAssociation: String? { raw["author_association"]?.string }
    /// The reaction counts; nil when GitHub left them out.
    public var reactions: ReactionRollup? { raw.model("reactions") }
    /// When the comment was written.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the comment was last edited.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// The comment's API URL.
    public var url: String? { raw["url"]?.string }
    /// The comment's web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
}
