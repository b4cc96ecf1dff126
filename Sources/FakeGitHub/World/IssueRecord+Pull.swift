/// The pull request shapes of an issue that is one: `pull-request-simple` for lists and the full
/// `pull-request` for `GET …/pulls/{number}`.
extension IssueRecord {
    /// The head commit's SHA: the last of the pull request's commits.
    var headSHA: String { commitSHA((pull?.commitCount ?? 1) - 1) }

    /// The SHA of the pull request's commit at `offset`, oldest first.
    func commitSHA(_ offset: Int) -> String {
        IDs.sha(id * 10 + offset, salt: 43)
    }

    /// GitHub's pull request object; `full` adds the merge state and the diff's size.
    func pullJSON(full: Bool) -> JSONValue {
        guard let pull else { return .null }
        let url = "https://api.github.com/repos/\(repo.fullName)/pulls/\(number)"
        let html = "https://github.com/\(repo.fullName)/pull/\(number)"
        let mergedAt = pull.merged ? closedAt.map(Timestamp.iso8601) : nil
        var members: [(key: String, value: JSONValue)] = [
            ("url", .string(url)),
            ("id", .int(id)),
            ("node_id", .string(IDs.nodeID("PR_", id))),
            ("html_url", .string(html)),
            ("diff_url", .string("\(html).diff")),
            ("patch_url", .string("\(html).patch")),
            ("issue_url", .string(apiURL)),
            ("number", .int(number)),
            ("state", .string(isOpen ? "open" : "closed")),
            ("locked", .bool(locked)),
            ("title", .string(title)),
            ("user", author.simpleJSON()),
            ("body", .string(body)),
            ("created_at", .string(Timestamp.iso8601(createdAt))),
            ("updated_at", .string(Timestamp.iso8601(updatedAt))),
            ("closed_at", .string(closedAt.map(Timestamp.iso8601))),
            ("merged_at", .string(mergedAt)),
            ("merge_commit_sha", .string(pull.mergeCommitSHA ?? IDs.sha(id, salt: 37))),
            ("assignee", assignees.first?.simpleJSON() ?? .null),
            ("assignees", .array(assignees.map { $0.simpleJSON() })),
            ("requested_reviewers", .array(isOpen ? [repo.owner.simpleJSON()] : [])),
            ("requested_teams", .array([])),
            ("labels", .array(labels.map(\.json))),
            ("milestone", milestone?.json ?? .null),
            ("draft", .bool(pull.draft)),
            ("commits_url", .string("\(url)/commits")),
            ("review_comments_url", .string("\(url)/comments")),
            (
                "review_comment_url",
                .string("https://api.github.com/repos/\(repo.fullName)/pulls/comments{/number}")
            ),
            ("comments_url", .string("\(apiURL)/comments")),
            ("statuses_url", .string("https://api.github.com/repos/\(repo.fullName)/statuses/\(headSHA)")),
            ("head", branch(pull.headRef, sha: headSHA)),
            ("base", branch(pull.baseRef, sha: IDs.sha(id, salt: 41))),
            ("author_association", .string(association(of: author))),
            ("auto_merge", .null),
            ("active_lock_reason", .string(locked ? "resolved" : nil)),
        ]
        if full {
            let totals =
                PullChanges.sample(of: self)?.totals ?? (
                    additions: pull.fileCount * 12, deletions: pull.fileCount * 3
                )
            members += [
                ("merged", .bool(pull.merged)),
                ("mergeable", isOpen ? .bool(number % 5 != 0) : .null),
                ("rebaseable", isOpen ? .bool(number % 5 != 0) : .null),
                ("mergeable_state", .string(isOpen ? (number % 5 != 0 ? "clean" : "dirty") : "unknown")),
                ("merged_by", pull.merged ? (pull.mergedBy ?? repo.owner).simpleJSON() : .null),
                ("comments", .int(commentCount)),
                ("review_comments", .int(pull.reviewCommentCount + pull.addedReviewComments)),
                ("maintainer_can_modify", .bool(false)),
                ("commits", .int(pull.commitCount)),
                ("additions", .int(totals.additions)),
                ("deletions", .int(totals.deletions)),
                ("changed_files", .int(pull.fileCount)),
            ]
        }
        return .object(members)
    }

    /// A `head` or `base` member: the branch of this repository at `sha`.
    private func branch(_ ref: String, sha: String) -> JSONValue {
        .object([
            ("label", .string("\(repo.owner.login):\(ref)")),
            ("ref", .string(ref)),
            ("sha", .string(sha)),
            ("user", repo.owner.simpleJSON()),
            ("repo", repo.minimalJSON(permissions: nil)),
        ])
    }
}
