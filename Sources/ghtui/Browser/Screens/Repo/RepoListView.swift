import Foundation
import GitHubKit

/// A repository's list tab: column titles, one row per issue, pull request, release,
/// contributor or workflow run, and a footer with the pages loaded, the state and the filter.
enum RepoListView {
    /// One cell of a row: its width, its spans, and whether it is aligned right.
    typealias Cell = (width: Int, spans: [Span], alignRight: Bool)

    /// Draws the column titles, the rows and the footer of `screen`'s list tab.
    static func draw(
        _ screen: RepoScreen, layout: Layout.Profile, keyMap: KeyMap, context: RenderContext,
        into grid: inout Grid
    ) {
        let list = screen.list
        let widths = columns(for: screen.tab, width: grid.width)
        let header = Style(bold: true, dim: true)
        let titles: [String] =
            switch screen.tab {
            case .issues, .pulls: ["#", "TITLE", "AUTHOR", "LABELS", "💬", "UPDATED"]
            case .releases: ["TAG", "NAME", "", "PUBLISHED"]
            case .actions: ["", "WORKFLOW", "TITLE", "BRANCH", "EVENT", "ACTOR", "TIME", "WHEN"]
            default: ["LOGIN", "CONTRIBUTIONS"]
            }
        place(
            zip(widths, titles).map {
                ($0, [Span($1, header)], $1 == "💬" || $1 == "CONTRIBUTIONS" || $1 == "TIME")
            },
            row: layout.headerRow, into: &grid)
        if list.visible.isEmpty {
            let text = emptyMessage(screen, keyMap: keyMap)
            grid.write(text, row: layout.listTop, column: 2, limit: grid.width - 4, style: .faint)
        }
        for offset in 0..<layout.listRows {
            let index = list.scroll + offset
            guard index < list.visible.count else { break }
            let row = layout.listTop + offset
            let spans = cells(
                list.items[list.visible[index]], statuses: screen.pullStatuses, now: context.now)
            place(zip(widths, spans).map { ($0, $1.0, $1.1) }, row: row, into: &grid)
            if index == list.cursor { grid.restyle(row: row) { $0.reverse = true } }
        }
        var parts: [String] = []
        if list.loadedPages > 0 {
            parts.append("page \(list.loadedPages)/\(list.totalPages.map(String.init) ?? "?")")
            let loaded = Format.grouped(list.items.count)
            parts.append(list.hasMore ? "\(loaded) loaded" : "\(loaded) of \(loaded)")
        }
        let keys = { (command: KeyCommand) in keyMap.key(command, in: .repository) }
        if screen.tab.hasStates {
            parts.append("state: \(screen.issueState.rawValue) (\(keys(.cycleState)))")
        }
        if screen.tab == .actions {
            parts.append("runs: \(screen.runFilter.title) (\(keys(.cycleState)))")
            parts.append("branch: \(screen.runBranch ?? "all") (\(keys(.filterBranch)))")
        }
        ListView.drawFooter(
            parts, list: list, isEditingFilter: screen.isEditingFilter, row: layout.footerRow, into: &grid)
    }

    /// The widths of `tab`'s columns in `width`; one space between. The least useful go first
    /// when the title would get too narrow.
    static func columns(for tab: RepoTab, width: Int) -> [Int] {
        let available = width - 2
        func rest(_ fixed: [Int]) -> Int { max(1, available - fixed.reduce(0) { $0 + $1 + 1 }) }
        switch tab {
        case .issues, .pulls:
            let title = rest([6, 14, 5, 8])
            if title < 24 { return [6, rest([6, 8]), 0, 0, 0, 8] }
            let labels = title >= 50 ? min(30, title / 3) : 0
            return [6, title - labels - (labels > 0 ? 1 : 0), 14, labels, 5, 8]
        case .releases:
            return [18, rest([18, 11, 9]), 11, 9]
        case .actions:
            // Mark, workflow, title, branch, event, actor, duration, when.
            let title = rest([1, 16, 14, 12, 12, 8, 8])
            if title >= 20 { return [1, 16, title, 14, 12, 12, 8, 8] }
            return [1, 14, rest([1, 14, 8, 8]), 0, 0, 0, 8, 8]
        default:
            return [min(30, available / 2), 13]
        }
    }

