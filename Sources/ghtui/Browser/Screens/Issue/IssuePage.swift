import Foundation
import GitHubKit

/// An issue's or pull request's page in lines: the header (drawn fresh, its dates relative to
/// now) and the rest (body and comments, worked out when the screen lays itself out).
enum IssuePage {
    /// The lines below the header, and the date to show at the end of some of them (comments'
    /// headers), relative to the time of drawing.
    struct Body: Equatable, Sendable {
        /// The lines.
        var lines: [[Span]] = [[]]
        /// Dates by line index.
        var dates: [Int: Date] = [:]
    }

    /// The reactions in the order GitHub shows them, with their emoji.
    static let reactions: [(ReactionContent, String)] = [
        (.thumbsUp, "👍"), (.thumbsDown, "👎"), (.laugh, "😄"), (.hooray, "🎉"), (.confused, "😕"),
        (.heart, "❤️"), (.rocket, "🚀"), (.eyes, "👀"),
    ]

    /// The header of `screen` in lines of at most `width` columns, dates relative to `now`:
    /// number and title, state, author and dates, labels, assignees, milestone, reactions, and
    /// for a pull request its branches, changes and reviews. Dates are on lines of their own,
    /// cut rather than wrapped, so the count does not depend on `now`.
    static func header(_ screen: IssueScreen, width: Int, now: Date) -> [[Span]] {
        let issue = screen.issue
        let pull = screen.pull
        let title = Sanitizer.clean(issue?.title ?? pull?.title ?? "")
        var lines = TextWidth.wrap("#\(screen.number) \(title)", to: width).map { [Span($0, .strong)] }
        func when(_ date: Date?) -> String { date.map { Format.relative($0, now: now) } ?? "" }
        var facts = [
            state(screen), Span("  "),
            Span(issue?.user?.login ?? pull?.user?.login ?? "", Style(.accent)),
        ]
        facts.append(Span(" opened \(when(issue?.createdAt ?? pull?.createdAt))", .faint))
        if let updated = issue?.updatedAt ?? pull?.updatedAt {
            facts.append(Span(" · updated \(when(updated))", .faint))
        }
        if let merged = pull?.mergedAt {
            facts.append(Span(" · merged \(when(merged))", .faint))
        } else if let closed = issue?.closedAt ?? pull?.closedAt {
            facts.append(Span(" · closed \(when(closed))", .faint))
        }
        lines.append(facts)
        let labels = issue?.labels ?? pull?.labels ?? []
        if !labels.isEmpty {
            lines += ProfileSummary.flow(
                [[Span("Labels", .faint)]] + labels.map { [Span($0.name, LabelColor.style(hex: $0.color))] },
                width: width)
        }
        var people: [[Span]] = []
        let assignees = (issue?.assignees ?? pull?.assignees ?? []).map(\.login)
        if !assignees.isEmpty {
            people.append([
                Span("Assignees ", .faint), Span(assignees.joined(separator: ", "), Style(.accent)),
            ])
        }
        if let milestone = (issue?.milestone ?? pull?.milestone)?.title {
            people.append([Span("Milestone ", .faint), Span(milestone)])
        }
        lines += ProfileSummary.flow(people, width: width)
        if let rollup = issue?.reactions, let counts = reactionLine(rollup) { lines.append(counts) }
        if screen.isPullRequest { lines += pullLines(screen, width: width) }
        return lines
    }

    /// The state badge: open, closed, merged or draft.
    private static func state(_ screen: IssueScreen) -> Span {
        if let pull = screen.pull {
            if pull.merged { return Span(" merged ", Style(.tag, reverse: true)) }
            if pull.draft == true && pull.state != .closed {
                return Span(" draft ", Style(dim: true, reverse: true))
            }
        }
        let closed = (screen.issue?.state ?? screen.pull?.state) == .closed
        return closed
            ? Span(" closed ", Style(.error, reverse: true))
            : Span(" open ", Style(.success, reverse: true))
    }

    /// "👍 3  ❤️ 1", or nil without reactions.
    static func reactionLine(_ rollup: ReactionRollup) -> [Span]? {
        let shown = reactions.compactMap { content, emoji in
            rollup.count(of: content) > 0 ? "\(emoji) \(rollup.count(of: content))" : nil
        }
        return shown.isEmpty ? nil : [Span(shown.joined(separator: "  "))]
    }

