import GitHubKit

/// The pinned repositories at the top of a person's Repos tab: a heading, then one row each
/// with its name, stars, language and description.
enum PinnedView {
    /// Draws `profile`'s pinned block in the rows the layout gave it.
    static func draw(_ profile: ProfileScreen, layout: Layout.Profile, into grid: inout Grid) {
        guard layout.pinnedRows > 0 else { return }
        grid.write("Pinned", row: layout.pinnedTop, column: 1, limit: grid.width - 2, style: .heading)
        let columns = ListView.repoColumns(width: grid.width)
        for (index, pinned) in profile.showcase.shownPinned.enumerated() {
            let row = layout.pinnedTop + 1 + index
            ListView.place(columns, row: row, into: &grid) { column in
                switch column {
                case .name: (pinned.nameWithOwner ?? pinned.name ?? "", .strong, false)
                case .stars: ("★ " + Format.compact(pinned.stargazerCount ?? 0), .plain, true)
                case .forks: (Format.compact(pinned.forkCount ?? 0), .plain, true)
                case .language: (pinned.language ?? "", Style(.tag), false)
                case .updated: ("", .plain, false)
                case .description: (pinned.description ?? "", .plain, false)
                }
            }
            if profile.showcase.cursor == index { grid.restyle(row: row) { $0.reverse = true } }
        }
    }
}
