/// What a colour means on screen; a theme says which colour each role is drawn in.
///
/// Views colour ghtui's own text by role; colours that come with the content (a label's
/// colour, a job log's colours, Markdown, the contribution graph) are fixed instead. The raw
/// value is how the config file names the role (`theme.colors.accent`).
enum ColorRole: String, Hashable, Sendable, CaseIterable {
    /// People, links and names: logins, authors, assignees, a fork's parent, the unread mark,
    /// an activity's kind, the template badge, renamed and copied files in a diff.
    case accent
    /// What went well or is open: passing checks, open issues and pull requests, approvals,
    /// "Verified", "Following", the name in the title bar.
    case success
    /// Added lines and files in a diff, and a pull request's additions.
    case added
    /// Removed lines and files in a diff, and a pull request's deletions.
    case removed
    /// What is waiting or asks for you: pending checks, "action required", pre-releases,
    /// notifications that name you (review requested, mention, …), a diff GitHub lists only
    /// part of.
    case warning
    /// What failed or is shut: error messages, failed checks, closed issues, requested
    /// changes, archived repositories, draft releases.
    case error
    /// What to notice without alarm: a starred repository's ★, commit SHAs, changed files in a
    /// diff, the bar beside review comments.
    case highlight
    /// Kinds and tags: languages, topics, an organization, "PR", a notification's subject,
    /// merged pull requests, a pending review comment.
    case tag
    /// Places in code: branch names and a diff's hunk headers.
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
