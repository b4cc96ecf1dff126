import Foundation
import GitHubKit

/// What the inbox opens on: unread threads, or all of them (`ghtui inbox --all`).
enum InboxStart: Equatable, Sendable {
    case unread, all
}

/// The inbox: the token's user's notifications, newest first, unread only (`a`: all), flat or
/// grouped by repository (`g`), a reason filter (`f`) and the typed one (`/`). `m`, `d`, `U` and
/// `M` mark threads read, done, unsubscribed and all read, shown at once and taken back when
/// GitHub refuses. The list asks GitHub again on its own, no faster than GitHub's
/// `X-Poll-Interval`, and a poll with nothing new is a free 304. Loading is in
/// `InboxScreen+Loading`.
struct InboxScreen: Equatable, Sendable {
    /// A change asked of GitHub, to take back if it refuses.
    enum Mark: Equatable, Sendable {
        /// A thread marked read.
        case read(String)
        /// A thread marked done: its row, and where it was.
        case done(ListItem, at: Int)
        /// A thread unsubscribed from.
        case ignored(String)
        /// Every thread marked read: those that were unread here.
        case allRead(Set<String>)
    }

    /// The notifications loaded.
    var list = ListState()
    /// Whether read threads are listed too (`all=true`).
    private(set) var showsAll = false
    /// The reason filter.
    private(set) var reason = InboxReason.all
    /// Whether rows of one repository are listed together.
    private(set) var isGrouped = false
    /// Whether keys are typed into the list's filter.
    var isEditingFilter = false
    /// Threads marked read here, shown read whatever the loaded copy says until GitHub has
    /// something newer on them.
    var readHere: Set<String> = []
    /// Threads unsubscribed from here.
    var ignoredHere: Set<String> = []
    /// The marks GitHub has not answered yet.
    var marks: [RequestID: Mark] = [:]
    /// Whether `M` was pressed once: a second `M` marks all read, another key does not.
    var confirmsMarkAll = false
    /// The seconds to wait between asks, from GitHub's last `X-Poll-Interval`.
    var pollInterval = InboxScreen.defaultPollInterval
    /// When GitHub last answered (or the cached copy shown was fetched).
    var askedAt: Date?
    /// The wait before the next ask, while one runs.
    var wake: RequestID?
    /// An ask for the first page in flight whose answer is merged into the list.
    var polling: RequestID?
    /// Why the last ask of the first page failed, shown until one succeeds.
    var pollError: GitHubError?
    /// The size the screen was laid out for.
    private(set) var size: ScreenSize
    /// How many rows the list shows at once at that size.
    private(set) var listRows = 1

    /// The wait between asks when GitHub names none, or an unusable one: a minute.
    static let defaultPollInterval = 60

    /// An inbox with nothing loaded, on a screen of `size`, showing unread threads or all.
    init(showing start: InboxStart = .unread, size: ScreenSize) {
        showsAll = start == .all
        self.size = size
        layOut(size: size)
    }

    /// Every request in flight for this screen, the wait for the next ask included.
    var pendingRequests: [RequestID] {
        [list.pending?.id, wake, polling].compactMap { $0 } + marks.keys.sorted { $0.value < $1.value }
    }

    /// Whether anything is being read from GitHub (the wait between asks is not).
    var isLoading: Bool { list.pending != nil || polling != nil || !marks.isEmpty }

    /// The screen's name in the title bar.
    var title: String { showsAll ? "inbox (all)" : "inbox" }

    /// When the newest page was fetched, if the cache's copy is shown.
    var cachedAt: Date? { list.showsCachedCopy ? list.cachedAt : nil }

    /// What went wrong: a page that did not load, or the last ask.
    var problem: ScreenProblem? {
        (list.error ?? pollError).map { ScreenProblem(error: $0, login: nil, showsData: !list.items.isEmpty) }
    }

    /// The threads shown unread: unread in GitHub's copy and not marked read here.
    var unreadCount: Int {
        list.items.reduce(0) { $0 + (isUnread($1) ? 1 : 0) }
    }

    /// Whether `item` is an unread thread.
    func isUnread(_ item: ListItem) -> Bool {
        guard case .notification(let thread) = item else { return false }
        return thread.unread != false && !readHere.contains(thread.id)
    }

