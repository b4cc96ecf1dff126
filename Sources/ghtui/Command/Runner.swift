import FakeGitHub
import Foundation
import GitHubKit

/// Runs a parsed command: configuration, cache, client, then the dump or the browser.
struct Runner {
    let command: GHTUI
    let console: Console

    /// The demo's token: accepted by the demo's in-process FakeGitHub only, never sent elsewhere.
    static let demoToken = "ghtui-demo-token"
    /// The browser's timing trace (`GHTUI_TRACE`), if asked for.
    var trace: Trace?
    /// `ghtui inbox`: the notifications rather than a user or repository.
    var inbox: InboxRequest?

    func run() async -> ExitStatus {
        let cache = RunCache()
        var failure: (any Error)?
        do {
            try await runChecked(keeping: cache)
        } catch {
            failure = error
        }
        await cache.finish(console: console)
        guard let failure else { return .success }
        return report(failure)
    }

    /// The run's cache, for the run's end: what it still has to write, then what else it had to
    /// say (a failed store, a file that could not be made), once.
    private final class RunCache {
        var cache: (any ReportingResponseCache)?
        var warningsShown = 0

        func finish(console: Console) async {
            await cache?.flush()
            for warning in cache?.warnings.dropFirst(warningsShown) ?? [] {
                console.err("ghtui: warning: \(warning)")
            }
        }
    }

