import Foundation
import GitHubKit

/// A review comment thread as rows of a diff: a bar, each comment's author and day, and its
/// body drawn by `MarkdownDocument`; replies indented under the first comment. A resolved
/// thread is folded to one row.
enum DiffThreadRows {
    /// The rows of `thread` within `width` columns, `indent` columns from the left.
    static func rows(_ thread: DiffThread, width: Int, indent: Int) -> [[Span]] {
        let margin = Span(String(repeating: " ", count: max(0, min(indent, width / 3))))
        let bar = Span("┃ ", DiffStyle.thread)
        let room = max(1, width - TextWidth.width(of: margin.text) - 2)
        let first = thread.comments[0]
        if thread.isResolved {
            let summary = Sanitizer.clean(first.body ?? "").trimmingCharacters(in: .whitespaces)
            let count = Format.noun(thread.comments.count, "comment", "comments")
            let head =
                [margin, Span("▸ ", DiffStyle.thread), Span("resolved", DiffStyle.detail), Span(" · ")]
                + author(first) + [Span(": ")]
            let tail = Span(" (\(thread.comments.count) \(count))", DiffStyle.detail)
            // The summary gives way, so the count always shows.
            let room = width - Span.width(of: head) - TextWidth.width(of: tail.text)
            return [head + [Span(TextWidth.truncate(summary, to: room)), tail]]
        }
        var rows: [[Span]] = []
        for (index, comment) in thread.comments.enumerated() {
            let reply = index > 0
            var heading = [margin, bar] + (reply ? [Span("↳ ", DiffStyle.thread)] : []) + author(comment)
            if let date = comment.createdAt {
                heading.append(Span(" · " + Format.day(date, timeZone: Format.utc), DiffStyle.detail))
            }
            if !reply && thread.isOutdated { heading.append(Span(" · outdated", DiffStyle.detail)) }
            if thread.isPending { heading.append(Span(" · pending", DiffStyle.pending)) }
            rows.append(heading)
            let pad = Span(reply ? "  " : "")
            let body = MarkdownDocument(markdown: comment.body ?? "").lines(
                width: max(10, room - pad.text.count))
            rows += body.map { [margin, bar, pad] + $0 }
        }
        return rows
    }

    private static func author(_ comment: PullRequestReviewComment) -> [Span] {
        [Span(Sanitizer.clean(comment.user?.login ?? "ghost"), DiffStyle.author)]
    }
}
