import Foundation
import GitHubKit

/// One list of a profile: the pages loaded so far, what is in flight, and where the cursor is.
struct ListState: Equatable, Sendable {
    /// Every item loaded, in GitHub's order.
    private(set) var items: [ListItem] = []
    /// The rows shown: indices into `items`, after the filter and any local sort.
    private(set) var visible: [Int] = []
    /// How many API pages `items` holds.
    private(set) var loadedPages = 0
    /// How many pages the list has, when GitHub's Link header said.
    private(set) var totalPages: Int?
    /// Whether GitHub has more pages than those loaded.
    private(set) var hasMore = true
    /// The next page's URL, as the last page's Link header gave it.
    private(set) var nextURL: URL?
    /// The page request in flight.
    var pending: PendingPage?
    /// Why the last request failed; no more pages are asked for until a refresh.
    var error: GitHubError?
    /// The selected row, an index into `visible`.
    var cursor = 0
    /// The first row on screen, an index into `visible`.
    var scroll = 0
    /// The filter text typed after `/`; empty shows everything.
    private(set) var filter = ""
    /// When the newest page was fetched from GitHub, if it came from the response cache.
    var cachedAt: Date?
    /// Whether the items are the response cache's copy of page 1, shown until GitHub answers.
    private(set) var showsCachedCopy = false
    /// The order asked of GitHub (the Repos tab only).
    private(set) var apiSort: RepositorySort?
    /// Whether rows are sorted by stars here rather than in GitHub's order.
    private(set) var sortsByStars = false
    /// Which rows show before the filter, and whether they are grouped.
    private(set) var scope = ListScope()

    /// An empty list that will ask GitHub for `apiSort`.
    init(apiSort: RepositorySort? = nil) {
        self.apiSort = apiSort
    }

    /// The item under the cursor.
    var selected: ListItem? {
        visible.indices.contains(cursor) ? items[visible[cursor]] : nil
    }

    /// Whether nothing has been loaded or asked for yet.
    var isUntouched: Bool { loadedPages == 0 && pending == nil && error == nil }

    /// Adds a page that arrived; a replacing page starts the list over. A cached copy is
    /// shown until GitHub's answer replaces it.
    mutating func receive(_ page: PageResult, replacing: Bool, isCachedCopy: Bool = false) {
        showsCachedCopy = isCachedCopy
        if replacing {
            items = page.items
            loadedPages = 1
        } else {
            items += page.items
            loadedPages += 1
        }
        totalPages = page.totalPages
        hasMore = page.next != nil
        nextURL = page.next
        cachedAt = page.cachedAt
        error = nil
        refreshVisible()
    }

    /// Takes the answer to the page in flight: GitHub's ends the request (and replaces a cached
    /// copy); the response cache's copy (`isCachedCopy`) is shown only while nothing is loaded,
    /// and the request stays in flight.
    mutating func receivePending(_ page: PageResult, isCachedCopy: Bool) {
        guard let pending else { return }
        if isCachedCopy {
            guard loadedPages == 0 else { return }
            receive(page, replacing: true, isCachedCopy: true)
        } else {
            self.pending = nil
            receive(page, replacing: pending.replacing || showsCachedCopy)
        }
    }

    /// Forgets every page, e.g. before asking GitHub for another order.
    mutating func reset(apiSort: RepositorySort?) {
        self = ListState(apiSort: apiSort)
    }

    /// Forgets every page so that GitHub is asked again, keeping the order asked for, the scope
    /// and the typed filter; returns the page request in flight, no longer wanted, if any.
    @discardableResult
    mutating func startOver() -> RequestID? {
        let unwanted = pending?.id
        let (filter, scope) = (self.filter, self.scope)
        self = ListState(apiSort: apiSort)
        setScope(scope)
        setFilter(filter)
        return unwanted
    }

    /// Shows rows matching `text` (case-insensitive), cursor on the first.
    mutating func setFilter(_ text: String) {
        filter = text
        cursor = 0
        scroll = 0
        refreshVisible()
    }

    /// A key while the filter is typed: the moves (`↓`, `↑`, page down and up) move the cursor
    /// over `rows` rows, anything else edits the filter; returns whether typing goes on.
    mutating func typeIntoFilter(_ command: KeyCommand?, key: KeyEvent, rows: Int) -> Bool {
        switch command {
        case .down?, .up?, .pageDown?, .pageUp?:
            _ = move(command!, rows: rows)
            return true
        default:
            return editFilter(command, key: key)
        }
    }

