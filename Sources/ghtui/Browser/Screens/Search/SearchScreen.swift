import Foundation
import GitHubKit

/// A search of GitHub: the query typed after `S` (GitHub's syntax, sent as typed) and three
/// tabs of results, Repositories · Users · Issues (with pull requests), each searched when
/// first shown and paged like every list. Loading is in `SearchScreen+Loading`.
struct SearchScreen: Equatable, Sendable {
    /// The query the results are for; empty until one has run.
    private(set) var query = ""
    /// The query being typed at the prompt; nil when the prompt is closed.
    var draft: String?
    /// The tab shown.
    var tab = SearchTab.repositories
    /// Each tab's results.
    var lists: [SearchTab: ListState]
    /// Each tab's `total_count`, once its first page arrived.
    var totals: [SearchTab: Int] = [:]
    /// The tabs whose answer said `incomplete_results` (GitHub timed out searching).
    var incomplete: Set<SearchTab> = []
    /// Whether keys are typed into the list's filter.
    var isEditingFilter = false
    /// `*` on the Repositories tab's rows.
    var stars = RowStars()
    /// The size the screen was laid out for.
    private(set) var size: ScreenSize
    /// How many rows a list shows at once at that size.
    private(set) var listRows = 1

    /// A screen with its prompt open on `query` (the last one run, or nothing), on a screen of `size`.
    init(query: String, size: ScreenSize) {
        draft = query
        self.size = size
        lists = Self.emptyLists()
        layOut(size: size)
    }

    private static func emptyLists() -> [SearchTab: ListState] {
        Dictionary(uniqueKeysWithValues: SearchTab.allCases.map { ($0, ListState()) })
    }

    /// The list of the current tab.
    var list: ListState {
        get { lists[tab] ?? ListState() }
        set { lists[tab] = newValue }
    }

    /// Whether the prompt is open.
    var isEditingQuery: Bool { draft != nil }

    /// Every request in flight for this screen.
    var pendingRequests: [RequestID] {
        SearchTab.allCases.compactMap { lists[$0]?.pending?.id } + stars.pending
    }

    /// The screen's name in the title bar.
    var title: String { query.isEmpty ? "search" : "search: \(query)" }

    /// What went wrong on the current tab (an invalid query: GitHub's 422, with its message).
    var problem: ScreenProblem? {
        list.error.map { ScreenProblem(error: $0, login: nil, showsData: !list.items.isEmpty) }
    }

    /// Lays the screen out for `size`.
    mutating func layOut(size: ScreenSize) {
        self.size = size
        listRows = Layout.search(size: size).listRows
        for tab in SearchTab.allCases { lists[tab]?.keepCursorVisible(rows: listRows) }
    }

    // MARK: - Keys

    /// The search screen's part of the reducer for a key: `command` is what the key map made of
    /// `key` (nil: a key typed into the prompt or the filter, or an unbound one).
    mutating func update(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        if draft != nil {
            editQuery(command, key: key, context: &context)
            return
        }
        if isEditingFilter {
            isEditingFilter = lists[tab]?.typeIntoFilter(command, key: key, rows: listRows) ?? false
            return
        }
        guard let command else { return }
        switch command {
        case .down, .up, .top, .bottom, .pageDown, .pageUp: _ = lists[tab]?.move(command, rows: listRows)
        case .nextTab: tab = tab.next
        case .previousTab: tab = tab.previous
        case .showSearchTab(let shown): tab = shown
        case .back where key == .escape && !list.filter.isEmpty: list.setFilter("")
        case .back: context.navigation = .back
        case .filter: isEditingFilter = true
        case .search: draft = query
        case .open: open(context: &context)
        case .browse:
            if let url = list.selected?.htmlURL { context.effects.append(.open(url)) }
        case .refresh: run(query, context: &context)
        case .star: stars.toggle(list.selected, context: &context)
        default: break
        }
    }

    /// A key at the prompt: typed text, Backspace, Enter runs the query as typed, Esc closes the
    /// prompt (and the screen, when no query has run yet).
    private mutating func editQuery(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        switch command {
        case .deleteCharacter?:
            if draft?.isEmpty == false { draft?.removeLast() }
        case .open?:
            let typed = draft ?? ""
            guard !typed.trimmingCharacters(in: .whitespaces).isEmpty else {
                context.notice = "type a search, e.g. language:swift stars:>100"
                return
            }
            guard typed.count <= SearchRoutes.maxQueryLength else {
                context.notice = "a search has at most \(SearchRoutes.maxQueryLength) characters"
                return
            }
            draft = nil
            run(typed, context: &context)
        case .back?:
            draft = nil
            if query.isEmpty { context.navigation = .back }
        case nil:
            guard case .character(let character) = key, (draft?.count ?? 0) < SearchRoutes.maxQueryLength
            else { return }
            draft?.append(character)
        default:
            break
        }
    }

    /// Starts `text` over on every tab: what was loading stops, the current tab searches first.
    mutating func run(_ text: String, context: inout UpdateContext) {
        context.effects += pendingRequests.map(Effect.cancel)
        stars.dropPending()
        query = text
        lists = Self.emptyLists()
        totals = [:]
        incomplete = []
        isEditingFilter = false
    }

    /// Enter: a repository's screen, a person's profile, an issue's or pull request's screen.
    private mutating func open(context: inout UpdateContext) {
        switch list.selected {
        case .repository(let repository)?:
            context.navigation = .push(.repository(RepoScreen(repository: repository, size: context.size)))
        case .person(let person)?:
            context.navigation = .push(.profile(ProfileScreen(login: person.login, size: context.size)))
        case .issue(let issue)?:
            guard let repository = Self.repository(of: issue) else {
                context.notice = "\(context.key(.browse, in: .search)) opens #\(issue.number) on the web"
                return
            }
            let screen = IssueScreen(repository: repository, issue: issue, size: context.size)
            context.navigation = .push(.issue(screen))
        default:
            break
        }
    }

    /// The repository an issue or pull request of a search belongs to, from its `repository_url`.
    static func repository(of issue: Issue) -> RepositoryName? {
        guard let url = issue.repositoryUrl.flatMap(URL.init(string:)) else { return nil }
        let parts = url.pathComponents.suffix(3)
        guard parts.count == 3, parts.first == "repos" else { return nil }
        return try? RepositoryName(owner: parts[parts.startIndex + 1], name: parts[parts.startIndex + 2])
    }
}
