/// A comment on a pull request's diff (`pull_request_review_comment`).
public struct PullRequestReviewCommentEvent: WebhookActionPayload {
    /// `pull_request_review_comment`.
    public static let event = "pull_request_review_comment"

    /// What happened to the comment.
    public typealias Action = WebhookCommentAction

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// What happened.
    public let action: Action
    /// The comment.
    public let comment: PullRequestReviewComment
    /// The pull request commented on.
    public let pullRequest: PullRequest

    /// Reads the payload; only `action`, `comment` and `pull_request` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(
            raw, kind: "a pull_request_review_comment payload", codingPath: codingPath)
        self.raw = raw
        action = try Self.action(in: raw, codingPath: codingPath)
        comment = try fields.nested("comment")
        pullRequest = try fields.nested("pull_request")
    }

    /// What an edit changed (`edited`), as sent.
    public var changes: JSONValue? { raw.objectMember("changes") }
}
