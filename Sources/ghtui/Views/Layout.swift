/// Where things go on screen; shared by the views and the screens, which lay themselves out
/// with it when their content or the terminal's size changes (not on every key).
enum Layout {
    /// Rows of a profile (or repository) screen, top to bottom.
    struct Profile: Equatable {
        /// The summary's lines, as many as fit.
        var summary: [[Span]]
        /// The row of the tab bar.
        var tabRow: Int
        /// The row of the column titles.
        var headerRow: Int
        /// The first row of the list.
        var listTop: Int
        /// How many rows the list has.
        var listRows: Int
        /// The row of the footer (page counts, filter).
        var footerRow: Int
        /// The first row of the pinned block (Repos tab of a person with pinned repositories).
        var pinnedTop = 0
        /// The rows of the pinned block, heading included; 0 when it is not shown.
        var pinnedRows = 0
    }

    /// The fewest list rows the contribution graph and the pinned block leave.
    static let minimumListRows = 5

    /// The layout of `profile` on a screen of `size`: title, summary, tabs, column titles,
    /// list, footer, status bar.
    ///
    /// The contribution graph goes under the summary when the terminal is tall enough to keep
    /// `minimumListRows` rows of list below it, else it is left out; the pinned block goes
    /// between the tabs and the list's column titles on the Repos tab, as many of its rows as
    /// leave that many.
    static func profile(_ profile: ProfileScreen, size: ScreenSize) -> Profile {
        var summary = ProfileSummary.lines(profile, width: max(1, size.width - 2))
        if let calendar = profile.showcase.calendar,
            size.height - summary.count - ContributionGraph.height - 5 >= minimumListRows
        {
            summary += [[]] + ContributionGraph.lines(calendar, width: max(1, size.width - 2))
        }
        var layout = rows(summary: summary, size: size)
        let pinned = profile.tab == .repos ? profile.showcase.pinned.count : 0
        let pinnedRows = pinned == 0 ? 0 : min(pinned + 1, layout.listRows - minimumListRows)
        if pinnedRows >= 2 {
            layout.pinnedTop = layout.headerRow
            layout.pinnedRows = pinnedRows
            layout.headerRow += pinnedRows
            layout.listTop += pinnedRows
            layout.listRows -= pinnedRows
        }
        return layout
    }

    /// The layout of a repository's screen: the same rows as a profile's, its header as the
    /// summary (the README tab starts on the column titles' row).
    static func repository(_ screen: RepoScreen, size: ScreenSize) -> Profile {
        rows(summary: RepoPage.header(screen, width: max(1, size.width - 2)), size: size)
    }

    private static func rows(summary all: [[Span]], size: ScreenSize) -> Profile {
        let summaryRows = max(1, min(all.count, size.height - 10))
        let tabRow = 1 + summaryRows
        return Profile(
            summary: Array(all.prefix(summaryRows)), tabRow: tabRow, headerRow: tabRow + 1,
            listTop: tabRow + 2,
            listRows: max(1, size.height - tabRow - 4), footerRow: size.height - 2)
    }

    /// The layout of the search screen: the query line as its summary, then tabs and a list.
    static func search(size: ScreenSize) -> Profile {
        rows(summary: [[]], size: size)
    }

    /// The layout of the inbox: a line of what is shown as its summary, then a list (no tabs:
    /// the column titles take the tab bar's row).
    static func inbox(size: ScreenSize) -> Profile {
        var layout = rows(summary: [[]], size: size)
        layout.headerRow = layout.tabRow
        layout.listTop = layout.tabRow + 1
        layout.listRows += 1
        return layout
    }

    /// How many lines of the key help show at once: all but title, heading, footer and status bar.
    static func helpRows(_ size: ScreenSize) -> Int {
        max(1, size.height - 4)
    }
}
