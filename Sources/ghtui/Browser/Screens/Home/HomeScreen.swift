import Foundation
import GitHubKit

/// Home: the token's user's sections, each a GitHub search of issues and pull requests shown as
/// a tab with its count ("Review requested", "Your pull requests", … or the config file's),
/// then the Inbox and the user's profile as the last two tabs. Pull request rows show their
/// checks and review decision, asked for a page of rows at once. Loading is in
/// `HomeScreen+Loading`.
struct HomeScreen: Equatable, Sendable {
    /// What the sections are.
    let setup: HomeSetup
    /// The sections shown, in tab order.
    let sections: [HomeSection]
    /// The token's user, once GitHub (or the cache) said.
    var login: String?
    /// The ask for the token's user in flight.
    var viewerRequest: RequestID?
    /// Why the token's user could not be read.
    var viewerError: GitHubError?
    /// The section shown, an index into `sections`.
    var tab = 0
    /// Each section's rows.
    var lists: [ListState]
    /// Each section's `total_count`, once a page of it arrived.
    var totals: [Int: Int] = [:]
    /// The sections whose answer said `incomplete_results`.
    var incomplete: Set<Int> = []
    /// Reads of the response cache's copy of each section's first page, by section.
    var cacheReads: [RequestID: Int] = [:]
    /// Whether the cache has been asked for every section's first page.
    var readCaches = false
    /// The checks and review decisions of the pull request rows.
    var statuses = PullStatuses()
    /// Whether keys are typed into the list's filter.
    var isEditingFilter = false
    /// The size the screen was laid out for.
    private(set) var size: ScreenSize
    /// How many rows a list shows at once at that size.
    private(set) var listRows = 1

    /// Home with nothing loaded, on a screen of `size`.
    init(setup: HomeSetup, size: ScreenSize) {
        self.setup = setup
        sections = setup.shownSections
        lists = Array(repeating: ListState(), count: sections.count)
        self.size = size
        layOut(size: size)
    }

    /// The list of the section shown.
    var list: ListState {
        get { lists.indices.contains(tab) ? lists[tab] : ListState() }
        set { if lists.indices.contains(tab) { lists[tab] = newValue } }
    }

    /// Every request in flight for this screen, the cache reads included.
    var pendingRequests: [RequestID] {
        [viewerRequest].compactMap { $0 } + lists.compactMap { $0.pending?.id }
            + cacheReads.keys.sorted { $0.value < $1.value } + statuses.pendingRequests
    }

    /// Whether GitHub is being asked for anything (a cache read that found nothing is not).
    var isLoading: Bool {
        viewerRequest != nil || lists.contains { $0.pending != nil } || !statuses.pendingRequests.isEmpty
    }

    /// The screen's name in the title bar.
    var title: String { login.map { "home: \($0)" } ?? "home" }

    /// When the section's rows were fetched, while the cache's copy is shown.
    var cachedAt: Date? { list.showsCachedCopy ? list.cachedAt : nil }

    /// What went wrong: the token's user, or the section shown (its search refused: GitHub's 422).
    var problem: ScreenProblem? {
        if let viewerError { return ScreenProblem(error: viewerError, login: nil, showsData: false) }
        return list.error.map { ScreenProblem(error: $0, login: nil, showsData: !list.items.isEmpty) }
    }

    /// The query section `index` sends, once the token's user is known.
    func query(_ index: Int) -> String? {
        login.flatMap {
            sections[index].resolved(login: $0, now: setup.now, repository: setup.repository)
        }
    }

    /// Lays the screen out for `size`.
    mutating func layOut(size: ScreenSize) {
        self.size = size
        listRows = Layout.search(size: size).listRows
        for index in lists.indices { lists[index].keepCursorVisible(rows: listRows) }
    }

    // MARK: - Keys

    /// Home's part of the reducer for a key: `command` is what the key map made of `key` (nil:
    /// typed into the filter, or unbound).
    mutating func update(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        if isEditingFilter {
            isEditingFilter = list.typeIntoFilter(command, key: key, rows: listRows)
            return
        }
        guard let command else { return }
        switch command {
        case .down, .up, .top, .bottom, .pageDown, .pageUp: _ = list.move(command, rows: listRows)
        case .nextTab where !sections.isEmpty: tab = (tab + 1) % sections.count
        case .previousTab where !sections.isEmpty: tab = (tab + sections.count - 1) % sections.count
        case .showTab(let number): show(number, context: &context)
        case .back where key == .escape && !list.filter.isEmpty: list.setFilter("")
        case .back: context.navigation = .back
        case .filter: isEditingFilter = true
        case .open: open(context: &context)
        case .browse:
            if let url = list.selected?.htmlURL { context.effects.append(.open(url)) }
        case .refresh where viewerError != nil:
            // The token's user is asked again; the sections follow.
            viewerError = nil
            context.notice = "refreshing…"
        case .refresh:
            guard lists.indices.contains(tab) else { return }
            if let unwanted = lists[tab].startOver() { context.effects.append(.cancel(unwanted)) }
            totals[tab] = nil
            context.notice = "refreshing \(sections[tab].title)…"
        default: break
        }
    }

    /// The tab `number` (1 the first): a section, else the Inbox or the profile, which open
    /// their own screens.
    mutating func show(_ number: Int, context: inout UpdateContext) {
        let index = number - 1
        if sections.indices.contains(index) {
            tab = index
        } else if index == sections.count {
            context.navigation = .push(.inbox(InboxScreen(size: context.size)))
        } else if index == sections.count + 1 {
            context.navigation = .push(.profile(ProfileScreen(login: login, size: context.size)))
        }
    }

    /// Enter: the issue's or pull request's page.
    private mutating func open(context: inout UpdateContext) {
        guard case .issue(let issue)? = list.selected else { return }
        guard let repository = SearchScreen.repository(of: issue) else {
            context.notice = "\(context.key(.browse, in: .home)) opens #\(issue.number) on the web"
            return
        }
        context.navigation = .push(
            .issue(IssueScreen(repository: repository, issue: issue, size: context.size)))
    }
}