    private func runChecked(keeping runCache: RunCache) async throws {
        var environment = ProcessInfo.processInfo.environment
        var overrides = command.overrides
        var demoServer: FakeGitHub?
        if command.demo {
            // The demo's dates read as they would today ("3h ago"), not as of the world's fixed day.
            var options = Options()
            options.datesRelativeToNow = true
            // Signed in as the demo user with a token of its own, so that everything works on the
            // fake world: stars, follows, comments, reviews, merges, the inbox, Home.
            options.tokens = [Self.demoToken: World.mainLogin]
            options.tokenScopes = [Self.demoToken: ["repo", "user", "notifications", "workflow", "gist"]]
            let server = FakeGitHub(options: options)
            overrides.apiURL = try await server.start().absoluteString
            overrides.cacheMode = .disabled
            // The demo never sends a real token anywhere.
            environment["GH_TOKEN"] = nil
            environment["GITHUB_TOKEN"] = nil
            demoServer = server
        }
        defer { if let demoServer { Task { await demoServer.stop() } } }

        let home = environment["HOME"] ?? NSHomeDirectory()
        let loaded = try ConfigurationLoader().load(
            overrides: overrides, environment: environment, homeDirectory: home)
        trace?.event("configuration")
        for warning in loaded.warnings { console.err("ghtui: warning: \(warning)") }
        var configuration = loaded.configuration
        if command.demo {
            configuration.token = .init(Self.demoToken)
        } else if configuration.token == nil {
            var log: (@Sendable (String) -> Void)?
            if command.verbose { log = { [console] line in console.err("ghtui: \(line)") } }
            configuration.token = await GHCLIToken.token(
                hostname: loaded.host, environment: environment, log: log)
        }
        if command.cache.refresh { configuration.cache.policy = .revalidate }
        let output = command.output

        // The transport loads libcurl (and decides which certificates it trusts) when the first
        // request goes: a browser whose first screen the cache holds draws it first.
        let timeout = configuration.timeout
        let connections = configuration.connectionsPerHostInForce
        // GHTUI_TRANSPORT=urlsession: Foundation's URLSession, the transport before CurlTransport
        // (the baseline of Benchmarks/realpath.sh, and a way out should libcurl misbehave).
        let urlSession = environment["GHTUI_TRANSPORT"] == "urlsession"
        let transport = DeferredTransport {
            urlSession
                ? URLSessionTransport(timeout: timeout, maxConnectionsPerHost: connections)
                : CurlTransport.make(timeout: timeout, maxConnectionsPerHost: connections)
        }
        // A job's log is a short-lived signed URL's answer, megabytes long: never worth keeping.
        let (cache, warningsShown) =
            command.log
            ? (nil, 0)
            : try openCache(configuration, environment: environment, home: home, transport: transport)
        trace?.event("cache open")
        runCache.cache = cache
        runCache.warningsShown = warningsShown
        if command.verbose {
            console.err(
                "ghtui: API \(configuration.apiURL.absoluteString), token: \(configuration.token == nil ? "none" : "***")"
            )
        }
        let dumping = output.dumping || command.log
        // The browser owns the screen: request logs would scribble over it.
        if command.verbose && !dumping {
            console.err("ghtui: warning: --verbose applies to --json and --jsonl only")
        }
        // The browser's mailbox exists before the client, so that retries reach the status bar.
        let mailbox = dumping ? nil : try Mailbox()
        let github = GitHub(
            configuration: configuration, transport: transport, cache: cache,
            observer: observer(dumping: dumping, mailbox: mailbox))
        trace?.event("client ready")
        let repository = try command.repository
        // The demo's browser opens Home; its dump, the demo user.
        let login = command.user ?? (command.demo && repository == nil && dumping ? World.mainLogin : nil)

        if let inbox {
            guard configuration.token != nil else {
                throw DumpError.usage(
                    "the inbox needs a token: set GH_TOKEN or run ghtui auth login (with the notifications scope)"
                )
            }
            if output.dumping {
                let dump = InboxDump(
                    github: github, all: inbox.all, reasons: inbox.reasons, repository: inbox.repository,
                    limit: output.listLimit, fields: output.keptFields,
                    pretty: output.indents(onTerminal: console.stdoutIsTerminal), console: console)
                try await dump.write(lines: output.jsonl)
                return
            }
        }
        if command.log, let repository, let job = command.job {
            try await JobLogWriter(github: github, repository: repository, job: job, console: console).write()
            return
        }
        if dumping {
            guard login != nil || repository != nil || configuration.token != nil else {
                throw DumpError.usage(
                    "--json needs --user NAME or --repo OWNER/NAME, or a token (GH_TOKEN) to dump its own user"
                )
            }
            let subject: DumpSubject =
                if let repository, let pull = command.pull {
                    .pullRequest(repository, number: pull, headSHA: nil)
                } else if let repository {
                    .repository(repository, state: output.issueState)
                } else {
                    .user(login)
                }
            let dump = JSONDump(
                github: github, subject: subject, sections: output.sections, limit: output.listLimit,
                fields: output.keptFields, pretty: output.indents(onTerminal: console.stdoutIsTerminal),
                perPage: configuration.perPage, console: console)
            try await output.jsonl ? dump.writeLines() : dump.writeDocument()
            trace?.event("written")
            return
        }
        guard console.stdoutIsTerminal else {
            throw DumpError.usage(
                "stdout is not a terminal; use --json or --jsonl to write data to a pipe or file")
        }
        try await Browser.run(
            github: github, login: login, repository: repository, pull: command.pull,
            issueState: output.issueState,
            inbox: inbox.map { $0.all ? .all : .unread },
            home: HomeSetup(
                sections: loaded.sections,
                repository: GitOrigin.repository(
                    of: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                    host: configuration.webURL.host ?? "github.com")),
            configuration: configuration,
            palette: loaded.palette(environment: environment), mouse: loaded.mouse,
            keyMap: loaded.keyMap, console: console, trace: trace, mailbox: mailbox,
            reviews: .standard(environment: environment, home: home),
            downloads: downloads(loaded, home: home))
    }

    /// Where the browser saves release assets: `downloads_dir` (`~` expanded), else the current
    /// directory.
    private func downloads(_ loaded: LoadedConfiguration, home: String) -> URL {
        let configured = loaded.downloadsDir.map { ConfigurationPaths.expandingTilde(in: $0, home: home) }
        return URL(fileURLWithPath: configured ?? FileManager.default.currentDirectoryPath)
    }

    /// The response cache the configuration asks for, and how many of its warnings were shown
    /// here. It opens in the background (`OpeningCache`), and one that cannot be opened is a
    /// warning at the end (and no cache); offline, where it is the only source, it is opened
    /// first, and one that cannot be is the run's error. A new file is made once `transport` has
    /// loaded, for the first request.
    private func openCache(
        _ configuration: Configuration, environment: [String: String], home: String,
        transport: DeferredTransport
    ) throws -> (cache: (any ReportingResponseCache)?, warningsShown: Int) {
        guard configuration.cache.mode != .disabled else { return (nil, 0) }
        let path = ConfigurationPaths.cacheFile(configuration.cache, environment: environment, home: home)
        let maxBytes = configuration.cache.maxSizeBytes
        guard configuration.cache.mode == .offline else {
            let isNew = !FileManager.default.fileExists(atPath: path)
            let cache = OpeningCache(path: path, maxBytes: maxBytes, isNew: isNew) {
                await transport.whenMade()
            }
            return (cache, 0)
        }
        let cache = try SQLiteResponseCache(path: path, maxBytes: maxBytes)
        for warning in cache.warnings { console.err("ghtui: warning: \(warning)") }
        return (cache, cache.warnings.count)
    }

