/// A review of a pull request was submitted, edited or dismissed (`pull_request_review`).
public struct PullRequestReviewEvent: WebhookActionPayload {
    /// `pull_request_review`.
    public static let event = "pull_request_review"

    /// The actions GitHub documents for `pull_request_review`.
    public enum Action: String, CaseIterable, Sendable {
        /// `submitted`.
        case submitted
        /// `edited`.
        case edited
        /// `dismissed`.
        case dismissed
    }

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// What happened.
    public let action: Action
    /// The review.
    public let review: PullRequestReview
    /// The pull request reviewed.
    public let pullRequest: PullRequest

    /// Reads the payload; only `action`, `review` and `pull_request` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a pull_request_review payload", codingPath: codingPath)
        self.raw = raw
        action = try Self.action(in: raw, codingPath: codingPath)
        review = try fields.nested("review")
        pullRequest = try fields.nested("pull_request")
    }
}
