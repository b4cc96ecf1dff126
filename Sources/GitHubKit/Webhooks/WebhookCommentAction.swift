/// What happened to a comment (`issue_comment`, `pull_request_review_comment`).
public enum WebhookCommentAction: String, CaseIterable, Sendable {
    /// `created`.
    case created
    /// `edited`.
    case edited
    /// `deleted`.
    case deleted
}
