/// Clicks: a tab label selects its tab, a list row (or a pinned repository) its item, and a
/// click on the selected row opens it (as Enter does). Where things are comes from the layout
/// the views draw with (`Layout`, `TabBar`, the lists' scroll), never from guesses. The wheel
/// is no click: the key map makes it moves (`KeyCommand.scrollDown`).
extension Screen {
    /// What a click on `row`, `column` means on this screen; `key` is the click itself.
    mutating func click(row: Int, column: Int, key: KeyEvent, context: inout UpdateContext) {
        switch self {
        case .issue(var issue) where issue.isPullRequest:
            // A pull request's tabs, and the rows of its file list.
            if row == 1 {
                if let index = TabBar.index(at: column, PullView.tabLabels(issue), width: context.size.width),
                    let tab = PullTab(rawValue: index)
                {
                    issue.update(.showPullTab(tab), key: key, context: &context)
                }
            } else if issue.parts.tab == .files, issue.parts.files.open == nil, row >= 3 {
                issue.parts.files.click(row: row - 3)
            }
            self = .issue(issue)
        case .prompt, .issue, .run, .jobLog, .gist, .release, .code:
            // A prompt and an issue's page have nothing to click: the wheel scrolls the page.
            break
        case .profile(var profile):
            profile.click(row: row, column: column, key: key, context: &context)
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
                Self.click(row: row, layout: layout, list: &screen.list, rows: screen.listRows)
            {
                screen.update(.open, key: key, context: &context)
            }
            self = .repository(screen)
        case .search(var search):
            // While the query is typed, a click would act on results it is about to replace.
            guard !search.isEditingQuery else { break }
            let layout = Layout.search(size: context.size)
            if row == layout.tabRow {
                if let index = TabBar.index(
                    at: column, SearchView.tabLabels(search), width: context.size.width),
                    let tab = SearchTab(rawValue: index)
                {
                    search.update(.showSearchTab(tab), key: key, context: &context)
                }
            } else if Self.click(row: row, layout: layout, list: &search.list, rows: search.listRows) {
                search.update(.open, key: key, context: &context)
            }
            self = .search(search)
        case .home(var home):
            let layout = Layout.search(size: context.size)
            if row == layout.tabRow {
                if let index = TabBar.index(at: column, HomeView.tabLabels(home), width: context.size.width) {
                    home.show(index + 1, context: &context)
                }
            } else if Self.click(row: row, layout: layout, list: &home.list, rows: home.listRows) {
                home.update(.open, key: key, context: &context)
            }
            self = .home(home)
        case .inbox(var inbox):
            if Self.click(
                row: row, layout: Layout.inbox(size: context.size), list: &inbox.list, rows: inbox.listRows)
            {
                inbox.update(.open, key: key, context: &context)
            }
            self = .inbox(inbox)
        }
    }

    /// A click on screen row `row` of a list laid out as `layout`: the row clicked is selected;
    /// true when it was selected already, and is to be opened.
    static func click(row: Int, layout: Layout.Profile, list: inout ListState, rows: Int) -> Bool {
        guard let index = listIndex(row: row, layout: layout, list: list) else { return false }
        if index == list.cursor { return true }
        list.moveCursor(to: index, rows: rows)
        return false
    }

    /// The index (in the visible rows) of the list row drawn on screen row `row`, if one is.
    static func listIndex(row: Int, layout: Layout.Profile, list: ListState) -> Int? {
        guard row >= layout.listTop, row < layout.listTop + layout.listRows else { return nil }
        let index = list.scroll + row - layout.listTop
        return index < list.visible.count ? index : nil
    }
}

extension ProfileScreen {
    /// A click on a profile: its tabs, the pinned block's rows and the list's rows.
    fileprivate mutating func click(row: Int, column: Int, key: KeyEvent, context: inout UpdateContext) {
        let layout = Layout.profile(self, size: context.size)
        if row == layout.tabRow {
            if let index = TabBar.index(at: column, ProfileView.tabLabels(self), width: context.size.width) {
                update(.showTab(index + 1), key: key, context: &context)
            }
        } else if row > layout.pinnedTop, row < layout.pinnedTop + layout.pinnedRows,
            row - layout.pinnedTop - 1 < showcase.shownPinned.count
        {
            let index = row - layout.pinnedTop - 1
            if index == showcase.cursor {
                update(.open, key: key, context: &context)
            } else if typedAhead.isEmpty {
                showcase.cursor = index
            }
        } else if let index = Screen.listIndex(row: row, layout: layout, list: list) {
            if index == list.cursor && showcase.cursor == nil {
                update(.open, key: key, context: &context)
            } else if typedAhead.isEmpty {
                // The selection leaves the pinned block: Enter then opens the row clicked.
                showcase.cursor = nil
                list.moveCursor(to: index, rows: listRows)
            }
        }
    }
}
