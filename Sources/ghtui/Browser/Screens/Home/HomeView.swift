import Foundation
import GitHubKit

/// Home: the section's query, the tabs (sections with their counts, then Inbox and Profile),
/// the section's rows with their checks and review decisions, and a footer.
enum HomeView {
    /// Draws `screen` between the title and status bars.
    static func draw(_ screen: HomeScreen, state: BrowserState, context: RenderContext, into grid: inout Grid)
    {
        let layout = Layout.search(size: state.size)
        drawQuery(screen, row: 1, into: &grid)
        TabBar.draw(tabLabels(screen), selected: screen.tab, row: layout.tabRow, into: &grid)
        let header = Style(bold: true, dim: true)
        ListView.place(columns(width: grid.width), row: layout.headerRow, into: &grid) {
            (["", "#", "REPOSITORY", "TITLE", "AUTHOR", "REVIEW", "UPDATED"][$0], header, $0 == 1)
        }
        let list = screen.list
        if list.visible.isEmpty {
            grid.write(
                emptyMessage(screen, keyMap: state.keyMap), row: layout.listTop, column: 2,
                limit: grid.width - 4,
                style: .faint)
        }
        for offset in 0..<layout.listRows {
            let index = list.scroll + offset
            guard index < list.visible.count else { break }
            let row = layout.listTop + offset
            let item = list.items[list.visible[index]]
            guard case .issue(let issue) = item else { continue }
            let status = screen.statuses.status(of: item)
            ListView.place(columns(width: grid.width), row: row, into: &grid) {
                cell(issue, status: status, column: $0, now: context.now)
            }
            if index == list.cursor { grid.restyle(row: row) { $0.reverse = true } }
        }
        var parts = ListView.searchFooter(
            list, total: screen.totals[screen.tab], incomplete: screen.incomplete.contains(screen.tab))
        if let limit = screen.sections[screen.tab].limit, (screen.totals[screen.tab] ?? 0) > limit {
            parts.append("the section shows at most \(Format.grouped(limit))")
        }
        ListView.drawFooter(
            parts, list: list, isEditingFilter: screen.isEditingFilter, row: layout.footerRow, into: &grid)
    }

    /// The tab bar's label sets, longest first: the sections with their counts, then Inbox and
    /// Profile.
    static func tabLabels(_ screen: HomeScreen) -> [[String]] {
        let titles = screen.sections.map(\.title) + ["Inbox", "Profile"]
        func count(_ index: Int) -> String {
            screen.totals[index].map { " " + Format.grouped($0) } ?? ""
        }
        return [
            titles.enumerated().map {
                " \($0.offset + 1) \(Sanitizer.clean($0.element))\(count($0.offset)) "
            },
            titles.enumerated().map {
                " \($0.offset + 1) \(Sanitizer.clean(String($0.element.prefix(6))))\(count($0.offset))"
            },
            titles.indices.map { " \($0 + 1)\(count($0))" },
        ]
    }

    /// The query sent for the section shown, as GitHub gets it.
    private static func drawQuery(_ screen: HomeScreen, row: Int, into grid: inout Grid) {
        let used = grid.write("Home: ", row: row, column: 1, style: .strong)
        let query =
            screen.sections.isEmpty ? "" : screen.query(screen.tab) ?? screen.sections[screen.tab].query
        grid.write(
            Sanitizer.clean(query), row: row, column: 1 + used, limit: grid.width - used - 2, style: .faint)
    }

    /// The columns: checks, number, repository, title, author, review decision, updated; the
    /// author and the review go first when the title would get too narrow.
    static func columns(width: Int) -> [(Int, Int)] {
        let available = width - 2
        let repository = min(24, max(10, available / 5))
        var fixed = [(0, 1), (1, 6), (2, repository), (4, 14), (5, 9), (6, 8)]
        func title() -> Int { available - fixed.reduce(0) { $0 + $1.1 + 1 } - 1 }
        for dropped in [4, 5, 6] where title() < 20 { fixed.removeAll { $0.0 == dropped } }
        return Array(fixed.prefix(3)) + [(3, max(1, title()))] + fixed.dropFirst(3)
    }

    private static func cell(_ issue: Issue, status: PullRequestStatus?, column: Int, now: Date) -> (
        String, Style, Bool
    ) {
        let closed = issue.state == .closed
        switch column {
        case 0:
            guard issue.isPullRequest, let mark = CheckMark.of(status?.checks) else {
                return ("", .plain, false)
            }
            return (mark.mark, mark.style, false)
        case 1: return ("#\(issue.number)", closed ? .faint : Style(.success), true)
        case 2: return (SearchScreen.repository(of: issue)?.description ?? "", .faint, false)
        case 3:
            return (
                (issue.isPullRequest ? "" : "(issue) ") + (issue.title ?? ""), closed ? .faint : .plain, false
            )
        case 4: return (issue.user?.login ?? "", Style(.accent), false)
        case 5: return review(status?.reviewDecision)
        default: return (issue.updatedAt.map { Format.relative($0, now: now) } ?? "", .faint, false)
        }
    }

    /// A pull request's review decision in a word.
    private static func review(_ decision: PullRequestStatus.ReviewDecision?) -> (String, Style, Bool) {
        switch decision {
        case .approved?: ("approved", Style(.success), false)
        case .changesRequested?: ("changes", Style(.error), false)
        case .reviewRequired?: ("review", Style(.warning), false)
        default: ("", .plain, false)
        }
    }

    /// What the list area says when it has no rows.
    private static func emptyMessage(_ screen: HomeScreen, keyMap: KeyMap) -> String {
        let list = screen.list
        if screen.sections.isEmpty {
            return "no sections to show: each uses {{ repo }}, and this is no repository"
        }
        if screen.viewerError != nil { return "the token's user could not be read; r retries" }
        if !list.filter.isEmpty && !list.items.isEmpty { return "nothing loaded matches “\(list.filter)”" }
        if list.error != nil {
            return "nothing to show (the status bar says why); \(keyMap.key(.refresh, in: .home)) retries"
        }
        if list.pending != nil || list.hasMore || screen.login == nil { return "searching…" }
        return "Nothing here: no issue or pull request matches this section's search"
    }
}