    /// The seconds `header` (GitHub's `X-Poll-Interval`) asks for; a missing, zero or unreadable
    /// one is a minute, and no wait is longer than an hour.
    static func pollInterval(_ header: String?) -> Int {
        guard let seconds = header.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }), seconds > 0
        else { return defaultPollInterval }
        return min(seconds, 3600)
    }

    /// Lays the screen out for `size`.
    mutating func layOut(size: ScreenSize) {
        self.size = size
        listRows = Layout.inbox(size: size).listRows
        list.keepCursorVisible(rows: listRows)
    }

    // MARK: - Keys

    /// The inbox's part of the reducer for a key: `command` is what the key map made of `key`
    /// (nil: typed into the filter, or unbound).
    mutating func update(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        if isEditingFilter {
            isEditingFilter = list.typeIntoFilter(command, key: key, rows: listRows)
            return
        }
        let confirming = confirmsMarkAll
        confirmsMarkAll = false
        guard let command else { return }
        switch command {
        case .down, .up, .top, .bottom, .pageDown, .pageUp: _ = list.move(command, rows: listRows)
        case .back where key == .escape && !list.filter.isEmpty: list.setFilter("")
        case .back: context.navigation = .back
        case .filter: isEditingFilter = true
        case .open: open(context: &context)
        case .browse:
            if let url = list.selected?.htmlURL { context.effects.append(.open(url)) }
        case .refresh: restart(context: &context, notice: "refreshing…")
        case .toggleRead:
            showsAll.toggle()
            restart(context: &context, notice: showsAll ? "all notifications, read ones too" : "unread only")
        case .toggleGrouping:
            isGrouped.toggle()
            list.setScope(scope)
            list.keepCursorVisible(rows: listRows)
            context.notice = isGrouped ? "grouped by repository" : "newest first"
        case .cycleReason:
            reason = reason.next
            list.setScope(scope)
            list.keepCursorVisible(rows: listRows)
            context.notice = "showing \(reason.title)"
        case .markRead: markRead(context: &context)
        case .markDone: markDone(context: &context)
        case .unsubscribe: unsubscribe(context: &context)
        case .markAllRead: markAllRead(confirmed: confirming, context: &context)
        default: break
        }
    }

    /// What the list keeps and how it orders it.
    private var scope: ListScope { ListScope(rule: reason.rule, grouped: isGrouped) }

    /// Asks for the first page again, forgetting what was loaded (marks in flight stay).
    private mutating func restart(context: inout UpdateContext, notice: String) {
        context.effects += [list.startOver(), wake, polling].compactMap { $0 }.map(Effect.cancel)
        wake = nil
        polling = nil
        pollError = nil
        context.notice = notice
    }

    /// The thread under the cursor.
    private var selectedThread: NotificationThread? {
        if case .notification(let thread)? = list.selected { thread } else { nil }
    }

    /// Enter: the subject's screen (marking the thread read, as GitHub's web does), else its URL.
    private mutating func open(context: inout UpdateContext) {
        guard let thread = selectedThread else { return }
        let subject = InboxSubject(thread)
        let screen: Screen
        switch subject.destination {
        case .issue(let repository, let number, let isPullRequest):
            screen = .issue(
                IssueScreen(
                    repository: repository, number: number, isPullRequest: isPullRequest, size: context.size))
        case .releases(let repository):
            var repo = RepoScreen(
                owner: repository.owner, name: repository.name, issueState: .open, size: context.size)
            repo.tab = .releases
            screen = .repository(repo)
        case .failedRuns(let repository):
            var repo = RepoScreen(
                owner: repository.owner, name: repository.name, issueState: .open, size: context.size)
            repo.tab = .actions
            repo.runFilter = .failed
            screen = .repository(repo)
        case .repository(let repository):
            screen = .repository(
                RepoScreen(
                    owner: repository.owner, name: repository.name, issueState: .open, size: context.size))
        case .web:
            let browse = context.key(.browse, in: .inbox)
            context.notice =
                subject.webURL.map {
                    "ghtui has no page for a \(subject.label) notification: \($0) (\(browse) opens it)"
                }
                ?? "ghtui has no page for this notification, and GitHub gave no link"
            return
        }
        if isUnread(.notification(thread)) {
            send(.markThreadRead(thread.id), .read(thread.id), context: &context)
        }
        context.navigation = .push(screen)
    }

    /// `m`: the thread read.
    private mutating func markRead(context: inout UpdateContext) {
        guard let thread = selectedThread else { return }
        guard isUnread(.notification(thread)) else {
            context.notice = "already read"
            return
        }
        send(.markThreadRead(thread.id), .read(thread.id), context: &context)
    }

    /// `d`: the thread done, its row gone at once.
    private mutating func markDone(context: inout UpdateContext) {
        guard let item = list.selected, case .notification(let thread) = item,
            let index = list.items.firstIndex(of: item)
        else { return }
        guard send(.markThreadDone(thread.id), .done(item, at: index), context: &context) else { return }
        var items = list.items
        items.remove(at: index)
        list.replaceItems(items)
        list.keepCursorVisible(rows: listRows)
    }

    /// `U`: no more notifications from the thread.
    private mutating func unsubscribe(context: inout UpdateContext) {
        guard let thread = selectedThread else { return }
        guard !ignoredHere.contains(thread.id) else {
            context.notice = "already unsubscribed from this thread"
            return
        }
        send(.ignoreThread(thread.id), .ignored(thread.id), context: &context)
    }

    /// `M`: asks first; the second `M` marks read every thread GitHub had when it last answered
    /// (anything newer stays unread).
    private mutating func markAllRead(confirmed: Bool, context: inout UpdateContext) {
        let unread = Set(
            list.items.compactMap { item -> String? in
                guard isUnread(item), case .notification(let thread) = item else { return nil }
                return thread.id
            })
        guard let askedAt else {
            context.notice = "nothing loaded yet"
            return
        }
        guard confirmed else {
            confirmsMarkAll = true
            let key = context.key(.markAllRead, in: .inbox)
            let count = unread.count == 1 ? "1 unread thread" : "\(unread.count) unread threads"
            context.notice =
                "mark every notification read (\(count) loaded)? press \(key) again; any other key cancels"
            return
        }
        send(.markAllRead(asOf: askedAt), .allRead(unread), context: &context)
    }

    /// Sends `write`, remembering `mark` to take back; false (and a notice) without a token.
    @discardableResult
    private mutating func send(_ write: Write, _ mark: Mark, context: inout UpdateContext) -> Bool {
        guard context.hasToken else {
            context.notice = write.needsToken
            return false
        }
        let id = context.makeRequestID()
        marks[id] = mark
        context.effects.append(.write(id, write))
        context.notice = write.done
        switch mark {
        case .read(let thread): readHere.insert(thread)
        case .ignored(let thread): ignoredHere.insert(thread)
        case .allRead(let threads): readHere.formUnion(threads)
        case .done: break
        }
        return true
    }
}
