import Foundation

/// A review of a pull request (`pull-request-review`).
public struct PullRequestReview: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric review ID.
    public let id: Int

    /// Reads a review; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a pull request review", codingPath: codingPath).int("id")
    }

    /// The verdict.
    public var state: PullRequestReviewState? { raw["state"]?.string.map { PullRequestReviewState($0) } }
    /// The review's summary in Markdown; may be empty.
    public var body: String? { raw["body"]?.string }
    /// The reviewer; null for a deleted account.
    public var user: SimpleUser? { raw.model("user") }
    /// The commit that was reviewed.
    public var commitId: String? { raw["commit_id"]?.string }
    /// The reviewer's relation to the repository, e.g. `MEMBER` or `NONE`.
    public var authorAssociation: String? { raw["author_association"]?.string }
    /// The web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// When the review was submitted; null while pending.
    public var submittedAt: Date? { raw["submitted_at"]?.date }
}
