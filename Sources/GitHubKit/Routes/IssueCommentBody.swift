/// The body of `POST /repos/{owner}/{repo}/issues/{number}/comments` and of a comment's `PATCH`.
public struct IssueCommentBody: Encodable, Sendable, Hashable {
    /// The comment in Markdown; required and not blank.
    public var body: String

    /// Creates a comment body.
    public init(body: String) {
        self.body = body
    }
}
