import GitHubKit

/// The browser's one pure function: a state and an action in, the next state and the
/// effects to run out.
///
/// It is a dispatcher: global keys (quit, help) are handled here, the rest of a key and
/// every answer go to the screen they belong to (`LoginPrompt`, `ProfileScreen`,
/// `RepoScreen`, each with its own `update`), and where a screen asks to go is applied here.
/// After every action the screen on top reconciles (starts what it needs loaded), and every
/// request of screens no longer shown is cancelled.
///
/// A profile and a list's first page are stale-while-revalidate: the response cache's copy
/// (`.readCache`, answered by `.cached`) is shown at once while GitHub is asked (`.fetch`),
/// and GitHub's answer replaces it; an error leaves the copy on screen.
enum Reducer {
    /// How `state` changes with `action`, and what to do about it.
    static func reduce(_ state: BrowserState, _ action: Action) -> (BrowserState, [Effect]) {
        var state = state
        var context = UpdateContext(state)
        // `r` asks GitHub again for what it starts, even what the cache holds fresh.
        var refreshing = false
        switch action {
        case .key(let key):
            refreshing = !state.showsHelp && state.keyMap.command(for: key, in: KeyContext(state)) == .refresh
            press(key, state: &state, context: &context)
        case .resize(let size):
            state.size = size
            context.size = size
            for index in state.stack.indices { state.stack[index].layOut(size: size) }
            state.helpScroll = min(state.helpScroll, state.maxHelpScroll)
        case .tick:
            state.spinner &+= 1
        case .rateLimit(let status):
            state.rateLimit = status
        case .cached(let id, let payload):
            guard let index = owner(of: id, in: state) else { break }
            state.stack[index].receive(payload, for: id, isCachedCopy: true, context: &context)
        case .loaded(let id, let payload):
            guard let index = owner(of: id, in: state) else { break }
            state.stack[index].receive(payload, for: id, isCachedCopy: false, context: &context)
        case .failed(let id, let error):
            guard let index = owner(of: id, in: state) else { break }
            state.stack[index].fail(error, for: id, context: &context)
        case .notice(let text):
            context.notice = text
        }
        navigate(&state, context: &context)
        if case .search(let search) = state.top, !search.query.isEmpty { state.lastSearch = search.query }
        reconcile(&state, context: &context)
        if case .inbox(let inbox)? = state.stack.last(where: \.isInbox), inbox.list.loadedPages > 0 {
            state.unread = UnreadCount(count: inbox.unreadCount, more: inbox.list.hasMore && !inbox.showsAll)
        }
        state.absorb(context)
        return (state, refreshing ? context.effects.map(\.revalidating) : context.effects)
    }

    /// Global keys here; the rest to the screen on top, as the key map reads them there.
    private static func press(_ key: KeyEvent, state: inout BrowserState, context: inout UpdateContext) {
        if key == .resize { return }
        if case .click(let row, let column) = key {
            // A click closes the help, else goes where it landed on the screen on top.
            if state.showsHelp {
                state.showsHelp = false
            } else {
                context.notice = nil
                state.top.click(row: row, column: column, key: key, context: &context)
            }
            return
        }
        let command = state.keyMap.command(for: key, in: KeyContext(state))
        if command == .scrollDown || command == .scrollUp {
            // A turn of the wheel is a few moves, which the help and every screen know.
            for _ in 0..<KeyCommand.scrollRows {
                apply(command == .scrollDown ? .down : .up, key: key, state: &state, context: &context)
            }
            return
        }
        apply(command, key: key, state: &state, context: &context)
    }

