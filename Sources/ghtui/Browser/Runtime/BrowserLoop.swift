import Foundation
import GitHubKit

#if canImport(Glibc)
    import Glibc
#endif

/// The browser's main loop: waits for keys and answers, runs them through the reducer,
/// starts effects, and draws. It runs on one thread, which alone touches the terminal.
final class BrowserLoop {
    /// How often the loop wakes with nothing to do: the spinner's pace, and the most a resize
    /// that ncurses noticed on another thread waits to be seen.
    static let tick: Duration = .milliseconds(80)
    /// How often, at most, a loop that has had something to do gives the allocator's free pages
    /// back (`Allocator.returnFreeMemory`, a few milliseconds).
    static let memoryReturn: Duration = .seconds(10)

    private let runner: EffectRunner
    private let mailbox: Mailbox
    private let rateLimits: RateLimitMonitor
    private let context: () -> RenderContext
    private let trace: Trace?
    private var state: BrowserState
    /// Keys reduced since the last frame, and the time that took (counted with a trace only).
    private var frameKeys = 0
    private var frameReduce = Duration.zero
    /// The sources ("cache", "network") of the opening profile that a frame has shown.
    private var tracedPaints: Set<String> = []

    /// A loop fetching from `github` for a terminal of `size`, its keys meaning what `keyMap`
    /// says; with a `trace`, it notes every frame's cost and the first paints of the opening
    /// profile. It starts the opening screen's requests at once: they need the terminal's size,
    /// not the terminal, so they go while ncurses sets it up (`run(on:)`).
    init(
        size: ScreenSize, github: GitHub, mailbox: Mailbox, login: String?, hasToken: Bool,
        repository: RepositoryName? = nil, pull: Int? = nil, issueState: IssueStateFilter = .open,
        inbox: InboxStart? = nil, home: HomeSetup = HomeSetup(),
        perPage: Int,
        keyMap: KeyMap = .standard, trace: Trace? = nil, reviews: ReviewStore? = nil,
        downloads: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        context: @escaping () -> RenderContext = RenderContext.current
    ) {
        self.mailbox = mailbox
        self.context = context
        self.trace = trace
        rateLimits = github.client.rateLimits
        runner = EffectRunner(
            github: github, mailbox: mailbox, trace: trace, reviews: reviews, downloads: downloads)
        state = BrowserState(
            login: login, hasToken: hasToken, repository: repository, pull: pull, issueState: issueState,
            inbox: inbox, home: home,
            size: size, perPage: perPage, keyMap: keyMap)
        dispatch(.resize(size))
    }

    /// Runs on `terminal` until the user quits (nil) or the mailbox says to stop; cancels every
    /// request still running before it returns.
    func run(on terminal: any Terminal) -> Mailbox.StopReason? {
        defer { runner.cancelAll() }
        runner.terminal = terminal
        if terminal.size != state.size { dispatch(.resize(terminal.size)) }
        var lastDraw = ContinuousClock.now - .seconds(1)
        var dirty = true
        var lastTick = ContinuousClock.now
        var lastReturn = ContinuousClock.now
        var busy = false
        while !state.quits {
            if let reason = mailbox.stopReason { return reason }
            let now = ContinuousClock.now
            // Relative times and the clock move on their own: redraw now and then anyway.
            if dirty || now - lastDraw >= .seconds(1) {
                draw(on: terminal)
                lastDraw = now
                dirty = false
            }
            // A terminal that hung up cannot be drawn on or read: leave as if terminated.
            guard wait(for: Self.tick, on: terminal) else { return .terminated }

            var actions = mailbox.take()
            for key in terminal.readKeys() {
                actions.append(key == .resize ? .resize(terminal.size) : .key(key))
            }
            if state.top.isLoading, ContinuousClock.now - lastTick >= Self.tick {
                actions.append(.tick)
                lastTick = ContinuousClock.now
            }
            let status = rateLimits.status(for: state.top.rateLimitResource)
            if status != state.rateLimit { actions.append(.rateLimit(status)) }
            for action in actions {
                dispatch(action)
                dirty = true
                busy = true
                if state.quits { break }
            }
            if busy, ContinuousClock.now - lastReturn >= Self.memoryReturn {
                returnFreeMemory()
                lastReturn = ContinuousClock.now
                busy = false
            }
        }
        return nil
    }

    private func dispatch(_ action: Action) {
        let started = trace == nil ? nil : ContinuousClock.now
        switch action {
        // A download's progress is news on the way, not its answer: its task is still running.
        case .loaded(_, .download(.progress)): break
        case .loaded(let id, _), .failed(let id, _): runner.finished(id)
        default: break
        }
        let depth = state.stack.count
        let (next, effects) = Reducer.reduce(state, action)
        state = next
        // The stack's depth as it changes, for the soak (`Benchmarks/soak.sh`).
        if state.stack.count != depth { trace?.event("stack", detail: "\(state.stack.count)") }
        runner.run(effects)
        if let started {
            frameReduce += ContinuousClock.now - started
            if case .key = action { frameKeys += 1 }
        }
    }

    /// Gives the allocator's free pages back; with a trace, notes what that cost.
    private func returnFreeMemory() {
        let started = ContinuousClock.now
        Allocator.returnFreeMemory()
        trace?.event("memory returned", detail: "\(ContinuousClock.now - started)")
    }

    /// Renders the state and draws it on `terminal`; with a trace, notes what the frame cost.
    private func draw(on terminal: any Terminal) {
        guard let trace else {
            terminal.draw(BrowserView.render(state, context: context()))
            return
        }
        let started = ContinuousClock.now
        let grid = BrowserView.render(state, context: context())
        let rendered = ContinuousClock.now
        terminal.draw(grid)
        trace.frame(
            keys: frameKeys, reduce: frameReduce, render: rendered - started,
            draw: ContinuousClock.now - rendered)
        frameKeys = 0
        frameReduce = .zero
        if case .profile(let profile)? = state.stack.first, profile.user != nil {
            let source = profile.userIsCachedCopy ? "cache" : "network"
            if tracedPaints.insert(source).inserted { trace.event("paint profile", detail: source) }
            // The profile with its list's first page too (`Benchmarks/realpath.sh`).
            if !profile.list.items.isEmpty {
                let both = profile.userIsCachedCopy || profile.list.showsCachedCopy ? "cache" : "network"
                if tracedPaints.insert("page \(both)").inserted {
                    trace.event("paint profile page", detail: "\(both), \(Trace.cpuUsed())")
                }
            }
        }
        // A repository's list tab, the first time it shows rows (`Benchmarks/issues-tab.sh`).
        if case .repository(let repository) = state.top, let list = repository.lists[repository.tab],
            !list.items.isEmpty
        {
            let source = list.showsCachedCopy ? "cache" : "network"
            let event = "paint \(repository.tab.title.lowercased())"
            if tracedPaints.insert("\(event) \(source)").inserted { trace.event(event, detail: source) }
        }
        // The inbox, the first time it shows rows (`Benchmarks/inbox.sh`).
        if case .inbox(let inbox) = state.top, !inbox.list.items.isEmpty {
            let source = inbox.list.showsCachedCopy ? "cache" : "network"
            if tracedPaints.insert("paint inbox \(source)").inserted {
                trace.event("paint inbox", detail: source)
            }
        }
    }

    /// Sleeps until a key, a posted answer, or `timeout`; false when `terminal` hung up.
    private func wait(for timeout: Duration, on terminal: any Terminal) -> Bool {
        var descriptors = [
            pollfd(fd: terminal.inputDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: mailbox.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let milliseconds = Int32(
            timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        return descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) == 0
    }
}