    /// The cells of one row, in the order of `columns(for:width:)`.
    private static func cells(_ item: ListItem, statuses: PullStatuses, now: Date) -> [([Span], Bool)] {
        func when(_ date: Date?) -> [Span] {
            [Span(date.map { Format.relative($0, now: now) } ?? "", .faint)]
        }
        switch item {
        case .issue(let issue):
            return row(
                number: issue.number, title: issue.title, author: issue.user?.login, labels: issue.labels,
                comments: issue.comments, updated: when(issue.updatedAt), closed: issue.state == .closed)
        case .pullRequest(let pull):
            let title = (pull.draft == true ? "[draft] " : "") + (pull.title ?? "")
            var cells = row(
                number: pull.number, title: title, author: pull.user?.login, labels: pull.labels,
                comments: pull.comments, updated: when(pull.updatedAt), closed: pull.state == .closed)
            if let mark = CheckMark.of(statuses.status(of: item)?.checks) {
                cells[1].0.insert(Span(mark.mark + " ", mark.style), at: 0)
            }
            return cells
        case .release(let release):
            var badges: [Span] = []
            if release.draft { badges.append(Span("draft ", Style(.error))) }
            if release.prerelease { badges.append(Span("pre-release", Style(.warning))) }
            return [
                ([Span(release.tagName ?? "", .strong)], false), ([Span(release.name ?? "")], false),
                (badges, false), (when(release.publishedAt ?? release.createdAt), false),
            ]
        case .run(let run):
            let mark = CheckMark.of(status: run.status, conclusion: run.conclusion)
            let time = RunView.elapsed(run, now: now).map(Format.duration)
            return [
                ([Span(mark.mark, mark.style)], false), ([Span(run.name ?? "", .strong)], false),
                ([Span(run.displayTitle ?? "")], false),
                ([Span(run.headBranch ?? "", Style(.reference))], false),
                ([Span(run.event ?? "", .faint)], false),
                ([Span(run.actor?.login ?? "", Style(.accent))], false),
                ([Span(time ?? "", .faint)], true), (when(run.createdAt), false),
            ]
        case .contributor(let contributor):
            let who = contributor.login ?? contributor.name.map { "\($0) (no account)" } ?? "anonymous"
            return [([Span(who, .strong)], false), ([Span(Format.grouped(contributor.contributions))], true)]
        default:
            return []
        }
    }

    private static func row(
        number: Int, title: String?, author: String?, labels: [Label], comments: Int?, updated: [Span],
        closed: Bool
    ) -> [([Span], Bool)] {
        var labelSpans: [Span] = []
        for label in labels {
            if !labelSpans.isEmpty { labelSpans.append(Span(" ")) }
            labelSpans.append(Span(label.name, LabelColor.style(hex: label.color)))
        }
        return [
            ([Span("#\(number)", closed ? .faint : Style(.success))], true),
            ([Span(title ?? "", closed ? .faint : .plain)], false),
            ([Span(author ?? "", Style(.accent))], false),
            (labelSpans, false),
            ([Span(comments.map { $0 > 0 ? Format.compact($0) : "" } ?? "", .faint)], true),
            (updated, false),
        ]
    }

    /// Writes cells at their places, each sanitized and cut to its width; a cell of width 0 is
    /// left out.
    private static func place(_ cells: [Cell], row: Int, into grid: inout Grid) {
        var x = 1
        for (width, spans, alignRight) in cells where width > 0 {
            var clean = spans.map { Span(Sanitizer.clean($0.text), $0.style) }
            let used = Span.width(of: clean)
            if alignRight && used < width {
                clean.insert(Span(String(repeating: " ", count: width - used)), at: 0)
            }
            grid.write(clean, row: row, column: x, limit: width)
            x += width + 1
        }
    }

    /// What the list area says when it has no rows.
    private static func emptyMessage(_ screen: RepoScreen, keyMap: KeyMap) -> String {
        let list = screen.list
        if !list.filter.isEmpty && !list.items.isEmpty { return "nothing loaded matches “\(list.filter)”" }
        if let error = list.error {
            if screen.tab == .issues && RepositoryParts.issuesAreDisabled(error) {
                return "Issues are disabled for this repository."
            }
            return "nothing to show; press \(keyMap.key(.refresh, in: .repository)) to retry"
        }
        if list.pending != nil || list.hasMore { return "loading…" }
        let state = screen.issueState == .all ? "" : "\(screen.issueState.rawValue) "
        switch screen.tab {
        case .issues: return "no \(state)issues"
        case .pulls: return "no \(state)pull requests"
        case .releases: return "no releases"
        case .actions:
            let which = screen.runFilter == .all ? "" : "\(screen.runFilter.title) "
            return "no \(which)workflow runs" + (screen.runBranch.map { " on \($0)" } ?? "")
        default: return "no contributors"
        }
    }
}
