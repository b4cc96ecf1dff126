import GitHubKit

/// The browser's one pure function: a state and an action in, the next state and the
/// effects to run out.
///
/// After every action the reducer also reconciles: it starts the loads the screen on top
/// needs (its profile, the first page of the shown list, the next page when the cursor
/// nears the end) and cancels every request of screens and tabs no longer shown.
///
/// A profile and a list's first page are stale-while-revalidate: the response cache's copy
/// (`.readCache`, answered by `.cached`) is shown at once while GitHub is asked (`.fetch`),
/// and GitHub's answer replaces it; an error leaves the copy on screen.
enum Reducer {
    /// How `state` changes with `action`, and what to do about it.
    static func reduce(_ state: BrowserState, _ action: Action) -> (BrowserState, [Effect]) {
        var state = state
        var effects: [Effect] = []
        apply(action, to: &state, effects: &effects)
        reconcile(&state, effects: &effects)
        return (state, effects)
    }

    // MARK: - Actions

    private static func apply(_ action: Action, to state: inout BrowserState, effects: inout [Effect]) {
        switch action {
        case .key(let key):
            press(key, state: &state, effects: &effects)
        case .resize(let size):
            state.size = size
        case .tick:
            state.spinner &+= 1
        case .rateLimit(let status):
            state.rateLimit = status
        case .cached(let id, let payload):
            guard let index = owner(of: id, in: state) else { return }
            var screen = state.stack[index]
            showCached(payload, for: id, on: &screen, state: &state)
            state.stack[index] = screen
        case .loaded(let id, let payload):
            guard let index = owner(of: id, in: state) else { return }
            var screen = state.stack[index]
            receive(payload, for: id, on: &screen, state: &state)
            state.stack[index] = screen
        case .failed(let id, let error):
            guard let index = owner(of: id, in: state) else { return }
            fail(error, for: id, on: &state.stack[index])
        case .notice(let text):
            state.notice = text
        }
    }

    private static func press(_ key: KeyEvent, state: inout BrowserState, effects: inout [Effect]) {
        if key == .resize { return }
        if key == .control("c") {
            state.quits = true
            return
        }
        if state.showsHelp {
            state.showsHelp = false
            return
        }
        state.notice = nil
        // `q` and `?` are commands everywhere except where they are typed as text.
        if !isTyping(state.top), key == .character("q") || key == .character("?") {
            if key == .character("q") { state.quits = true } else { state.showsHelp = true }
            return
        }
        switch state.top {
        case .prompt(var prompt):
            pressOnPrompt(key, prompt: &prompt, state: &state)
        case .profile(var profile):
            if profile.isEditingFilter {
                pressInFilter(key, profile: &profile, state: &state)
                if case .profile = state.top { state.top = .profile(profile) }
            } else {
                pressOnProfile(key, profile: &profile, state: &state, effects: &effects)
            }
        case .repository(var screen):
            pressOnRepository(key, screen: &screen, state: &state, effects: &effects)
        }
    }

    /// Whether keys on `screen` go into a text field (the login prompt or the filter).
    private static func isTyping(_ screen: Screen) -> Bool {
        switch screen {
        case .prompt: true
        case .profile(let profile): profile.isEditingFilter
        case .repository: false
        }
    }

    private static func pressOnPrompt(_ key: KeyEvent, prompt: inout LoginPrompt, state: inout BrowserState) {
        switch key {
        case .character(let character):
            if prompt.text.count < 39 { prompt.text.append(character) }
            prompt.error = nil
        case .backspace:
            if !prompt.text.isEmpty { prompt.text.removeLast() }
            prompt.error = nil
        case .escape:
            state.quits = true
            return
        case .enter:
            let login = prompt.text.trimmingCharacters(in: .whitespaces)
            do {
                try GitHubNames.validateLogin(login)
                state.stack = [.profile(ProfileScreen(login: login))]
                return
            } catch {
                prompt.error = login.isEmpty ? "type a GitHub login" : "\(error)"
            }
        default:
            break
        }
        state.top = .prompt(prompt)
    }

    private static func pressInFilter(
        _ key: KeyEvent, profile: inout ProfileScreen, state: inout BrowserState
    ) {
        let rows = Layout.profile(profile, size: state.size).listRows
        switch key {
        case .character(let character):
            profile.list.setFilter(profile.list.filter + String(character))
        case .backspace:
            profile.list.setFilter(String(profile.list.filter.dropLast()))
        case .enter:
            profile.isEditingFilter = false
        case .escape:
            profile.isEditingFilter = false
            profile.list.setFilter("")
        case .down:
            profile.list.moveCursor(to: profile.list.cursor + 1, rows: rows)
        case .up:
            profile.list.moveCursor(to: profile.list.cursor - 1, rows: rows)
        case .pageDown:
            profile.list.moveCursor(to: profile.list.cursor + rows, rows: rows)
        case .pageUp:
            profile.list.moveCursor(to: profile.list.cursor - rows, rows: rows)
        default:
            break
        }
    }