    /// Carries out `command`, asked for by `key`: quit, help and search here, the rest by the
    /// help or the screen on top.
    private static func apply(
        _ command: KeyCommand?, key: KeyEvent, state: inout BrowserState, context: inout UpdateContext
    ) {
        if command == .quit {
            context.navigation = .quit
            return
        }
        if state.showsHelp {
            scrollHelp(command, state: &state)
            return
        }
        context.notice = nil
        if command == .help {
            state.showsHelp = true
            state.helpScroll = 0
            return
        }
        if command == .search, !state.top.isSearch {
            context.navigation = .push(.search(SearchScreen(query: state.lastSearch, size: state.size)))
            return
        }
        if case .runCommand(let userCommand)? = command {
            run(userCommand, on: state.top, context: &context)
            return
        }
        if command == .home {
            if !context.hasToken {
                context.notice = Write.tokenNeeded(for: "Home")
            } else if let index = state.stack.lastIndex(where: \.isHome) {
                // One Home: back to it, with what it had loaded.
                let leaving = state.stack[(index + 1)...]
                context.effects += leaving.flatMap(\.pendingRequests).map(Effect.cancel)
                state.stack.removeSubrange((index + 1)...)
            } else {
                context.navigation = .push(.home(HomeScreen(setup: state.home, size: state.size)))
            }
            return
        }
        if command == .inbox {
            if !context.hasToken {
                context.notice = Write.tokenNeeded(for: "the inbox")
            } else if let index = state.stack.lastIndex(where: \.isInbox) {
                // One inbox: back to it, with what it had loaded.
                let leaving = state.stack[(index + 1)...]
                context.effects += leaving.flatMap(\.pendingRequests).map(Effect.cancel)
                state.stack.removeSubrange((index + 1)...)
            } else {
                context.navigation = .push(.inbox(InboxScreen(size: state.size)))
            }
            return
        }
        state.top.update(command, key: key, context: &context)
    }

    /// Runs `command` on `screen` when it is one of its screens and knows every value it needs.
    private static func run(_ command: UserCommand, on screen: Screen, context: inout UpdateContext) {
        let name = "command \(command.key.label)"
        guard let kind = CommandScreen(screen), command.screens.contains(kind) else {
            let places = command.screens.map(\.rawValue).sorted().joined(separator: ", ")
            context.notice = "\(name) runs on: \(places)"
            return
        }
        do {
            context.effects.append(.runCommand(try command.invocation(screen.commandValues), name: name))
        } catch {
            context.notice =
                "\(name) needs {{\(error.name)}}, which this \(kind.rawValue) page does not know (yet): nothing run"
        }
    }

    /// Moves and paging keys scroll the help; any other key closes it.
    private static func scrollHelp(_ command: KeyCommand?, state: inout BrowserState) {
        let rows = Layout.helpRows(state.size)
        let scroll = state.helpScroll
        switch command {
        case .down: state.helpScroll = scroll + 1
        case .up: state.helpScroll = scroll - 1
        case .pageDown: state.helpScroll = scroll + rows
        case .pageUp: state.helpScroll = scroll - rows
        case .top: state.helpScroll = 0
        case .bottom: state.helpScroll = state.maxHelpScroll
        default: state.showsHelp = false
        }
        state.helpScroll = max(0, min(state.helpScroll, state.maxHelpScroll))
    }

    /// Goes where the screen asked: a new screen, back (cancelling what the one left was
    /// loading; the one below comes back with its cursor and scroll as they were), a new
    /// start, or out.
    private static func navigate(_ state: inout BrowserState, context: inout UpdateContext) {
        switch context.navigation {
        case .push(let screen)?:
            state.stack.append(screen)
        case .back?:
            guard state.stack.count > 1 else { break }
            let leaving = state.stack.removeLast()
            context.effects += leaving.pendingRequests.map(Effect.cancel)
        case .replaceAll(let screen)?:
            state.stack = [screen]
        case .quit?:
            state.quits = true
        case nil:
            break
        }
        context.navigation = nil
    }

    /// The index of the screen waiting for `id`, if one still is.
    private static func owner(of id: RequestID, in state: BrowserState) -> Int? {
        state.stack.lastIndex { $0.pendingRequests.contains(id) }
    }

    /// Starts what the top screen needs and cancels what nothing shows.
    private static func reconcile(_ state: inout BrowserState, context: inout UpdateContext) {
        for index in state.stack.indices.dropLast() {
            let pending = state.stack[index].pendingRequests
            guard !pending.isEmpty else { continue }
            context.effects += pending.map(Effect.cancel)
            state.stack[index].dropPending()
        }
        state.top.reconcile(context: &context)
    }
}
