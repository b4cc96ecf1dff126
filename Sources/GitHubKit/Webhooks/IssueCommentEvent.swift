/// A comment on an issue or a pull request's conversation (`issue_comment`).
public struct IssueCommentEvent: WebhookActionPayload {
    /// `issue_comment`.
    public static let event = "issue_comment"

    /// What happened to the comment.
    public typealias Action = WebhookCommentAction

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// What happened.
    public let action: Action
    /// The issue (or pull request) commented on.
    public let issue: Issue
    /// The comment.
    public let comment: IssueComment

    /// Reads the payload; only `action`, `issue` and `comment` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a issue_comment payload", codingPath: codingPath)
        self.raw = raw
        action = try Self.action(in: raw, codingPath: codingPath)
        issue = try fields.nested("issue")
        comment = try fields.nested("comment")
    }

    /// What an edit changed (`edited`), as sent.
    public var changes: JSONValue? { raw.objectMember("changes") }
}
