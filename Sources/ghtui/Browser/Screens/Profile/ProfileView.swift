/// A profile: summary, tab bar, the current tab's list and its footer.
enum ProfileView {
    /// Draws `profile` between the title and status bars.
    static func draw(
        _ profile: ProfileScreen, state: BrowserState, context: RenderContext, into grid: inout Grid
    ) {
        let layout = Layout.profile(profile, size: state.size)
        for (offset, line) in layout.summary.enumerated() {
            grid.write(line, row: 1 + offset, column: 1, limit: grid.width - 2)
        }
        drawTabs(profile, row: layout.tabRow, into: &grid)
        PinnedView.draw(profile, layout: layout, into: &grid)
        ListView.draw(
            profile, layout: layout, names: state.names, keyMap: state.keyMap, context: context, into: &grid)
    }

    private static func drawTabs(_ profile: ProfileScreen, row: Int, into grid: inout Grid) {
        let selected = profile.tabs.firstIndex(of: profile.tab) ?? 0
        TabBar.draw(tabLabels(profile), selected: selected, row: row, into: &grid)
    }

    /// The tab bar's label sets, longest first (what `TabBar` picks from, also for clicks).
    static func tabLabels(_ profile: ProfileScreen) -> [[String]] {
        /// Labels with counts when they fit, else without, else short titles, else short titles
        /// against their numbers (a person's six tabs in 40 columns).
        func labels(withCounts: Bool, short: Bool = false, tight: Bool = false) -> [String] {
            profile.tabs.enumerated().map { index, tab in
                if tight { return "\(index + 1)\(tab.shortTitle)" }
                if short { return " \(index + 1) \(tab.shortTitle)" }
                let count =
                    withCounts ? profile.expectedCount(of: tab).map { " " + Format.grouped($0) } ?? "" : ""
                return " \(index + 1) \(tab.title)\(count) "
            }
        }
        return [
            labels(withCounts: true), labels(withCounts: false), labels(withCounts: false, short: true),
            labels(withCounts: false, tight: true),
        ]
    }
}
