import Foundation

/// A comment on a line of a pull request's diff (`pull-request-review-comment`).
public struct PullRequestReviewComment: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric comment ID.
    public let id: Int

    /// Reads a review comment; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a review comment", codingPath: codingPath).int("id")
    }

    /// The review the comment belongs to; null for comments made outside a review.
    public var pullRequestReviewId: Int? { raw["pull_request_review_id"]?.int }
    /// The body in Markdown.
    public var body: String? { raw["body"]?.string }
    /// Who wrote the comment; null for a deleted account.
    public var user: SimpleUser? { raw.model("user") }
    /// The file the comment is on.
    public var path: String? { raw["path"]?.string }
    /// The diff hunk the comment is on.
    public var diffHunk: String? { raw["diff_hunk"]?.string }
    /// The line in the file; null when the line is no longer in the diff.
    public var line: Int? { raw["line"]?.int }
    /// The side of the diff (`LEFT` or `RIGHT`).
    public var side: String? { raw["side"]?.string }
    /// The commit the comment was made on.
    public var commitId: String? { raw["commit_id"]?.string }
    /// The comment this one replies to; nil for the first of a thread.
    public var inReplyToId: Int? { raw["in_reply_to_id"]?.int }
    /// The author's relation to the repository, e.g. `OWNER` or `NONE`.
    public var authorAssociation: String? { raw["author_association"]?.string }
    /// The reaction counts; nil when GitHub left them out.
    public var reactions: ReactionRollup? { raw.model("reactions") }
    /// The web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// When the comment was written.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the comment was last edited.
    public var updatedAt: Date? { raw["updated_at"]?.date }
}
