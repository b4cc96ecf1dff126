import GitHubKit

/// A review comment and its replies, and where in a file's diff it belongs.
///
/// A comment whose `line` is null is outdated: its line is no longer in the diff. It is drawn
/// at its `original_line` when the diff still has that line, else at the file's end. A comment
/// on the whole file (`subject_type` `file`) is drawn above the first hunk.
struct DiffThread: Equatable, Sendable {
    /// The first comment, then the replies, oldest first.
    var comments: [PullRequestReviewComment]
    /// The side of the line it is on.
    var side: DiffSide
    /// The line it is drawn under: `line`, or `original_line` when outdated; nil for a comment
    /// on the whole file.
    var line: Int?
    /// Whether its line is no longer in the diff.
    var isOutdated: Bool
    /// Whether the conversation was resolved (folded to one line).
    var isResolved: Bool
    /// Whether it is a comment of the review being written, not yet sent to GitHub.
    var isPending = false

    /// The first comment's ID, which names the thread.
    var id: Int { comments[0].id }

    /// The threads of `comments`, by file path, each file's in the order their first comments
    /// came. A reply goes under the first comment of its thread (following `in_reply_to_id`);
    /// one whose first comment is missing starts a thread of its own. A thread is resolved when
    /// `resolved` holds one of its comments' IDs (GitHub's REST API does not say; GraphQL does).
    static func threads(
        _ comments: [PullRequestReviewComment], resolved: Set<Int> = []
    ) -> [String: [DiffThread]] {
        let byID = Dictionary(comments.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func root(of comment: PullRequestReviewComment) -> Int {
            var current = comment
            var seen: Set<Int> = [current.id]
            while let parent = current.inReplyToId.flatMap({ byID[$0] }), seen.insert(parent.id).inserted {
                current = parent
            }
            return current.id
        }
        var order: [Int] = []
        var members: [Int: [PullRequestReviewComment]] = [:]
        for comment in comments {
            let id = root(of: comment)
            if members[id] == nil { order.append(id) }
            members[id, default: []].append(comment)
        }
        var threads: [String: [DiffThread]] = [:]
        for id in order {
            guard let first = byID[id], var thread = members[id] else { continue }
            thread.sort { ($0.createdAt ?? .distantPast, $0.id) < ($1.createdAt ?? .distantPast, $1.id) }
            if let index = thread.firstIndex(where: { $0.id == id }), index > 0 {
                thread.insert(thread.remove(at: index), at: 0)
            }
            let isFile = first.raw["subject_type"]?.string == "file"
            let line = isFile ? nil : first.line ?? first.raw["original_line"]?.int
            threads[first.path ?? "", default: []].append(
                DiffThread(
                    comments: thread, side: DiffSide(rawValue: first.side ?? "") ?? .right, line: line,
                    isOutdated: !isFile && first.line == nil,
                    isResolved: thread.contains { resolved.contains($0.id) }))
        }
        return threads
    }
}