    /// Applies a key typed into the filter (`command` is what the key map made of `key`, nil for
    /// typed text); returns whether typing goes on.
    mutating func editFilter(_ command: KeyCommand?, key: KeyEvent) -> Bool {
        switch (command, key) {
        case (.keepFilter?, _): return false
        case (.clearFilter?, _):
            setFilter("")
            return false
        case (.deleteCharacter?, _): setFilter(String(filter.dropLast()))
        case (nil, .character(let character)): setFilter(filter + String(character))
        default: break
        }
        return true
    }

    /// Orders the rows as `sort` says: asks GitHub again (forgetting the pages, keeping the
    /// filter) when its order differs from the loaded one, else sorts here. Returns the page
    /// request in flight, no longer wanted, if any.
    mutating func order(by sort: RepoSort) -> RequestID? {
        guard let apiSort = sort.apiSort, apiSort != self.apiSort else {
            setSortsByStars(sort == .stars)
            return nil
        }
        let unwanted = pending?.id
        let filter = self.filter
        reset(apiSort: apiSort)
        setFilter(filter)
        return unwanted
    }

    /// Shows the rows `scope` keeps, in its order; the cursor stays on its item when that still
    /// shows, else on the first row.
    mutating func setScope(_ scope: ListScope) {
        let selected = visible.indices.contains(cursor) ? visible[cursor] : nil
        self.scope = scope
        refreshVisible()
        if let selected, let row = visible.firstIndex(of: selected) {
            cursor = row
        } else {
            cursor = 0
            scroll = 0
        }
    }

    /// Puts `items` in place of the loaded ones, the pages and cursor kept (an edit shown before
    /// GitHub's next answer, or a refreshed first page merged in).
    mutating func replaceItems(_ items: [ListItem]) {
        self.items = items
        refreshVisible()
    }

    /// Turns the local star sort on or off, cursor on the first row.
    mutating func setSortsByStars(_ on: Bool) {
        sortsByStars = on
        cursor = 0
        scroll = 0
        refreshVisible()
    }

    /// Whether the list can grow where the cursor goes: GitHub has more pages, none failed,
    /// and no filter hides where their rows would go.
    var canGrow: Bool { filter.isEmpty && hasMore && error == nil }

    /// Moves the cursor as `command` says in a window of `rows` rows. A move past the loaded
    /// end of a list that can grow moves nothing and returns false: it waits for the next page.
    mutating func move(_ command: KeyCommand, rows: Int) -> Bool {
        let rows = max(1, rows)
        switch command {
        case .down where canGrow && cursor + 1 >= visible.count,
            .pageDown where canGrow && cursor + rows >= visible.count:
            return false
        case .down: moveCursor(to: cursor + 1, rows: rows)
        case .up: moveCursor(to: cursor - 1, rows: rows)
        case .top: moveCursor(to: 0, rows: rows)
        case .bottom: moveCursor(to: visible.count - 1, rows: rows)
        case .pageDown:
            scroll = min(scroll + rows, max(0, visible.count - rows))
            moveCursor(to: cursor + rows, rows: rows)
        case .pageUp:
            scroll = max(0, scroll - rows)
            moveCursor(to: cursor - rows, rows: rows)
        default: break
        }
        return true
    }

    /// Moves the cursor to `row` (clamped) and scrolls so that it shows in `rows` rows.
    mutating func moveCursor(to row: Int, rows: Int) {
        cursor = max(0, min(row, visible.count - 1))
        keepCursorVisible(rows: rows)
    }

    /// Scrolls so that the cursor shows in a window of `rows` rows.
    mutating func keepCursorVisible(rows: Int) {
        let rows = max(1, rows)
        cursor = max(0, min(cursor, visible.count - 1))
        if cursor < scroll { scroll = cursor }
        if cursor >= scroll + rows { scroll = cursor - rows + 1 }
        scroll = max(0, min(scroll, max(0, visible.count - rows)))
    }

    private mutating func refreshVisible() {
        let needle = filter.lowercased()
        var rows = items.indices.filter {
            scope.keeps(items[$0]) && (needle.isEmpty || items[$0].matches(needle))
        }
        if sortsByStars {
            // Stable: equal star counts keep GitHub's order.
            rows = rows.enumerated().sorted { lhs, rhs in
                let left = items[lhs.element].stars
                let right = items[rhs.element].stars
                return left != right ? left > right : lhs.offset < rhs.offset
            }.map(\.element)
        }
        visible = scope.grouped ? scope.grouping(rows, of: items) : rows
        cursor = max(0, min(cursor, visible.count - 1))
    }

    /// The request for page `page` of `login`'s `tab` list: in this list's order, and past page 1
    /// by the URL the last page's Link header gave.
    func fetch(page: Int, of tab: Tab, login: String, perPage: Int) -> Fetch {
        .page(tab, login: login, page: page, perPage: perPage, sort: apiSort, next: page > 1 ? nextURL : nil)
    }
}
