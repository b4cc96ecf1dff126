import Foundation
import GitHubKit

/// A person's or organization's profile with its lists: its state, and its part of the
/// reducer for keys (answers and what it needs loaded: `ProfileScreen+Loading`).
struct ProfileScreen: Equatable, Sendable {
    /// The login; nil until the authenticated user is known (`ghtui` with a token, no `--user`).
    var login: String?
    /// The profile, once loaded.
    var user: User?
    /// When the profile was fetched from GitHub, if it came from the response cache.
    var userCachedAt: Date?
    /// Whether `user` is the response cache's copy, shown until GitHub answers.
    var userIsCachedCopy = false
    /// The profile request in flight.
    var userPending: RequestID?
    /// Why the profile could not be loaded.
    var userError: GitHubError?
    /// The list shown.
    var tab = Tab.repos
    /// The lists, one per tab.
    var lists: [Tab: ListState]
    /// The pinned repositories and the contribution calendar (GraphQL).
    var showcase = ProfileShowcase()
    /// An organization's own object: its description.
    var organization = OrgDetails()
    /// The order of the Repos tab.
    var repoSort = RepoSort.updated
    /// Whether keys are typed into the filter.
    var isEditingFilter = false
    /// Commands typed ahead of the data: moves past the loaded end wait for the next page, and
    /// what follows them waits too; they apply, in order, when it arrives.
    var typedAhead: [KeyCommand] = []
    /// `F`: whether the token's user follows the person, and a follow in flight.
    var follow = FollowState()
    /// The wait for the frame that shows the first page, after which the profile's extras are
    /// asked for (pinned repositories, the graph, whether you follow); nil when not waiting.
    var extrasWait: RequestID?
    /// Whether that frame was drawn: the extras may be asked for.
    var extrasDue = false
    /// `*` on the repository rows of the Repos and Stars tabs.
    var stars = RowStars()
    /// The size the screen was laid out for.
    private(set) var size: ScreenSize
    /// How many rows of the list show at once, for that size and the summary loaded.
    private(set) var listRows = 1

    /// A profile about to load `login` (nil: the token's user) on a screen of `size`.
    init(login: String?, size: ScreenSize) {
        self.login = login
        self.size = size
        lists = Dictionary(uniqueKeysWithValues: Tab.allCases.map { ($0, ListState()) })
        lists[.repos] = ListState(apiSort: RepoSort.updated.apiSort)
        layOut(size: size)
    }

    /// The list of the current tab.
    var list: ListState {
        get { lists[tab]! }
        set { lists[tab] = newValue }
    }

    /// Every request in flight for this screen.
    var pendingRequests: [RequestID] {
        [userPending, organization.pending, extrasWait].compactMap { $0 } + follow.pending + stars.pending
            + Tab.allCases.compactMap { lists[$0]?.pending?.id }
            + showcase.pendingRequests
    }

    /// Whether a cached copy is on screen while GitHub is asked for the current one.
    var isRevalidating: Bool {
        (userIsCachedCopy && userPending != nil) || (list.showsCachedCopy && list.pending != nil)
    }

    /// The number of items the current tab will have, as the profile counts them.
    func expectedCount(of tab: Tab) -> Int? {
        guard let user else { return nil }
        switch tab {
        case .repos: return user.publicRepos
        case .followers: return user.followers
        case .following: return user.following
        // The token's own user also sees secret gists: the list may hold more than this.
        case .gists: return user.publicGists
        case .stars, .activity, .people: return nil
        }
    }

    // MARK: - View model

    /// The screen's name in the title bar.
    var title: String { user?.login ?? login ?? "you" }

    /// When the oldest cached answer on screen was fetched.
    var cachedAt: Date? { [userCachedAt, list.cachedAt].compactMap { $0 }.min() }

    /// What went wrong, if anything, and whether what failed to load still shows an earlier copy
    /// (a fresh profile above a list that failed is not "cached data").
    var problem: ScreenProblem? {
        if let userError { return ScreenProblem(error: userError, login: login, showsData: user != nil) }
        guard let error = list.error else { return nil }
        return ScreenProblem(error: error, login: login, showsData: !list.items.isEmpty)
    }

    /// Works out the list's height for `size`: once per resize or new summary, never per key.
    mutating func layOut(size: ScreenSize) {
        self.size = size
        let layout = Layout.profile(self, size: size)
        listRows = layout.listRows
        showcase.shownRows = layout.pinnedRows
    }

