/// A command's name in the config file's `keys` (`{"star": "s"}`), for the commands whose keys
/// can be changed there; the raw value is the name, fixed once released.
enum KeyAction: String, CaseIterable, Hashable, Sendable {
    /// ``KeyCommand/down``
    case down
    /// ``KeyCommand/up``
    case up
    /// ``KeyCommand/top``
    case top
    /// ``KeyCommand/bottom``
    case bottom
    /// ``KeyCommand/pageDown``
    case pageDown = "page_down"
    /// ``KeyCommand/pageUp``
    case pageUp = "page_up"
    /// ``KeyCommand/nextTab``
    case nextTab = "next_tab"
    /// ``KeyCommand/previousTab``
    case previousTab = "previous_tab"
    /// ``KeyCommand/open``
    case open
    /// ``KeyCommand/back``
    case back
    /// ``KeyCommand/filter``
    case filter
    /// ``KeyCommand/sort``
    case sort
    /// ``KeyCommand/cycleState``
    case state
    /// ``KeyCommand/openParent``
    case parent
    /// ``KeyCommand/browse``
    case browse
    /// ``KeyCommand/refresh``
    case refresh
    /// ``KeyCommand/star``
    case star
    /// ``KeyCommand/follow``
    case follow
    /// ``KeyCommand/comment``
    case comment
    /// ``KeyCommand/search``
    case search
    /// ``KeyCommand/help``
    case help
    /// ``KeyCommand/quit``
    case quit
    /// ``KeyCommand/filterBranch``
    case branch
    /// ``KeyCommand/rerun``
    case rerun
    /// ``KeyCommand/cancelRun``
    case cancelRun = "cancel_run"
    /// ``KeyCommand/toggleTimestamps``
    case timestamps
    /// ``KeyCommand/nextMatch``
    case nextMatch = "next_match"
    /// ``KeyCommand/previousMatch``
    case previousMatch = "previous_match"
    /// ``KeyCommand/inbox``
    case inbox
    /// ``KeyCommand/home``
    case home
    /// ``KeyCommand/toggleRead``
    case all
    /// ``KeyCommand/toggleGrouping``
    case group
    /// ``KeyCommand/cycleReason``
    case reason
    /// ``KeyCommand/markRead``
    case read
    /// ``KeyCommand/markDone``
    case done
    /// ``KeyCommand/unsubscribe``
    case unsubscribe
    /// ``KeyCommand/markAllRead``
    case readAll = "read_all"
    /// ``KeyCommand/toggleTree``
    case tree
    /// ``KeyCommand/nextFile``
    case nextFile = "next_file"
    /// ``KeyCommand/previousFile``
    case previousFile = "previous_file"
    /// ``KeyCommand/nextHunk``
    case nextHunk = "next_hunk"
    /// ``KeyCommand/previousHunk``
    case previousHunk = "previous_hunk"
    /// ``KeyCommand/toggleWrap``
    case wrap
    /// ``KeyCommand/selectLines``
    case select
    /// ``KeyCommand/review``
    case review
    /// ``KeyCommand/merge``
    case merge
    /// ``KeyCommand/closeOrReopen``
    case close
    /// ``KeyCommand/toggleDraft``
    case draft
    /// ``KeyCommand/download``
    case download
    /// ``KeyCommand/toggleSource``
    case source
    /// ``KeyCommand/copyURL``
    case copy

    /// The action `command` is, or nil for a command whose keys are fixed: the tab numbers, the
    /// keys that edit typed text, and the mouse wheel.
    ///
    /// The switch names every command, so that a new one must be given a name or be declared
    /// fixed here.
    init?(_ command: KeyCommand) {
        switch command {
        case .down: self = .down
        case .up: self = .up
        case .top: self = .top
        case .bottom: self = .bottom
        case .pageDown: self = .pageDown
        case .pageUp: self = .pageUp
        case .nextTab: self = .nextTab
        case .previousTab: self = .previousTab
        case .open: self = .open
        case .back: self = .back
        case .filter: self = .filter
        case .sort: self = .sort
        case .cycleState: self = .state
        case .openParent: self = .parent
        case .browse: self = .browse
        case .refresh: self = .refresh
        case .star: self = .star
        case .follow: self = .follow
        case .comment: self = .comment
        case .search: self = .search
        case .help: self = .help
        case .quit: self = .quit
        case .filterBranch: self = .branch
        case .rerun: self = .rerun
        case .cancelRun: self = .cancelRun
        case .toggleTimestamps: self = .timestamps
        case .toggleSource: self = .source
        case .copyURL: self = .copy
        case .nextMatch: self = .nextMatch
        case .previousMatch: self = .previousMatch
        case .inbox: self = .inbox
        case .home: self = .home
        case .toggleRead: self = .all
        case .toggleGrouping: self = .group
        case .cycleReason: self = .reason
        case .markRead: self = .read
        case .markDone: self = .done
        case .unsubscribe: self = .unsubscribe
        case .markAllRead: self = .readAll
        case .toggleTree: self = .tree
        case .nextFile: self = .nextFile
        case .previousFile: self = .previousFile
        case .nextHunk: self = .nextHunk
        case .previousHunk: self = .previousHunk
        case .toggleWrap: self = .wrap
        case .selectLines: self = .select
        case .review: self = .review
        case .merge: self = .merge
        case .closeOrReopen: self = .close
        case .toggleDraft: self = .draft
        case .download: self = .download
        case .runCommand, .showTab, .showRepoTab, .showSearchTab, .showPullTab, .keepFilter, .clearFilter,
            .deleteCharacter, .scrollDown,
            .scrollUp:
            return nil
        }
    }
}