    /// A pull request's branches, mergeability, changes and reviews.
    private static func pullLines(_ screen: IssueScreen, width: Int) -> [[Span]] {
        guard let pull = screen.pull else { return [[Span("loading the pull request…", .faint)]] }
        var lines: [[Span]] = []
        let head = [pull.headRepository?.ownerLogin, pull.headRef].compactMap { $0 }.joined(separator: ":")
        var branches = [
            Span(head, Style(.reference)), Span(" → ", .faint),
            Span(pull.baseRef ?? "", Style(.reference)),
        ]
        if let mergeable = pull.mergeableState, !pull.merged {
            branches.append(Span("  mergeable: \(mergeable)", .faint))
        }
        if let checks = screen.checks?.summary.spans { branches += [Span("  ")] + checks }
        lines.append(branches)
        if screen.pullLoaded {
            lines.append([
                Span("\(Format.grouped(pull.commits ?? 0)) commits  ", .faint),
                Span("+\(Format.grouped(pull.additions ?? 0))", Style(.added)), Span(" "),
                Span("−\(Format.grouped(pull.deletions ?? 0))", Style(.removed)),
                Span("  \(Format.grouped(pull.changedFiles ?? 0)) files changed", .faint),
            ])
        }
        guard let reviews = screen.reviews else { return lines }
        if reviews.isEmpty { return lines + [[Span("No reviews", .faint)]] }
        let items = reviews.map { review -> [Span] in
            let state = review.state?.description ?? "?"
            let color: Style.Color =
                switch review.state {
                case .approved?: .role(.success)
                case .changesRequested?: .role(.error)
                default: .standard
                }
            return [
                Span(review.user?.login ?? "ghost", Style(.accent)),
                Span(" " + state, Style(color: color)),
            ]
        }
        return lines + ProfileSummary.flow([[Span("Reviews", .faint)]] + items, width: width)
    }

    /// The body and the comments of `screen` in lines of at most `width` columns.
    static func body(_ screen: IssueScreen, width: Int) -> Body {
        var result = Body(lines: [[]])
        if let body = screen.body, !(screen.issue?.body ?? screen.pull?.body ?? "").isEmpty {
            result.lines += body.lines(width: width)
        } else {
            result.lines.append([Span(screen.issueLoaded ? "No description provided." : "loading…", .faint)])
        }
        let total = max(screen.issue?.comments ?? 0, screen.comments.count)
        result.lines += [[], [Span("Comments (\(Format.grouped(total)))", .heading)]]
        for entry in screen.comments + screen.posted {
            comment(
                entry.comment.user?.login, date: entry.comment.createdAt, entry.document, width: width,
                into: &result)
            if let rollup = entry.comment.reactions, let counts = reactionLine(rollup) {
                result.lines.append([Span("│ ", .faint)] + counts)
            }
        }
        for draft in screen.drafts {
            comment(
                "you", date: nil, MarkdownDocument(markdown: draft.body), width: width, into: &result,
                note: "sending…")
        }
        if screen.commentsPending != nil {
            result.lines.append([Span("loading comments…", .faint)])
        } else if screen.commentsError != nil {
            let line = "the comments could not be loaded (\(screen.retryKey) retries)"
            result.lines.append([Span(line, .faint)])
        } else if screen.commentsHaveMore && screen.commentPages > 0 {
            let more = max(0, total - screen.comments.count)
            result.lines.append([
                Span("\(more > 0 ? Format.grouped(more) + " " : "")more comments… (scroll to load)", .faint)
            ])
        } else if total == 0 && screen.posted.isEmpty && screen.drafts.isEmpty {
            result.lines.append([Span("No comments yet. c writes one.", .faint)])
        }
        return result
    }

    /// One comment: a blank line, its author (the date is added when drawing), its body.
    private static func comment(
        _ author: String?, date: Date?, _ document: MarkdownDocument, width: Int, into result: inout Body,
        note: String? = nil
    ) {
        result.lines.append([])
        if let date { result.dates[result.lines.count] = date }
        result.lines.append([
            Span(author ?? "ghost", Style(.accent, bold: true)), Span("  " + (note ?? ""), .faint),
        ])
        result.lines += document.lines(width: max(10, width - 2)).map { [Span("│ ", .faint)] + $0 }
    }
}
