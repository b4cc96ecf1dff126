/// Where things go on screen; shared by the views and the screens, which lay themselves out
/// with it when their content or the terminal's size changes (not on every key).
enum Layout {
    /// Rows of a profile screen, top to bottom.
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
    }

    /// The layout of `profile` on a screen of `size`: title, summary, tabs, column titles,
    /// list, footer, status bar.
    static func profile(_ profile: ProfileScreen, size: ScreenSize) -> Profile {
        let all = ProfileSummary.lines(profile, width: max(1, size.width - 2))
        let summaryRows = max(1, min(all.count, size.height - 10))
        let tabRow = 1 + summaryRows
        return Profile(
            summary: Array(all.prefix(summaryRows)), tabRow: tabRow, headerRow: tabRow + 1,
            listTop: tabRow + 2,
            listRows: max(1, size.height - tabRow - 4), footerRow: size.height - 2)
    }

    /// How many lines of the key help show at once: all but title, heading, footer and status bar.
    static func helpRows(_ size: ScreenSize) -> Int {
        max(1, size.height - 4)
    }

    /// How many rows of a repository page show at once: all but title, footer and status bar.
    static func pageRows(_ size: ScreenSize) -> Int {
        max(1, size.height - 3)
    }
}
