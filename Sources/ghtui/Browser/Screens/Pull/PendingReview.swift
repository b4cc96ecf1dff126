import Foundation
import GitHubKit

/// A review being written: the comments made on lines of the diff with `c` (shown there as
/// pending) until `v` sends them in one review with its verdict and text.
///
/// The comments live here, not on GitHub, until the review is sent: GitHub's REST API has no
/// way to add a comment to a pending review, and one request sends all or none. A review GitHub
/// refuses stays pending, and its text is kept in a file as a refused comment's is. Between runs
/// it is kept in a file of its own (`ReviewStore`).
struct PendingReview: Equatable, Sendable, Codable {
    /// A comment on one line or a range of lines.
    struct Comment: Equatable, Sendable, Codable {
        /// The lines.
        var target: DiffSelection
        /// What it says.
        var body: String
    }

    /// What a review says of the pull request (`v`, then `a`, `r` or `c`).
    enum Verdict: String, CaseIterable, Sendable {
        /// `APPROVE`.
        case approve = "APPROVE"
        /// `REQUEST_CHANGES`.
        case requestChanges = "REQUEST_CHANGES"
        /// `COMMENT`.
        case comment = "COMMENT"

        /// The key that picks it after `v`.
        var key: Character {
            switch self {
            case .approve: "a"
            case .requestChanges: "r"
            case .comment: "c"
            }
        }

        /// How the prompt names it.
        var words: String {
            switch self {
            case .approve: "approve"
            case .requestChanges: "request changes"
            case .comment: "comment"
            }
        }
    }

    /// The comments, in the order made.
    var comments: [Comment] = []
    /// The head commit the first comment was made on: the lines are that commit's, so the
    /// review is sent on it (GitHub marks a comment outdated if a later commit moved its line).
    var commit: String?

    /// The comments as threads of their files, drawn as pending under their lines.
    var threads: [String: [DiffThread]] {
        var threads: [String: [DiffThread]] = [:]
        for (index, comment) in comments.enumerated() {
            let end = comment.target.end
            var raw: [String: JSONValue] = [
                "id": .integer(-1 - index), "path": .string(end.path), "line": .integer(end.line),
                "side": .string(end.side.rawValue), "body": .string(comment.body),
                "user": .object(["login": .string("you"), "id": .integer(0)]),
            ]
            if !comment.target.isSingleLine { raw["start_line"] = .integer(comment.target.start.line) }
            guard let model = try? PullRequestReviewComment(raw: .object(raw), codingPath: []) else {
                continue
            }
            var thread = DiffThread.threads([model])[end.path]?.first
            thread?.isPending = true
            if let thread { threads[end.path, default: []].append(thread) }
        }
        return threads
    }

    /// The review as GitHub's `POST …/pulls/{number}/reviews` takes it: `verdict`, `body` (none
    /// when empty), each comment's `path`, `line`, `side` (and `start_line`, `start_side` for a
    /// range), on commit `commit` (the head the comments were made on).
    func body(verdict: Verdict, text: String, commit: String?) -> PullsRoutes.CreateReviewBody {
        let comments = comments.map { comment -> JSONValue in
            let (start, end) = (comment.target.start, comment.target.end)
            var object: [String: JSONValue] = [
                "path": .string(end.path), "line": .integer(end.line), "side": .string(end.side.rawValue),
                "body": .string(comment.body),
            ]
            if !comment.target.isSingleLine {
                object["start_line"] = .integer(start.line)
                object["start_side"] = .string(start.side.rawValue)
            }
            return .object(object)
        }
        return PullsRoutes.CreateReviewBody(
            commitId: commit, body: text.isEmpty ? nil : text, event: .init(rawValue: verdict.rawValue),
            comments: comments.isEmpty ? nil : comments)
    }

    /// The review's text and its comments as one text, for keeping in a file when GitHub
    /// refuses it: nothing written is lost.
    func keptText(verdict: Verdict, text: String) -> String {
        var kept = "Review (\(verdict.words)):\n\n\(text)\n"
        for comment in comments {
            let (start, end) = (comment.target.start, comment.target.end)
            let lines = comment.target.isSingleLine ? "line \(end.line)" : "lines \(start.line)–\(end.line)"
            kept += "\n--- \(end.path) \(lines) (\(end.side.rawValue))\n\(comment.body)\n"
        }
        return kept
    }
}
