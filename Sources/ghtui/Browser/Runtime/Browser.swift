import Dispatch
import Foundation
import GitHubKit

#if canImport(Glibc)
    import Glibc
#endif

/// The interactive browser's entry point.
enum Browser {
    /// Opens the browser on `login` (nil: Home, made of `home`, with a token, else a prompt), on
    /// `repository` (and its pull request `pull` above it), or with `inbox` on the inbox above
    /// that, until the user quits;
    /// in `palette`'s colours (the theme's; none under `NO_COLOR`), taking clicks and the wheel
    /// when `mouse`, its keys meaning what `keyMap` says, saving release assets into `downloads`.
    /// `mailbox` is where others (the client's retries) post; a new one when nil.
    ///
    /// The terminal is restored on every way out: q, Ctrl-C, SIGINT (the task is cancelled:
    /// throws `CancellationError`), SIGTERM or SIGHUP (throws `BrowserError.terminated`), or
    /// an error.
    static func run(
        github: GitHub, login: String?, repository: RepositoryName? = nil, pull: Int? = nil,
        issueState: IssueStateFilter = .open, inbox: InboxStart? = nil, home: HomeSetup = HomeSetup(),
        configuration: Configuration,
        palette: Palette, mouse: Bool = true,
        keyMap: KeyMap = .standard, console: Console,
        trace: Trace? = nil, mailbox: Mailbox? = nil, reviews: ReviewStore? = nil,
        downloads: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) async throws {
        guard isatty(STDIN_FILENO) == 1 else {
            throw BrowserError.system("the browser reads keys from a terminal, but stdin is not one")
        }
        useUTF8Locale()
        // Before the loop's thread and the tasks start, so that they share two arenas.
        Allocator.limitArenas()
        let mailbox = try mailbox ?? Mailbox()
        let signals = [SIGTERM, SIGHUP].map { watch($0, mailbox: mailbox) }
        defer {
            for (number, source) in zip([SIGTERM, SIGHUP], signals) {
                source.cancel()
                signal(number, SIG_DFL)
            }
        }
        let hasToken = configuration.token != nil
        let perPage = configuration.perPage
        let reason: Mailbox.StopReason? = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // ncurses is not thread-safe: one thread of its own does all the drawing.
                let thread = Thread {
                    // The terminal is closed before anyone hears the loop has ended.
                    func session() throws -> Mailbox.StopReason? {
                        // The opening screen's requests go first (libcurl loads, the connection
                        // opens), while ncurses sets the terminal up, about a millisecond.
                        let loop = BrowserLoop(
                            size: NcursesTerminal.windowSize, github: github, mailbox: mailbox, login: login,
                            hasToken: hasToken, repository: repository, pull: pull, issueState: issueState,
                            inbox: inbox, home: home, perPage: perPage, keyMap: keyMap, trace: trace,
                            reviews: reviews, downloads: downloads,
                            context: { RenderContext.current(in: palette) })
                        let terminal = try NcursesTerminal(colors: palette.isColored, mouse: mouse)
                        defer { terminal.close() }
                        trace?.event("terminal")
                        return loop.run(on: terminal)
                    }
                    continuation.resume(with: Result { try session() })
                }
                thread.name = "ghtui-terminal"
                thread.start()
            }
        } onCancel: {
            mailbox.stop(.interrupted)
        }
        switch reason {
        case .interrupted: throw CancellationError()
        case .terminated: throw BrowserError.terminated
        case nil: return
        }
    }

    /// Takes the locale from the environment, as ncursesw needs for wide characters, and
    /// falls back to C.UTF-8 when that is not UTF-8.
    private static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    /// Turns `number` into a request to stop the main loop.
    private static func watch(_ number: Int32, mailbox: Mailbox) -> any DispatchSourceSignal {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { mailbox.stop(.terminated) }
        source.resume()
        return source
    }
}
