/// The details of the pull requests among a repository's issues: files, commits, reviews and
/// review comments, each derived from the pull request's id and an offset.
extension IssueCatalog {
    /// The pull requests of `repo`, in number order.
    func pulls(of repo: RepoRecord) -> [IssueRecord] {
        issues(of: repo).elements(0..<count(of: repo)).filter { $0.pull != nil }
    }

    /// The changed files of `issue`: a sample's (``PullChanges``) or a few generic ones.
    func files(of issue: IssueRecord) -> LazyList<DiffFile> {
        if let sample = PullChanges.sample(of: issue) { return sample.files }
        let count = issue.pull?.fileCount ?? 0
        let statuses = ["modified", "added", "modified", "removed", "renamed"]
        return LazyList(count: count) { offset in
            let file = IssueText.files[(issue.number + offset) % IssueText.files.count]
            let bits = Scramble.bits(issue.id * 10 + offset, salt: 47)
            let status = Scramble.choose(statuses, bits, shift: 0)
            let additions = status == "removed" ? 0 : 1 + Scramble.pick(bits, shift: 4, below: 40)
            let deletions = status == "added" ? 0 : Scramble.pick(bits, shift: 10, below: 20)
            return DiffFile(
                file.path, status: status, previous: status == "renamed" ? "old/\(file.path)" : nil,
                additions: additions, deletions: deletions,
                hunks: [
                    DiffHunk(
                        header: "@@ -1,\(deletions) +1,\(additions) @@", lines: ["-old line", "+new line"])
                ],
                sha: IDs.sha(issue.id * 10 + offset, salt: 53))
        }
    }

    /// The `diff-entry` objects of `issue`'s changed files, at most the 3,000 GitHub lists.
    func filesJSON(of issue: IssueRecord) -> LazyList<JSONValue> {
        let files = files(of: issue)
        let full = issue.repo.fullName
        let head = issue.headSHA
        return LazyList(count: min(files.count, PullSamples.fileListLimit)) {
            files.element($0).json(repo: full, headSHA: head)
        }
    }

    /// The `commit` objects of `issue`'s commits, oldest first.
    func commitsJSON(of issue: IssueRecord) -> [JSONValue] {
        let count = issue.pull?.commitCount ?? 0
        return (0..<count).map { commitJSON(of: issue, offset: $0) }
    }

    /// Commit `offset` of `issue`'s pull request; `extra` (a repository, a score) at the end.
    func commitJSON(of issue: IssueRecord, offset: Int, extra: [(key: String, value: JSONValue)] = [])
        -> JSONValue
    {
        let full = issue.repo.fullName
        let sha = issue.commitSHA(offset)
        let parent = offset == 0 ? IDs.sha(issue.id, salt: 41) : issue.commitSHA(offset - 1)
        let date = Timestamp.iso8601(issue.createdAt + offset * 3600)
        let person: JSONValue = .object([
            ("name", .string(issue.author.name ?? issue.author.login)),
            ("email", .string("\(issue.author.login)@users.noreply.github.com")),
            ("date", .string(date)),
        ])
        let members: [(key: String, value: JSONValue)] = [
            ("sha", .string(sha)),
            ("node_id", .string(IDs.nodeID("C_", issue.id * 10 + offset))),
            (
                "commit",
                .object([
                    ("author", person),
                    ("committer", person),
                    ("message", .string(commitMessage(of: issue, offset: offset))),
                    (
                        "tree",
                        .object([
                            ("sha", .string(IDs.sha(issue.id * 10 + offset, salt: 59))),
                            ("url", .string("https://api.github.com/repos/\(full)/git/trees/\(sha)")),
                        ])
                    ),
                    ("url", .string("https://api.github.com/repos/\(full)/git/commits/\(sha)")),
                    ("comment_count", .int(0)),
                    (
                        "verification",
                        .object([
                            ("verified", .bool(false)), ("reason", .string("unsigned")), ("signature", .null),
                            ("payload", .null),
                        ])
                    ),
                ])
            ),
            ("url", .string("https://api.github.com/repos/\(full)/commits/\(sha)")),
            ("html_url", .string("https://github.com/\(full)/commit/\(sha)")),
            ("comments_url", .string("https://api.github.com/repos/\(full)/commits/\(sha)/comments")),
            ("author", issue.author.simpleJSON()),
            ("committer", issue.author.simpleJSON()),
            (
                "parents",
                .array([
                    .object([
                        ("sha", .string(parent)),
                        ("url", .string("https://api.github.com/repos/\(full)/commits/\(parent)")),
                        ("html_url", .string("https://github.com/\(full)/commit/\(parent)")),
                    ])
                ])
            ),
        ]
        return .object(members + extra)
    }

