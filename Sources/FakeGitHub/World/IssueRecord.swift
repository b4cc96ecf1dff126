/// One issue or pull request of a repository in the fake world (pull requests are issues with
/// ``pull``), with everything needed to render GitHub's issue shape.
struct IssueRecord: Sendable {
    /// What makes an issue a pull request.
    struct Pull: Sendable {
        var headRef: String
        var baseRef: String
        var merged: Bool
        var draft: Bool
        var fileCount: Int
        var commitCount: Int
        var reviewCount: Int
        var reviewCommentCount: Int
        /// Who merged it through the API; nil for the world's merged pull requests (their
        /// repository's owner merged those).
        var mergedBy: UserRecord? = nil
        /// The commit a merge through the API made; nil before one.
        var mergeCommitSHA: String? = nil
        /// Review comments submitted through the API (``PullEdits``), on top of ``reviewCommentCount``.
        var addedReviewComments = 0
    }

    var repo: RepoRecord
    var number: Int
    var id: Int
    var title: String
    var body: String?
    var author: UserRecord
    var isOpen: Bool
    var stateReason: String?
    var labels: [LabelRecord]
    var assignees: [UserRecord]
    var milestone: MilestoneRecord?
    var commentCount: Int
    /// Reaction counts in ``reactionNames`` order.
    var reactionCounts: [Int]
    var locked: Bool
    var createdAt: Int
    var updatedAt: Int
    var closedAt: Int?
    var pull: Pull?

    /// GitHub's reaction names, in the order the rollup lists them.
    static let reactionNames = ["+1", "-1", "laugh", "hooray", "confused", "heart", "rocket", "eyes"]

    var apiURL: String { "https://api.github.com/repos/\(repo.fullName)/issues/\(number)" }
    var htmlURL: String { "https://github.com/\(repo.fullName)/\(pull == nil ? "issues" : "pull")/\(number)" }

    /// The viewer-independent `author_association` of `user` in this repository.
    func association(of user: UserRecord) -> String {
        user.id == repo.owner.id ? "OWNER" : (user.id % 3 == 0 ? "CONTRIBUTOR" : "NONE")
    }

    /// The `reaction-rollup` object for `counts`, listed at `url`.
    static func rollup(_ counts: [Int], url: String) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("url", .string(url)), ("total_count", .int(counts.reduce(0, +))),
        ]
        for (name, count) in zip(reactionNames, counts) {
            members.append((name, .int(count)))
        }
        return .object(members)
    }

    /// GitHub's `issue` object; `closedBy` only for `GET …/issues/{number}`, `extra` (a
    /// repository, a search score) at the end.
    func json(closedBy: Bool = false, extra: [(key: String, value: JSONValue)] = []) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("url", .string(apiURL)),
            ("repository_url", .string("https://api.github.com/repos/\(repo.fullName)")),
            ("labels_url", .string("\(apiURL)/labels{/name}")),
            ("comments_url", .string("\(apiURL)/comments")),
            ("events_url", .string("\(apiURL)/events")),
            ("html_url", .string(htmlURL)),
            ("id", .int(id)),
            ("node_id", .string(IDs.nodeID(pull == nil ? "I_" : "PR_", id))),
            ("number", .int(number)),
            ("title", .string(title)),
            ("user", author.simpleJSON()),
            ("labels", .array(labels.map(\.json))),
            ("state", .string(isOpen ? "open" : "closed")),
            ("locked", .bool(locked)),
            ("assignee", assignees.first?.simpleJSON() ?? .null),
            ("assignees", .array(assignees.map { $0.simpleJSON() })),
            ("milestone", milestone?.json ?? .null),
            ("comments", .int(commentCount)),
            ("created_at", .string(Timestamp.iso8601(createdAt))),
            ("updated_at", .string(Timestamp.iso8601(updatedAt))),
            ("closed_at", .string(closedAt.map(Timestamp.iso8601))),
            ("author_association", .string(association(of: author))),
            ("active_lock_reason", .string(locked ? "resolved" : nil)),
        ]
        if let pull {
            let pullURL = "https://api.github.com/repos/\(repo.fullName)/pulls/\(number)"
            members.append(("draft", .bool(pull.draft)))
            members.append(
                (
                    "pull_request",
                    .object([
                        ("url", .string(pullURL)),
                        ("html_url", .string(htmlURL)),
                        ("diff_url", .string("\(htmlURL).diff")),
                        ("patch_url", .string("\(htmlURL).patch")),
                        ("merged_at", .string(pull.merged ? closedAt.map(Timestamp.iso8601) : nil)),
                    ])
                ))
        }
        members.append(("body", .string(body)))
        if closedBy {
            members.append(("closed_by", isOpen ? .null : (assignees.first ?? repo.owner).simpleJSON()))
        }
        members += [
            ("reactions", Self.rollup(reactionCounts, url: "\(apiURL)/reactions")),
            ("timeline_url", .string("\(apiURL)/timeline")),
            ("performed_via_github_app", .null),
            ("state_reason", .string(stateReason)),
        ]
        return .object(members + extra)
    }
}
