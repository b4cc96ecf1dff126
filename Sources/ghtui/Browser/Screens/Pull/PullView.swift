import Foundation
import GitHubKit

/// A pull request's page: its tab bar, then the tab (the conversation, the files or a diff, the
/// commits or one commit's files, the checks), and a footer naming the keys or asking the
/// question a key answers.
enum PullView {
    /// Draws `screen` between the title and status bars.
    static func draw(
        _ screen: IssueScreen, state: BrowserState, context: RenderContext, into grid: inout Grid
    ) {
        let parts = screen.parts
        TabBar.draw(tabLabels(screen), selected: parts.tab.rawValue, row: 1, into: &grid)
        let rows = 2..<(grid.height - 2)
        let keys = { (command: KeyCommand, place: KeyContext) in state.keyMap.key(command, in: place) }
        var footer: [String]
        switch parts.tab {
        case .conversation:
            IssueView.drawPage(screen, top: 2, state: state, context: context, into: &grid)
            footer = []
        case .files:
            ChangesView.draw(
                parts.files, loading: loading(parts.filesLoad, "files"), into: &grid, rows: rows)
            footer = filesFooter(parts.files, review: parts.review, keys: keys)
        case .commits:
            if let commit = parts.commit {
                let text =
                    commit.error.map { $0.rootCause.description }
                    ?? (commit.pending != nil ? "loading the commit…" : nil)
                ChangesView.draw(commit.changes, loading: text, into: &grid, rows: rows)
                footer = filesFooter(commit.changes, review: nil, keys: keys)
            } else {
                drawCommits(
                    parts, loading: loading(parts.commitsLoad, "commits"), context: context, into: &grid,
                    rows: rows)
                footer = [
                    "\(Format.grouped(parts.commits.count)) commits", "\(keys(.open, .pull)) shows its files",
                ]
            }
        case .checks:
            drawChecks(screen, context: context, into: &grid, rows: rows)
            footer = ["\(keys(.open, .pull)) opens an Actions job's log, else the check's page"]
        }
        if let question = screen.promptText(keyMap: state.keyMap) {
            grid.clear(row: grid.height - 2)
            grid.write(question, row: grid.height - 2, column: 1, limit: grid.width - 2, style: .strong)
        } else if !footer.isEmpty {
            if parts.tab != .conversation { footer += pullKeys(screen, keys: keys) }
            grid.write(
                footer.joined(separator: " · "), row: grid.height - 2, column: 1, limit: grid.width - 2,
                style: .faint)
        }
    }

    /// The tab bar's label sets, longest first (what `TabBar` picks from, also for clicks).
    static func tabLabels(_ screen: IssueScreen) -> [[String]] {
        let counts: [PullTab: Int?] = [
            .files: screen.pull?.changedFiles, .commits: screen.pull?.commits,
            .checks: screen.checks?.summary.total,
        ]
        let long = PullTab.allCases.map { tab in
            " \(tab.rawValue + 1) \(tab.title)\((counts[tab] ?? nil).map { " \(Format.grouped($0))" } ?? "") "
        }
        return [long, PullTab.allCases.map { " \($0.rawValue + 1) \($0.title) " }]
    }

    /// What an empty list waits for: nil once there is nothing more to read.
    private static func loading(_ load: PartLoad, _ what: String) -> String? {
        if let error = load.error { return "the \(what) could not be loaded: \(error.rootCause.description)" }
        return load.done ? nil : "loading the \(what)…"
    }

    private static func filesFooter(
        _ pane: ChangesPane, review: PendingReview?, keys: (KeyCommand, KeyContext) -> String
    ) -> [String] {
        var footer: [String]
        if pane.open != nil {
            footer = [
                "\(keys(.nextFile, .diff))/\(keys(.previousFile, .diff)) files",
                "\(keys(.nextHunk, .diff))/\(keys(.previousHunk, .diff)) hunks",
                "\(keys(.toggleWrap, .diff)) wrap",
            ]
            if review != nil {
                footer.append("\(keys(.comment, .diff)) comment · \(keys(.selectLines, .diff)) lines")
            }
        } else {
            footer = ["\(keys(.open, .pull)) shows the diff", "\(keys(.toggleTree, .pull)) tree or list"]
        }
        if let review, !review.comments.isEmpty {
            footer.insert(
                "\(review.comments.count) pending \(Format.noun(review.comments.count, "comment", "comments")): \(keys(.review, .diff)) sends the review",
                at: 0)
        }
        return footer
    }