    // MARK: - Keys

    /// The profile's part of the reducer for a key: `command` is what the key map made of
    /// `key` (nil: a key typed into the filter, or an unbound one).
    mutating func update(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        switch command {
        case .down?, .up?, .top?, .bottom?, .pageDown?, .pageUp?, .open?, .browse?:
            if !typedAhead.isEmpty {
                typedAhead.append(command!)
            } else if !movePinned(command!) {
                act(command!, key: key, context: &context)
            }
        default:
            // Anything else is about the screen, not the cursor: what waited is dropped.
            typedAhead = []
            if isEditingFilter {
                isEditingFilter = list.editFilter(command, key: key)
            } else if let command {
                act(command, key: key, context: &context)
            }
        }
    }

    private mutating func act(_ command: KeyCommand, key: KeyEvent, context: inout UpdateContext) {
        switch command {
        case .down, .up, .top, .bottom, .pageDown, .pageUp:
            if !list.move(command, rows: listRows) { typedAhead.append(command) }
        case .nextTab: show(tab(after: 1))
        case .previousTab: show(tab(after: -1))
        case .showTab(let number): showTab(number: number, context: &context)
        case .back where key == .escape && !list.filter.isEmpty:
            list.setFilter("")
        case .back: context.navigation = .back
        case .filter: isEditingFilter = true
        case .sort: sort(context: &context)
        case .browse:
            if let url = pinnedURL ?? list.selected?.htmlURL ?? user?.htmlUrl {
                context.effects.append(.open(url))
            }
        case .refresh: refresh(context: &context)
        case .follow: follow.toggle(user, context: &context)
        case .star: stars.toggle(showcase.cursor == nil ? list.selected : nil, context: &context)
        case .open:
            if let pinned = openPinned(size: context.size) {
                context.navigation = .push(pinned)
                return
            }
            switch list.selected {
            case .person(let person)?:
                context.navigation = .push(.profile(ProfileScreen(login: person.login, size: context.size)))
            case .repository(let repository)?:
                context.navigation = .push(
                    .repository(RepoScreen(repository: repository, size: context.size)))
            case .activity(let entry)?:
                // An entry has no screen of its own: its page on the web is the detail.
                if let link = entry.link { context.effects.append(.open(link.absoluteString)) }
            case .gist(let gist)?:
                context.navigation = .push(.gist(GistScreen(gist: gist, size: context.size)))
            default:
                break
            }
        default:
            break
        }
    }

    private mutating func sort(context: inout UpdateContext) {
        guard tab == .repos else {
            context.notice = "\(context.key(.sort, in: .profile)) sorts the Repos tab"
            return
        }
        repoSort = repoSort.next
        context.notice = "sorted by \(repoSort.title)"
        if let unwanted = list.order(by: repoSort) { context.effects.append(.cancel(unwanted)) }
    }

    /// Reloads the profile and the shown list's first page; what is loaded stays on screen
    /// until the new answers arrive.
    private mutating func refresh(context: inout UpdateContext) {
        // A later page that failed is asked for again: the pages loaded and the place in them stay.
        if let login, user != nil, userError == nil, list.error != nil, list.loadedPages > 0, list.hasMore {
            list.error = nil
            let id = context.makeRequestID()
            let page = list.loadedPages + 1
            list.pending = PendingPage(id: id, page: page, replacing: false)
            context.effects.append(
                .fetch(id, list.fetch(page: page, of: tab, login: login, perPage: context.perPage)))
            context.notice = "retrying page \(page)…"
            return
        }
        if let pending = userPending { context.effects.append(.cancel(pending)) }
        if let pending = organization.refresh() { context.effects.append(.cancel(pending)) }
        userPending = nil
        userError = nil
        if let login = login ?? user?.login {
            let id = context.makeRequestID()
            userPending = id
            context.effects.append(.fetch(id, .user(login)))
            if let pending = list.pending { context.effects.append(.cancel(pending.id)) }
            list.error = nil
            let page = context.makeRequestID()
            list.pending = PendingPage(id: page, page: 1, replacing: true)
            context.effects.append(
                .fetch(page, list.fetch(page: 1, of: tab, login: login, perPage: context.perPage)))
        }
        context.notice = "refreshing…"
    }
}
