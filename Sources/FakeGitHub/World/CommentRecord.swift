/// One comment in an issue's conversation in the fake world.
struct CommentRecord: Sendable {
    var id: Int
    var issue: IssueRecord
    var author: UserRecord
    var body: String
    var createdAt: Int
    var updatedAt: Int
    var reactionCounts: [Int]

    /// GitHub's `issue-comment` object.
    var json: JSONValue {
        let url = "https://api.github.com/repos/\(issue.repo.fullName)/issues/comments/\(id)"
        return .object([
            ("url", .string(url)),
            ("html_url", .string("\(issue.htmlURL)#issuecomment-\(id)")),
            ("issue_url", .string(issue.apiURL)),
            ("id", .int(id)),
            ("node_id", .string(IDs.nodeID("IC_", id))),
            ("user", author.simpleJSON()),
            ("created_at", .string(Timestamp.iso8601(createdAt))),
            ("updated_at", .string(Timestamp.iso8601(updatedAt))),
            ("author_association", .string(issue.association(of: author))),
            ("body", .string(body)),
            ("reactions", IssueRecord.rollup(reactionCounts, url: "\(url)/reactions")),
            ("performed_via_github_app", .null),
        ])
    }
}
