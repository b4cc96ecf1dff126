import Foundation
import GitHubKit

/// The search screen: the query (or its prompt), the tabs with their counts, the list of the
/// tab shown and a footer with the pages loaded and the filter.
enum SearchView {
    /// Draws `screen` between the title and status bars.
    static func draw(
        _ screen: SearchScreen, state: BrowserState, context: RenderContext, into grid: inout Grid
    ) {
        let layout = Layout.search(size: state.size)
        drawQuery(screen, row: 1, edit: state.keyMap.key(.search, in: .search), into: &grid)
        TabBar.draw(tabLabels(screen), selected: screen.tab.rawValue, row: layout.tabRow, into: &grid)
        drawRows(
            screen, layout: layout, names: state.names, keyMap: state.keyMap, context: context, into: &grid)
        let parts = ListView.searchFooter(
            screen.list, total: screen.totals[screen.tab], incomplete: screen.incomplete.contains(screen.tab))
        ListView.drawFooter(
            parts, list: screen.list, isEditingFilter: screen.isEditingFilter, row: layout.footerRow,
            into: &grid)
    }

    /// The tab bar's label sets, longest first (what `TabBar` picks from, also for clicks).
    static func tabLabels(_ screen: SearchScreen) -> [[String]] {
        [
            SearchTab.allCases.map { " \($0.rawValue + 1) \($0.title)\(count(screen, $0)) " },
            SearchTab.allCases.map { " \($0.rawValue + 1) \($0.shortTitle)\(count(screen, $0))" },
        ]
    }

    /// " 1,234" once the tab's first page told the count.
    private static func count(_ screen: SearchScreen, _ tab: SearchTab) -> String {
        screen.totals[tab].map { " " + Format.grouped($0) } ?? ""
    }

    /// The query line: the prompt with its cursor while typing, else the query searched.
    private static func drawQuery(_ screen: SearchScreen, row: Int, edit: String, into grid: inout Grid) {
        let label = "Search: "
        let used = grid.write(label, row: row, column: 1, style: .strong)
        let column = 1 + used
        guard let draft = screen.draft else {
            let shown = grid.write(
                Sanitizer.clean(screen.query), row: row, column: column, limit: grid.width - column - 1)
            grid.write(
                "  (\(edit) edits)", row: row, column: column + shown, limit: grid.width - column - shown - 1,
                style: .faint)
            return
        }
        let text = Sanitizer.clean(draft)
        // The end of a long query stays in sight while typing.
        let room = max(1, grid.width - column - 2)
        let tail = TextWidth.width(of: text) > room ? String(text.suffix(room)) : text
        let typed = grid.write(tail, row: row, column: column, limit: room)
        grid.write(" ", row: row, column: column + typed, limit: 1, style: .selected)
    }

    private static func drawRows(
        _ screen: SearchScreen, layout: Layout.Profile, names: [String: String], keyMap: KeyMap,
        context: RenderContext, into grid: inout Grid
    ) {
        let list = screen.list
        let header = Style(bold: true, dim: true)
        switch screen.tab {
        case .repositories:
            ListView.place(ListView.repoColumns(width: grid.width), row: layout.headerRow, into: &grid) {
                let titles: [ListView.RepoColumn: String] = [
                    .name: "NAME", .stars: "STARS", .forks: "FORKS", .language: "LANGUAGE",
                    .updated: "UPDATED",
                    .description: "DESCRIPTION",
                ]
                return (titles[$0] ?? "", header, $0 == .stars || $0 == .forks)
            }
        case .users:
            ListView.place(ListView.personColumns(width: grid.width), row: layout.headerRow, into: &grid) {
                let titles: [ListView.PersonColumn: String] = [.login: "LOGIN", .name: "NAME", .type: "TYPE"]
                return (titles[$0] ?? "", header, false)
            }
        case .issues:
            ListView.place(issueColumns(width: grid.width), row: layout.headerRow, into: &grid) {
                (["#", "", "REPOSITORY", "TITLE", "AUTHOR", "UPDATED"][$0], header, $0 == 0)
            }
        }
        if list.visible.isEmpty {
            grid.write(
                emptyMessage(screen, keyMap: keyMap), row: layout.listTop, column: 2,
                limit: grid.width - 4,
                style: .faint)
        }
        for offset in 0..<layout.listRows {
            let index = list.scroll + offset
            guard index < list.visible.count else { break }
            let row = layout.listTop + offset
            switch list.items[list.visible[index]] {
            case .repository(let repository):
                ListView.place(ListView.repoColumns(width: grid.width), row: row, into: &grid) {
                    ListView.repoCell(
                        repository, column: $0, fullName: true, now: context.now,
                        starDelta: screen.stars.delta(of: repository))
                }
            case .person(let person):
                ListView.place(ListView.personColumns(width: grid.width), row: row, into: &grid) {
                    ListView.personCell(person, column: $0, names: names)
                }
            case .issue(let issue):
                ListView.place(issueColumns(width: grid.width), row: row, into: &grid) {
                    issueCell(issue, column: $0, now: context.now)
                }
            default:
                break
            }
            if index == list.cursor { grid.restyle(row: row) { $0.reverse = true } }
        }
    }

    /// The issue columns (number, PR mark, repository, title, author, updated) in `width`; the
    /// author and the update go first when the title would get too narrow.
    static func issueColumns(width: Int) -> [(Int, Int)] {
        let available = width - 2
        let repository = min(28, max(10, available / 4))
        var fixed = [(0, 7), (1, 2), (2, repository), (4, 14), (5, 8)]
        func title() -> Int { available - fixed.reduce(0) { $0 + $1.1 + 1 } - 1 }
        for dropped in [4, 5] where title() < 20 { fixed.removeAll { $0.0 == dropped } }
        var columns = Array(fixed.prefix(3)) + [(3, max(1, title()))]
        columns += fixed.dropFirst(3)
        return columns
    }

    private static func issueCell(_ issue: Issue, column: Int, now: Date) -> (String, Style, Bool) {
        let closed = issue.state == .closed
        switch column {
        case 0: return ("#\(issue.number)", closed ? .faint : Style(.success), true)
        case 1: return (issue.isPullRequest ? "PR" : "", Style(.tag), false)
        case 2: return (SearchScreen.repository(of: issue)?.description ?? "", .faint, false)
        case 3: return (issue.title ?? "", closed ? .faint : .plain, false)
        case 4: return (issue.user?.login ?? "", Style(.accent), false)
        default: return (issue.updatedAt.map { Format.relative($0, now: now) } ?? "", .faint, false)
        }
    }

    /// What the list area says when it has no rows.
    private static func emptyMessage(_ screen: SearchScreen, keyMap: KeyMap) -> String {
        let list = screen.list
        if screen.query.isEmpty {
            return
                "Enter searches, Esc cancels · GitHub's syntax, e.g. language:swift stars:>100, is:pr is:open"
        }
        if !list.filter.isEmpty && !list.items.isEmpty { return "nothing loaded matches “\(list.filter)”" }
        if list.error != nil {
            let (edit, retry) = (keyMap.key(.search, in: .search), keyMap.key(.refresh, in: .search))
            return "nothing to show; \(edit) edits the search, \(retry) retries"
        }
        if list.pending != nil || list.hasMore { return "searching…" }
        return "No \(screen.tab.noun) match “\(Sanitizer.clean(screen.query))”"
    }
}
