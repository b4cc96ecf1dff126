import Foundation

/// A comment on a gist (`gist-comment`): `GET /gists/{gist_id}/comments` and
/// `GET /gists/{gist_id}/comments/{comment_id}`.
public struct GistComment: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric comment ID.
    public let id: Int

    /// Reads a comment; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a gist comment", codingPath: codingPath).int("id")
    }

    /// The GraphQL node ID; old objects lack it.
    public var nodeId: String? { raw["node_id"]?.string }
    /// The comment in Markdown.
    public var body: String? { raw["body"]?.string }
    /// Who wrote the comment; null for a deleted account.
    public var user: SimpleUser? { raw.model("user") }
    /// The author's relation to the gist, e.g. `OWNER`, `COLLABORATOR`, `NONE`.
    public var authorAssociation: String? { raw["author_association"]?.string }
    /// When the comment was written.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the comment was last edited.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// The comment's API URL.
    public var url: String? { raw["url"]?.string }
}