    /// Commit `sha` of one of `repo`'s pull requests with its files (`GET …/commits/{sha}`): commit
    /// `k` of `n` changes every `n`th of the pull request's files from the `k`th, at most 300;
    /// nil when no pull request has it.
    func pullCommitJSON(sha: String, in repo: RepoRecord) -> JSONValue? {
        guard sha.count == 40 else { return nil }
        for issue in pulls(of: repo) {
            let count = issue.pull?.commitCount ?? 0
            guard let offset = (0..<count).first(where: { issue.commitSHA($0) == sha }) else { continue }
            let files = files(of: issue)
            let mine = stride(from: offset, to: min(files.count, 300 * count), by: max(1, count)).map {
                files.element($0)
            }
            let entries = mine.map { $0.json(repo: repo.fullName, headSHA: sha) }
            let additions = mine.reduce(0) { $0 + $1.additions }
            let deletions = mine.reduce(0) { $0 + $1.deletions }
            return commitJSON(
                of: issue, offset: offset,
                extra: [
                    (
                        "stats",
                        .object([
                            ("total", .int(additions + deletions)), ("additions", .int(additions)),
                            ("deletions", .int(deletions)),
                        ])
                    ),
                    ("files", .array(entries)),
                ])
        }
        return nil
    }

    /// The message of commit `offset` of `issue`'s pull request.
    func commitMessage(of issue: IssueRecord, offset: Int) -> String {
        offset == 0 ? issue.title : "Address review feedback (\(offset))"
    }

    /// The `pull-request-review` objects of `issue`, oldest first.
    func reviewsJSON(of issue: IssueRecord) -> [JSONValue] {
        let count = issue.pull?.reviewCount ?? 0
        let users = self.users
        let html = "https://github.com/\(issue.repo.fullName)/pull/\(issue.number)"
        let api = "https://api.github.com/repos/\(issue.repo.fullName)/pulls/\(issue.number)"
        return (0..<count).map { offset in
            let id = reviewID(of: issue, offset: offset)
            let bits = Scramble.bits(id, salt: 61)
            let reviewer = Self.person(bits, users: users, shift: 0)
            let state =
                offset == count - 1 && issue.pull?.merged == true
                ? "APPROVED"
                : Scramble.choose(["COMMENTED", "CHANGES_REQUESTED", "APPROVED"], bits, shift: 8)
            return .object([
                ("id", .int(id)),
                ("node_id", .string(IDs.nodeID("PRR_", id))),
                ("user", reviewer.simpleJSON()),
                ("body", .string(Scramble.choose(IssueText.reviewBodies, bits, shift: 12))),
                ("state", .string(state)),
                ("html_url", .string("\(html)#pullrequestreview-\(id)")),
                ("pull_request_url", .string(api)),
                ("author_association", .string(issue.association(of: reviewer))),
                (
                    "_links",
                    .object([
                        ("html", .object([("href", .string("\(html)#pullrequestreview-\(id)"))])),
                        ("pull_request", .object([("href", .string(api))])),
                    ])
                ),
                ("submitted_at", .string(Timestamp.iso8601(issue.createdAt + (offset + 1) * 7200))),
                ("commit_id", .string(issue.headSHA)),
            ])
        }
    }

    /// The `pull-request-review-comment` objects of `issue`, oldest first.
    func reviewCommentsJSON(of issue: IssueRecord) -> [JSONValue] {
        if let sample = PullChanges.sample(of: issue) { return sampleReviewComments(of: issue, sample) }
        let count = issue.pull?.reviewCommentCount ?? 0
        let users = self.users
        let full = issue.repo.fullName
        let api = "https://api.github.com/repos/\(full)/pulls/\(issue.number)"
        let hasReview = (issue.pull?.reviewCount ?? 0) > 0
        return (0..<count).map { offset in
            let id = issue.id * 10 + offset + 1
            let bits = Scramble.bits(id, salt: 67)
            let author = Self.person(bits, users: users, shift: 0)
            let file = IssueText.files[issue.number % IssueText.files.count]
            let created = issue.createdAt + (offset + 1) * 5400
            let url = "https://api.github.com/repos/\(full)/pulls/comments/\(id)"
            let html = "https://github.com/\(full)/pull/\(issue.number)#discussion_r\(id)"
            var members: [(key: String, value: JSONValue)] = [
                ("url", .string(url)),
                ("pull_request_review_id", hasReview ? .int(reviewID(of: issue, offset: 0)) : .null),
                ("id", .int(id)),
                ("node_id", .string(IDs.nodeID("PRRC_", id))),
                ("diff_hunk", .string("@@ -1,3 +1,4 @@\n-old line\n+new line")),
                ("path", .string(file.path)),
                ("commit_id", .string(issue.headSHA)),
                ("original_commit_id", .string(issue.headSHA)),
                ("user", author.simpleJSON()),
                ("body", .string(Scramble.choose(IssueText.comments, bits, shift: 8))),
                ("created_at", .string(Timestamp.iso8601(created))),
                ("updated_at", .string(Timestamp.iso8601(created))),
                ("html_url", .string(html)),
                ("pull_request_url", .string(api)),
                ("author_association", .string(issue.association(of: author))),
                (
                    "_links",
                    .object([
                        ("self", .object([("href", .string(url))])),
                        ("html", .object([("href", .string(html))])),
                    ])
                ),
                ("reactions", IssueRecord.rollup(Array(repeating: 0, count: 8), url: "\(url)/reactions")),
                ("line", .int(1 + offset)),
                ("side", .string("RIGHT")),
            ]
            if offset > 0 {
                members.append(("in_reply_to_id", .int(issue.id * 10 + 1)))
            }
            return .object(members)
        }
    }

    func reviewID(of issue: IssueRecord, offset: Int) -> Int {
        issue.id * 10 + 5 + offset
    }
}
