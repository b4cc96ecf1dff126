/// What a colour means on screen; a theme says which colour each role is drawn in.
///
/// Views colour ghtui's own text by role; colours that come with the content (a label's
/// colour, the ANSI colours in a job log) are fixed instead. The raw
/// value is how the config file names the role (`theme.colors.accent`).
enum ColorRole: String, Hashable, Sendable, CaseIterable {
    /// People, links and names: logins, authors, assignees, a fork's parent, the unread mark,
    /// an activity's kind, the template badge, renamed and copied files in a diff, links in
    /// Markdown, a job log's notices, directories in the Code tab.
    case accent
    /// What went well or is open: passing checks, open issues and pull requests, approvals,
    /// "Verified", "Following", the name in the title bar, the contribution graph's days.
    case success
    /// Added lines and files in a diff, and a pull request's additions.
    case added
    /// Removed lines and files in a diff, and a pull request's deletions.
    case removed
    /// What is waiting or asks for you: pending checks, "action required", pre-releases,
    /// notifications that name you (review requested, mention, …), a diff GitHub lists only
    /// part of, a job log's warnings, a file shown only in part, a secret gist.
    case warning
    /// What failed or is shut: error messages, failed checks, closed issues, requested
    /// changes, archived repositories, draft releases, a job log's errors.
    case error
    /// What to notice without alarm: a starred repository's ★, commit SHAs, changed files in a
    /// diff, the bar beside review comments.
    case highlight
    /// Kinds and tags: languages, topics, an organization, "PR", a notification's subject,
    /// merged pull requests, a pending review comment, a job log's debug lines, submodules.
    case tag
    /// Places in code: branch names, a diff's hunk headers, code in Markdown, a job log's
    /// commands, symbolic links.
    case reference
    /// Faint text with no colour of its own: dates, counts, secondary details.
    case muted
    /// Reverse-video bars with no colour of their own: the selected row, the active tab, the
    /// status bar. The colour becomes the bar's background.
    case selection

    /// The colour of the standard theme; nil for the terminal's own foreground.
    var standardColor: TerminalColor? {
        switch self {
        case .accent: .blue
        case .success, .added: .green
        case .removed, .error: .red
        case .warning, .highlight: .yellow
        case .tag: .magenta
        case .reference: .cyan
        case .muted, .selection: nil
        }
    }
}
