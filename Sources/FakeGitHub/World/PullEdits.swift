/// What writes did to pull requests' reviews, for ``WorldChanges``: reviews created (pending or
/// submitted), pending ones submitted or deleted, and their comments.
///
/// A pull request's own state (edited, closed, merged, a new head commit) is an issue edit
/// (``IssueEdits``); only what the world has no room for lives here. Nothing here means the
/// world answers as it always did.
struct PullEdits: Sendable {
    /// A review written through the API, as it is now.
    struct Review: Sendable {
        var id: Int
        /// The pull request it is on.
        var pull: IssueEdits.IssueKey
        var author: UserRecord
        var body: String
        /// `PENDING`, `APPROVED`, `CHANGES_REQUESTED` or `COMMENTED`.
        var state: String
        var commitID: String
        /// When it was submitted (epoch seconds); nil while pending.
        var submittedAt: Int?
        var comments: [ReviewComment]

        var isPending: Bool { state == "PENDING" }

        /// GitHub's `pull-request-review` object; `issue` is the pull request it is on.
        func json(on issue: IssueRecord) -> JSONValue {
            let html = "\(issue.htmlURL)#pullrequestreview-\(id)"
            let api = "https://api.github.com/repos/\(issue.repo.fullName)/pulls/\(issue.number)"
            var members: [(key: String, value: JSONValue)] = [
                ("id", .int(id)),
                ("node_id", .string(IDs.nodeID("PRR_", id))),
                ("user", author.simpleJSON()),
                ("body", .string(body)),
                ("state", .string(state)),
                ("html_url", .string(html)),
                ("pull_request_url", .string(api)),
                ("author_association", .string(issue.association(of: author))),
                (
                    "_links",
                    .object([
                        ("html", .object([("href", .string(html))])),
                        ("pull_request", .object([("href", .string(api))])),
                    ])
                ),
            ]
            if let submittedAt {
                members.append(("submitted_at", .string(Timestamp.iso8601(submittedAt))))
            }
            members.append(("commit_id", .string(commitID)))
            return .object(members)
        }
    }

    /// A comment of a ``Review`` on one line (or a range of lines) of a changed file.
    struct ReviewComment: Sendable {
        var id: Int
        var path: String
        /// Where its (last) line is in the file's diff.
        var anchor: DiffFile.Anchor
        /// The first line of a range and its side.
        var start: (line: Int, side: String)?
        var body: String
        var createdAt: Int

        /// GitHub's `pull-request-review-comment` object, as `review` on `issue` wrote it.
        func json(of review: Review, on issue: IssueRecord) -> JSONValue {
            let full = issue.repo.fullName
            let url = "https://api.github.com/repos/\(full)/pulls/comments/\(id)"
            let html = "\(issue.htmlURL)#discussion_r\(id)"
            let api = "https://api.github.com/repos/\(full)/pulls/\(issue.number)"
            let startLine: JSONValue = start.map { .int($0.line) } ?? .null
            return .object([
                ("url", .string(url)),
                ("pull_request_review_id", .int(review.id)),
                ("id", .int(id)),
                ("node_id", .string(IDs.nodeID("PRRC_", id))),
                ("diff_hunk", .string(anchor.diffHunk)),
                ("path", .string(path)),
                ("position", .int(anchor.position)),
                ("original_position", .int(anchor.position)),
                ("commit_id", .string(review.commitID)),
                ("original_commit_id", .string(review.commitID)),
                ("user", review.author.simpleJSON()),
                ("body", .string(body)),
                ("created_at", .string(Timestamp.iso8601(createdAt))),
                ("updated_at", .string(Timestamp.iso8601(createdAt))),
                ("html_url", .string(html)),
                ("pull_request_url", .string(api)),
                ("author_association", .string(issue.association(of: review.author))),
                (
                    "_links",
                    .object([
                        ("self", .object([("href", .string(url))])),
                        ("html", .object([("href", .string(html))])),
                        ("pull_request", .object([("href", .string(api))])),
                    ])
                ),
                ("reactions", IssueRecord.rollup(Array(repeating: 0, count: 8), url: "\(url)/reactions")),
                ("start_line", startLine),
                ("original_start_line", startLine),
                ("start_side", .string(start?.side)),
                ("line", .int(anchor.line)),
                ("original_line", .int(anchor.line)),
                ("side", .string(anchor.side)),
                ("subject_type", .string("line")),
            ])
        }
    }

    /// Reviews written, as they are now, by id.
    private(set) var reviews: [Int: Review] = [:]
    /// Ids of the reviews written on each pull request, oldest first.
    private var order: [IssueEdits.IssueKey: [Int]] = [:]
    /// The last id handed out to a review or a review comment. Below 2^53, so that clients that
    /// read JSON numbers as doubles keep them whole, and above any id the world makes.
    private var lastID = 8_000_000_000_000_000

    /// The key of `issue`'s pull request.
    static func key(of issue: IssueRecord) -> IssueEdits.IssueKey {
        IssueEdits.IssueKey(repoID: issue.repo.id, number: issue.number)
    }

    /// The reviews written on pull request `pull`, oldest first.
    func reviews(on pull: IssueEdits.IssueKey) -> [Review] {
        (order[pull] ?? []).compactMap { reviews[$0] }
    }

    /// Adds `review`, giving it and its comments new ids; returns it as stored.
    mutating func add(_ review: Review) -> Review {
        var review = review
        review.id = nextID()
        for index in review.comments.indices {
            review.comments[index].id = nextID()
        }
        reviews[review.id] = review
        order[review.pull, default: []].append(review.id)
        return review
    }

    /// Records `review` as it is now.
    mutating func replace(_ review: Review) { reviews[review.id] = review }

    /// Forgets `review`.
    mutating func delete(_ review: Review) {
        reviews[review.id] = nil
        order[review.pull]?.removeAll { $0 == review.id }
    }

    private mutating func nextID() -> Int {
        lastID += 1
        return lastID
    }
}
