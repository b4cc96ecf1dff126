import Foundation

/// A comment on an issue or pull request's conversation (`issue-comment`).
public struct IssueComment: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric comment ID; derived from the comment's URL when GitHub left `id` out.
    public let id: Int

    /// Reads a comment; `id` is required, and taken from the API `url` (`…/issues/comments/ID`) or
    /// the `html_url` (`…#issuecomment-ID`) when GitHub left it out, as listings did in 2011.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "an issue comment", codingPath: codingPath)
        self.raw = raw
        if raw["id"] == nil || raw["id"] == .null, let derived = Self.derivedID(raw) {
            id = derived
        } else {
            id = try fields.int("id")
        }
    }

    /// The ID a comment's URLs end with, when they agree on one.
    private static func derivedID(_ raw: JSONValue) -> Int? {
        let fromURL = raw["url"]?.string.flatMap { trailingID($0, after: "/issues/comments/") }
        let fromPage = raw["html_url"]?.string.flatMap { trailingID($0, after: "#issuecomment-") }
        if let fromURL, let fromPage, fromURL != fromPage { return nil }
        return fromURL ?? fromPage
    }

    /// The positive decimal number that ends `text` right after `marker`.
    private static func trailingID(_ text: String, after marker: String) -> Int? {
        guard let range = text.range(of: marker, options: .backwards) else { return nil }
        let digits = text[range.upperBound...]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits).flatMap { $0 > 0 ? $0 : nil }
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