    private static func pressOnProfile(
        _ key: KeyEvent, profile: inout ProfileScreen, state: inout BrowserState, effects: inout [Effect]
    ) {
        let rows = Layout.profile(profile, size: state.size).listRows
        var list = profile.list
        switch key {
        case .down, .character("j"):
            list.moveCursor(to: list.cursor + 1, rows: rows)
        case .up, .character("k"):
            list.moveCursor(to: list.cursor - 1, rows: rows)
        case .home, .character("g"):
            list.moveCursor(to: 0, rows: rows)
        case .end, .character("G"):
            list.moveCursor(to: list.visible.count - 1, rows: rows)
        case .pageDown, .character("n"), .character(" "), .control("f"), .control("d"):
            list.scroll = min(list.scroll + rows, max(0, list.visible.count - rows))
            list.moveCursor(to: list.cursor + rows, rows: rows)
        case .pageUp, .character("p"), .control("b"), .control("u"):
            list.scroll = max(0, list.scroll - rows)
            list.moveCursor(to: list.cursor - rows, rows: rows)
        case .tab, .right, .character("l"):
            profile.tab = profile.tab.next
            state.top = .profile(profile)
            return
        case .backTab, .left:
            profile.tab = profile.tab.previous
            state.top = .profile(profile)
            return
        case .character(let digit) where ("1"..."5").contains(digit):
            profile.tab = Tab(rawValue: Int(String(digit))! - 1)!
            state.top = .profile(profile)
            return
        case .escape where !list.filter.isEmpty:
            list.setFilter("")
        case .backspace, .escape, .character("h"):
            goBack(&state, effects: &effects)
            return
        case .character("/"):
            profile.isEditingFilter = true
        case .character("s"):
            guard profile.tab == .repos else {
                state.notice = "s sorts the Repos tab"
                return
            }
            profile.repoSort = profile.repoSort.next
            state.notice = "sorted by \(profile.repoSort.title)"
            if let apiSort = profile.repoSort.apiSort, apiSort != list.apiSort {
                if let pending = list.pending { effects.append(.cancel(pending.id)) }
                let filter = list.filter
                list.reset(apiSort: apiSort)
                list.setFilter(filter)
            } else {
                list.setSortsByStars(profile.repoSort == .stars)
            }
        case .character("o"):
            let url = list.selected?.htmlURL ?? profile.user?.htmlUrl
            if let url { effects.append(.open(url)) }
        case .character("r"):
            refresh(&profile, list: &list, state: &state, effects: &effects)
        case .enter:
            profile.list = list
            state.top = .profile(profile)
            switch list.selected {
            case .person(let person)?:
                state.stack.append(.profile(ProfileScreen(login: person.login)))
            case .repository(let repository)?:
                state.stack.append(.repository(RepoScreen(repository: repository)))
            case .activity(let entry)?:
                // An entry has no screen of its own: its page on the web is the detail.
                if let link = entry.link { effects.append(.open(link.absoluteString)) }
            case nil:
                break
            }
            return
        default:
            break
        }
        profile.list = list
        state.top = .profile(profile)
    }

    private static func pressOnRepository(
        _ key: KeyEvent, screen: inout RepoScreen, state: inout BrowserState, effects: inout [Effect]
    ) {
        let rows = Layout.pageRows(state.size)
        func last() -> Int { max(0, RepoPage.lines(screen, width: state.size.width - 2).count - rows) }
        switch key {
        case .down, .character("j"):
            screen.scroll = min(screen.scroll + 1, last())
        case .up, .character("k"):
            screen.scroll = max(0, screen.scroll - 1)
        case .pageDown, .character("n"), .character(" "), .control("f"), .control("d"):
            screen.scroll = min(screen.scroll + rows, last())
        case .pageUp, .character("p"), .control("b"), .control("u"):
            screen.scroll = max(0, screen.scroll - rows)
        case .home, .character("g"):
            screen.scroll = 0
        case .end, .character("G"):
            screen.scroll = last()
        case .backspace, .escape, .character("h"), .left:
            goBack(&state, effects: &effects)
            return
        case .character("o"):
            effects.append(.open(screen.repository?.htmlUrl ?? "\(screen.owner)/\(screen.name)"))
        case .character("r"):
            for id in screen.pendingRequests { effects.append(.cancel(id)) }
            screen.repositoryPending = nil
            screen.readmePending = nil
            screen.repositoryError = nil
            screen.readmeError = nil
            screen.isComplete = false
            screen.readme = nil
        default:
            break
        }
        state.top = .repository(screen)
    }