    /// What hears the client's events: a dump prints every retry on stderr (and, with
    /// --verbose, every event); the browser shows retries in its status bar (and the trace).
    private func observer(dumping: Bool, mailbox: Mailbox?) -> @Sendable (ClientEvent) -> Void {
        let verbose = command.verbose
        return { [self] event in
            guard dumping else {
                if case .retry(let notice) = event {
                    trace?.event("retry")
                    mailbox?.post(.notice("retrying \(notice)…"))
                }
                return
            }
            if case .response(_, let status, _, let fromCache) = event {
                trace?.event("answer", detail: fromCache || status == 304 ? "cache" : "network")
            }
            if case .retry = event {
                console.clearProgress()
            } else if !verbose {
                return
            }
            log(event)
        }
    }

    private func log(_ event: ClientEvent) {
        switch event {
        case .response(let endpoint, let status, let duration, let fromCache):
            let milliseconds =
                duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
            let source = fromCache ? " (cache)" : status == 304 ? " (not modified, from cache)" : ""
            console.err("ghtui: \(endpoint) → \(status)\(source) in \(milliseconds) ms")
        case .fresh(let endpoint, let age):
            console.err("ghtui: \(endpoint) → fresh in cache (\(age) s old), no request")
        case .retry(let notice):
            console.err("ghtui: retrying \(notice)")
        case .rateLimit(let status):
            let reset = status.reset.formatted(date: .omitted, time: .shortened)
            console.err(
                "ghtui: rate limit \(status.resource): \(status.remaining)/\(status.limit), resets \(reset)")
        case .warning(let message):
            console.err("ghtui: warning: \(message)")
        }
    }

    /// Prints one clear line for `error` and returns its exit status.
    private func report(_ error: any Error) -> ExitStatus {
        console.clearProgress()
        switch error {
        case is Console.OutputClosed:
            return .success
        case is CancellationError:
            return .interrupted
        case let error as GitHubError:
            if case .cancelled = error.rootCause { return .interrupted }
            console.err("ghtui: \(error)")
            return ExitStatus(error)
        case let error as ConfigurationError:
            console.err("ghtui: \(error)")
            return .usage
        case BrowserError.terminated:
            return .terminated
        case let error as BrowserError:
            console.err("ghtui: \(error)")
            return .failure
        case let error as CacheError:
            console.err("ghtui: \(error)")
            return .failure
        case DumpError.noSuchUser(let login):
            console.err("ghtui: no GitHub user named \(login)")
            return .notFound
        case DumpError.noSuchRepository(let name):
            console.err("ghtui: \(ErrorText.noSuchRepository(name))")
            return .notFound
        case DumpError.noSuchPullRequest(let repository, let number):
            console.err(
                "ghtui: no pull request #\(number) in \(repository) (or no such repository, or it is private)"
            )
            return .notFound
        case DumpError.noSuchJob(let repository, let id):
            console.err(
                "ghtui: no Actions job \(id) in \(repository) (or no such repository, or it is private)")
            return .notFound
        case DumpError.logNotReady(let job):
            console.err("ghtui: job \(job): the log is not ready yet: the job is still running")
            return .notFound
        case DumpError.logExpired(let job):
            console.err("ghtui: job \(job): the log has expired: GitHub keeps logs 90 days")
            return .notFound
        case DumpError.noLog(let job):
            console.err("ghtui: job \(job): GitHub has no log for this finished job")
            return .notFound
        case DumpError.usage(let message):
            console.err("ghtui: \(message)")
            return .usage
        case DumpError.unexpectedBody(let message):
            console.err("ghtui: unexpected answer: \(message)")
            return .failure
        default:
            console.err("ghtui: \(error)")
            return .failure
        }
    }
}