    /// The writes' keys, where they apply.
    private static func pullKeys(_ screen: IssueScreen, keys: (KeyCommand, KeyContext) -> String) -> [String]
    {
        guard let pull = screen.pull, !pull.merged, screen.parts.tab != .commits || screen.parts.commit == nil
        else {
            return []
        }
        if screen.parts.showsDiff { return pull.state == .closed ? [] : ["\(keys(.review, .diff)) review"] }
        return pull.state == .closed
            ? ["\(keys(.closeOrReopen, .pull)) reopens"]
            : ["\(keys(.review, .pull)) review", "\(keys(.merge, .pull)) merge"]
    }

    private static func drawCommits(
        _ parts: PullParts, loading: String?, context: RenderContext, into grid: inout Grid, rows: Range<Int>
    ) {
        let width = grid.width - 2
        guard !parts.commits.isEmpty else {
            grid.write(
                loading ?? "no commits", row: rows.lowerBound, column: 2, limit: width - 1, style: .faint)
            return
        }
        for (offset, row) in rows.enumerated() {
            let index = parts.commitScroll + offset
            guard index < parts.commits.count else { break }
            let commit = parts.commits[index]
            let title =
                (commit.message ?? "").split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
            let author = commit.author?.login ?? commit.authorName ?? "unknown"
            let when = commit.authoredAt.map { Format.relative($0, now: context.now) } ?? ""
            let tail = "\(Sanitizer.clean(author)) · \(when)"
            let tailWidth = TextWidth.width(of: tail)
            grid.write(
                [
                    Span(String(commit.sha.prefix(7)) + " ", Style(.highlight)),
                    Span(Sanitizer.clean(title)),
                ],
                row: row, column: 1, limit: max(1, width - tailWidth - 1))
            grid.write(tail, row: row, column: 1 + width - tailWidth, limit: tailWidth, style: .faint)
            if index == parts.commitCursor { grid.restyle(row: row) { $0.reverse = true } }
        }
    }

    private static func drawChecks(
        _ screen: IssueScreen, context: RenderContext, into grid: inout Grid, rows: Range<Int>
    ) {
        let width = grid.width - 2
        guard let checks = screen.checks else {
            let text =
                screen.checksFailed
                ? "the checks could not be loaded"
                : screen.pull?.headSha == nil ? "loading…" : "loading the checks…"
            grid.write(text, row: rows.lowerBound, column: 2, limit: width - 1, style: .faint)
            return
        }
        var rows = rows
        if let summary = checks.summary.spans {
            grid.write(summary, row: rows.lowerBound, column: 1, limit: width)
            rows = rows.dropFirst()
        }
        guard !checks.rows.isEmpty else {
            grid.write(
                "no checks on the head commit", row: rows.lowerBound, column: 2, limit: width - 1,
                style: .faint)
            return
        }
        for (offset, row) in rows.enumerated() {
            let index = screen.parts.checkScroll + offset
            guard index < checks.rows.count else { break }
            let check = checks.rows[index]
            let mark = check.mark
            var seconds: TimeInterval?
            var detail = mark.word
            switch check {
            case .run(let run): seconds = run.duration
            case .status(let status): detail = status.description.map { Sanitizer.clean($0) } ?? detail
            }
            let time = seconds.map(Format.duration) ?? ""
            let timeWidth = TextWidth.width(of: time)
            grid.write(
                [
                    Span(mark.mark + " ", mark.style), Span(Sanitizer.clean(check.name), .strong),
                    Span("  " + detail, .faint),
                ], row: row, column: 1, limit: max(1, width - timeWidth - 1))
            grid.write(time, row: row, column: 1 + width - timeWidth, limit: timeWidth, style: .faint)
            if index == screen.parts.checkCursor { grid.restyle(row: row) { $0.reverse = true } }
        }
    }
}