    /// Pops the top screen, cancelling what it was loading; the one below comes back with
    /// its cursor and scroll as they were.
    private static func goBack(_ state: inout BrowserState, effects: inout [Effect]) {
        guard state.stack.count > 1 else { return }
        let leaving = state.stack.removeLast()
        effects += leaving.pendingRequests.map(Effect.cancel)
    }

    /// Reloads the profile and the shown list's first page; what is loaded stays on screen
    /// until the new answers arrive.
    private static func refresh(
        _ profile: inout ProfileScreen, list: inout ListState, state: inout BrowserState,
        effects: inout [Effect]
    ) {
        if let pending = profile.userPending { effects.append(.cancel(pending)) }
        profile.userPending = nil
        profile.userError = nil
        if let login = profile.login ?? profile.user?.login {
            let id = state.makeRequestID()
            profile.userPending = id
            effects.append(.fetch(id, .user(login)))
            if let pending = list.pending { effects.append(.cancel(pending.id)) }
            list.error = nil
            let page = state.makeRequestID()
            list.pending = PendingPage(id: page, page: 1, replacing: true)
            effects.append(
                .fetch(
                    page,
                    .page(profile.tab, login: login, page: 1, perPage: state.perPage, sort: list.apiSort)))
        }
        state.notice = "refreshing…"
    }

    // MARK: - Answers

    /// The index of the screen waiting for `id`, if one still is.
    private static func owner(of id: RequestID, in state: BrowserState) -> Int? {
        state.stack.lastIndex { $0.pendingRequests.contains(id) }
    }

    private static func receive(
        _ payload: Payload, for id: RequestID, on screen: inout Screen, state: inout BrowserState
    ) {
        switch (screen, payload) {
        case (.profile(var profile), .user(let user, let cachedAt)) where profile.userPending == id:
            profile.userPending = nil
            profile.userIsCachedCopy = false
            profile.user = user
            profile.login = user.login
            profile.userCachedAt = cachedAt
            profile.userError = nil
            if let name = user.name, !name.isEmpty { state.names[user.login] = name }
            screen = .profile(profile)
        case (.profile(var profile), .page(let page)):
            guard let tab = Tab.allCases.first(where: { profile.lists[$0]?.pending?.id == id }),
                var list = profile.lists[tab], let pending = list.pending
            else { return }
            list.pending = nil
            list.receive(page, replacing: pending.replacing || list.showsCachedCopy)
            profile.lists[tab] = list
            screen = .profile(profile)
        case (.repository(var repo), .repository(let repository, let cachedAt))
        where repo.repositoryPending == id:
            repo.repositoryPending = nil
            repo.repository = repository
            repo.isComplete = true
            repo.cachedAt = cachedAt
            screen = .repository(repo)
        case (.repository(var repo), .readme(let text)) where repo.readmePending == id:
            repo.readmePending = nil
            repo.readme = ReadmeDocument(markdown: text ?? "(The README is not UTF-8 text.)")
            screen = .repository(repo)
        default:
            break
        }
    }

    /// Shows the cache's copy for `id` when the screen has nothing of its own yet; the request
    /// stays in flight, and its answer replaces the copy.
    private static func showCached(
        _ payload: Payload, for id: RequestID, on screen: inout Screen, state: inout BrowserState
    ) {
        guard case .profile(var profile) = screen else { return }
        switch payload {
        case .user(let user, let cachedAt) where profile.userPending == id && profile.user == nil:
            profile.user = user
            profile.userIsCachedCopy = true
            profile.login = user.login
            profile.userCachedAt = cachedAt
            if let name = user.name, !name.isEmpty { state.names[user.login] = name }
        case .page(let page):
            guard let tab = Tab.allCases.first(where: { profile.lists[$0]?.pending?.id == id }),
                var list = profile.lists[tab], list.loadedPages == 0
            else { return }
            list.receive(page, replacing: true, isCachedCopy: true)
            profile.lists[tab] = list
        default:
            return
        }
        screen = .profile(profile)
    }

