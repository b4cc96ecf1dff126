import Foundation

/// One person's reaction to an issue or comment (`reaction`).
public struct Reaction: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric reaction ID.
    public let id: Int
    /// The emoji.
    public let content: ReactionContent

    /// Reads a reaction; `id` and `content` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a reaction", codingPath: codingPath)
        self.raw = raw
        id = try fields.int("id")
        content = ReactionContent(try fields.string("content"))
    }

    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
    /// Who reacted; null for a deleted account.
    public var user: SimpleUser? { raw.model("user") }
    /// When the reaction was made.
    public var createdAt: Date? { raw["created_at"]?.date }
}
