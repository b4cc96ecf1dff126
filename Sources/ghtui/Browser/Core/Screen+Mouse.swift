/// Clicks: a tab label selects its tab, a list row its item, and a click on the selected row
/// opens it (as Enter does). Where things are comes from the layout the views draw with
/// (`Layout`, `TabBar`, the lists' scroll), never from guesses.
extension Screen {
    /// What a click on `row`, `column` means on this screen; `key` is the click itself.
    mutating func click(row: Int, column: Int, key: KeyEvent, context: inout UpdateContext) {
        switch self {
        case .prompt, .search, .issue:
            // The search and issue screens take no clicks yet.
            break
        case .profile(var profile):
            let layout = Layout.profile(profile, size: context.size)
            if row == layout.tabRow {
                if let index = TabBar.index(
                    at: column, ProfileView.tabLabels(profile), width: context.size.width)
                {
                    profile.update(.showTab(index + 1), key: key, context: &context)
                }
            } else if let index = Self.listIndex(row: row, layout: layout, list: profile.list) {
                if index == profile.list.cursor {
                    profile.update(.open, key: key, context: &context)
                } else if profile.typedAhead.isEmpty {
                    profile.list.moveCursor(to: index, rows: profile.listRows)
                }
            }
            self = .profile(profile)
        case .repository(var screen):
            let layout = Layout.repository(screen, size: context.size)
            if row == layout.tabRow {
                if let index = TabBar.index(at: column, RepoView.tabLabels, width: context.size.width),
                    let tab = RepoTab(rawValue: index)
                {
                    screen.update(.showRepoTab(tab), key: key, context: &context)
                }
            } else if screen.tab != .readme,
                let index = Self.listIndex(row: row, layout: layout, list: screen.list)
            {
                if index == screen.list.cursor {
                    screen.update(.open, key: key, context: &context)
                } else {
                    screen.list.moveCursor(to: index, rows: screen.listRows)
                }
            }
            self = .repository(screen)
        }
    }

    /// The index (in the visible rows) of the list row drawn on screen row `row`, if one is.
    private static func listIndex(row: Int, layout: Layout.Profile, list: ListState) -> Int? {
        guard row >= layout.listTop, row < layout.listTop + layout.listRows else { return nil }
        let index = list.scroll + row - layout.listTop
        return index < list.visible.count ? index : nil
    }
}