    private static func fail(_ error: GitHubError, for id: RequestID, on screen: inout Screen) {
        switch screen {
        case .profile(var profile):
            if profile.userPending == id {
                profile.userPending = nil
                profile.userError = error
            }
            for tab in Tab.allCases where profile.lists[tab]?.pending?.id == id {
                profile.lists[tab]?.pending = nil
                profile.lists[tab]?.error = error
            }
            screen = .profile(profile)
        case .repository(var repo):
            if repo.repositoryPending == id {
                repo.repositoryPending = nil
                repo.repositoryError = error
            }
            if repo.readmePending == id {
                repo.readmePending = nil
                repo.readmeError = error
            }
            screen = .repository(repo)
        case .prompt:
            break
        }
    }

    // MARK: - Reconciling

    /// Starts what the top screen needs and cancels what nothing shows.
    private static func reconcile(_ state: inout BrowserState, effects: inout [Effect]) {
        for index in state.stack.indices.dropLast() {
            let pending = state.stack[index].pendingRequests
            guard !pending.isEmpty else { continue }
            effects += pending.map(Effect.cancel)
            state.stack[index] = dropPending(state.stack[index])
        }
        switch state.top {
        case .prompt:
            break
        case .profile(var profile):
            reconcile(&profile, state: &state, effects: &effects)
            state.top = .profile(profile)
        case .repository(var screen):
            reconcile(&screen, state: &state, effects: &effects)
            state.top = .repository(screen)
        }
    }

    private static func reconcile(
        _ profile: inout ProfileScreen, state: inout BrowserState, effects: inout [Effect]
    ) {
        // A cached copy whose revalidation was cancelled (the user went on) is asked for again.
        if profile.user == nil || profile.userIsCachedCopy, profile.userPending == nil,
            profile.userError == nil
        {
            let id = state.makeRequestID()
            profile.userPending = id
            let fetch = profile.login.map(Fetch.user) ?? .authenticatedUser
            if profile.user == nil { effects.append(.readCache(id, fetch)) }
            effects.append(.fetch(id, fetch))
        }
        for tab in Tab.allCases where tab != profile.tab {
            // A list no longer shown stops loading; it asks again when shown.
            if let pending = profile.lists[tab]?.pending {
                effects.append(.cancel(pending.id))
                profile.lists[tab]?.pending = nil
            }
        }
        let rows = Layout.profile(profile, size: state.size).listRows
        var list = profile.list
        list.keepCursorVisible(rows: rows)
        let nearEnd = list.filter.isEmpty && list.cursor >= list.visible.count - max(rows, 10)
        if let login = profile.login, list.pending == nil, list.error == nil,
            list.showsCachedCopy || (list.hasMore && (list.loadedPages == 0 || nearEnd))
        {
            // A cached first page is revalidated before any page after it is asked for.
            let id = state.makeRequestID()
            let page = list.showsCachedCopy ? 1 : list.loadedPages + 1
            list.pending = PendingPage(id: id, page: page, replacing: list.showsCachedCopy)
            let fetch = Fetch.page(
                profile.tab, login: login, page: page, perPage: state.perPage, sort: list.apiSort,
                next: page > 1 ? list.nextURL : nil)
            if list.loadedPages == 0 { effects.append(.readCache(id, fetch)) }
            effects.append(.fetch(id, fetch))
        }
        profile.list = list
    }

    private static func reconcile(
        _ screen: inout RepoScreen, state: inout BrowserState, effects: inout [Effect]
    ) {
        if !screen.isComplete && screen.repositoryPending == nil && screen.repositoryError == nil {
            let id = state.makeRequestID()
            screen.repositoryPending = id
            effects.append(.fetch(id, .repository(owner: screen.owner, name: screen.name)))
        }
        if screen.readme == nil && screen.readmePending == nil && screen.readmeError == nil {
            let id = state.makeRequestID()
            screen.readmePending = id
            effects.append(.fetch(id, .readme(owner: screen.owner, name: screen.name)))
        }
        let rows = Layout.pageRows(state.size)
        screen.scroll = max(
            0, min(screen.scroll, RepoPage.lines(screen, width: state.size.width - 2).count - rows))
    }

    /// `screen` with its requests forgotten (they were cancelled); it asks again when shown.
    private static func dropPending(_ screen: Screen) -> Screen {
        switch screen {
        case .prompt:
            return screen
        case .profile(var profile):
            profile.userPending = nil
            for tab in Tab.allCases { profile.lists[tab]?.pending = nil }
            return .profile(profile)
        case .repository(var repo):
            repo.repositoryPending = nil
            repo.readmePending = nil
            return .repository(repo)
        }
    }
}
