/// A repository: its header, the tab bar, and the tab: the README scrolled, or a list.
enum RepoView {
    /// Draws `screen` between the title and status bars.
    static func draw(_ screen: RepoScreen, state: BrowserState, context: RenderContext, into grid: inout Grid)
    {
        let layout = Layout.repository(screen, size: state.size)
        for (offset, line) in layout.summary.enumerated() {
            grid.write(line, row: 1 + offset, column: 1, limit: grid.width - 2)
        }
        TabBar.draw(tabLabels, selected: screen.tab.rawValue, row: layout.tabRow, into: &grid)
        if screen.tab != .readme {
            RepoListView.draw(screen, layout: layout, keyMap: state.keyMap, context: context, into: &grid)
            return
        }
        let lines = RepoPage.lines(screen, width: grid.width - 2)
        let rows = screen.pageRows
        let first = max(0, min(screen.scroll, lines.count - rows))
        for (offset, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            grid.write(line, row: layout.headerRow + offset, column: 1, limit: grid.width - 2)
        }
        let last = min(lines.count, first + rows)
        var footer = "lines \(first + 1)–\(last) of \(lines.count)"
        if last < lines.count { footer += " · \(state.keyMap.scrollKeys(in: .repository)) scroll" }
        grid.write(footer, row: layout.footerRow, column: 1, style: .faint)
    }

    /// The tab bar's label sets, longest first (what `TabBar` picks from, also for clicks).
    static let tabLabels = [
        RepoTab.allCases.map { " \($0.rawValue + 1) \($0.title) " },
        RepoTab.allCases.map { " \($0.rawValue + 1) \($0.title)" },
        // Seven tabs fit in 80 columns without the space after each title and with "PRs".
        RepoTab.allCases.map { " \($0.rawValue + 1) \($0 == .pulls ? $0.shortTitle : $0.title)" },
        RepoTab.allCases.map { " \($0.rawValue + 1) \($0.shortTitle)" },
    ]
}
