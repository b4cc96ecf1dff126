import FlyingFox
import Foundation

/// A loopback HTTP server that answers like `api.github.com`, for tests and benchmarks.
///
/// It serves a deterministic ``World`` with GitHub's JSON shapes, pagination `Link` headers,
/// ETags and 304s, rate-limit headers and authentication rules, and can be told to misbehave
/// (``Fault``, ``Chaos``) or to be slow. Every request is counted (``stats``) and logged
/// (``requests``).
///
/// The same server also plays GitHub's web host for activity feeds: `/{login}.atom` is the
/// account's Atom feed (with ETags and 304s, but, like `github.com`, no rate limit and no
/// token check), and the logins of ``FeedSample`` serve broken or unusual feeds.
///
/// This file holds the server's life and its controls; ``Responder`` makes the answers.
public actor FakeGitHub {
    /// Path prefix under which ``Fault/redirect(status:)`` sends clients; it serves normally.
    static let redirectedPrefix = "/redirected"

    /// Paths under this prefix read or reset the counters (for benchmark scripts); they are
    /// not counted and never faulted.
    public static let controlPath = "/_fakegithub/"

    private let options: Options
    private var server: HTTPServer?
    private var serverTask: Task<Void, Never>?
    /// Whether this server holds one of ``slots``: from ``start()`` until ``stop()`` (or deinit).
    private var holdsSlot = false
    private var port: UInt16 = 0
    private var latency: Duration
    private var faults: FaultSchedule
    private var responder: Responder
    private var counters = Stats()
    private var log: [RecordedRequest] = []
    private var requestSerial = 0
    /// ``WorldClock/today`` for every answer (see ``Options/datesRelativeToNow``).
    private let today: Int?

    /// Creates a server for `world`; nothing listens until ``start()``.
    public init(world: World = .standard, options: Options = Options()) {
        self.options = options
        self.latency = options.latency
        self.faults = FaultSchedule(chaos: options.chaos)
        self.responder = Responder(world: world, options: options)
        self.today = options.datesRelativeToNow ? WorldClock.lastMidnight() : nil
    }

    /// Starts listening on 127.0.0.1 and returns the base URL, e.g. `http://127.0.0.1:54321`.
    ///
    /// Calling it again while running returns the same URL.
    public func start() async throws -> URL {
        if server != nil { return baseURL }
        if !holdsSlot {
            await Self.slots.acquire()
            // Another start() may have taken a slot meanwhile: keep one.
            if holdsSlot { Self.slots.release() } else { holdsSlot = true }
        }
        let handler = ClosureHTTPHandler { [weak self] request in
            guard let self else { throw HTTPUnhandledError() }
            return await self.respond(to: request)
        }
        // A long handler timeout, so `Fault.slow` can outlast FlyingFox's 15-second default.
        let config = HTTPServer.Configuration(
            address: try .inet(ip4: "127.0.0.1", port: options.port), timeout: 3600,
            pool: NoDelayPool(base: HTTPServer.defaultPool()), logger: .disabled)
        let server = HTTPServer(config: config, handler: handler)
        let task = Task { _ = try? await server.run() }
        do {
            // A bound, not a speed check: a test process running hundreds of tests on two cores
            // has kept a starting server waiting past FlyingFox's default of 5 s.
            try await server.waitUntilListening(timeout: 120)
        } catch {
            task.cancel()
            throw error
        }
        guard case .ip4(_, let boundPort)? = await server.listeningAddress else {
            task.cancel()
            throw URLError(.cannotConnectToHost)
        }
        self.server = server
        self.serverTask = task
        self.port = boundPort
        responder.port = boundPort
        return baseURL
    }

    /// `http://127.0.0.1:PORT`; the port is 0 until ``start()`` has returned.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// At most 64 servers listen at once in one process (see ``ServerSlots``).
    private static let slots = ServerSlots(64)

    deinit {
        serverTask?.cancel()
        if holdsSlot { Self.slots.release() }
    }

    /// Stops listening and closes open connections at once.
    ///
    /// No grace period: FlyingFox's listener does not notice its socket closing, so a `stop` with
    /// a timeout always waits all of it (a second with 1, once per test that serves).
    public func stop() async {
        guard let server else { return }
        await server.stop(timeout: 0)
        serverTask?.cancel()
        self.server = nil
        self.serverTask = nil
        holdsSlot = false
        Self.slots.release()
    }

    // MARK: - Controls

    /// Arms `fault` for requests whose path starts with `path` (every request when nil).
    ///
    /// With `times`, only that many matching requests are disturbed; otherwise until cleared.
    /// Passing nil clears the fault for `path`, or every fault when `path` is nil too.
    /// When several faults match, the one with the longest path prefix wins. Armed faults
    /// take precedence over ``Options/chaos``.
    public func setFault(_ fault: Fault?, path: String? = nil, times: Int? = nil) {
        faults.set(fault, path: path, times: times)
    }

    /// Sets the delay applied to every following request.
    public func setLatency(_ latency: Duration) {
        self.latency = latency
    }

    /// Moves pull request `number` of `repository` (`owner/name`) on by one commit, as if someone
    /// pushed to its branch: it gets a new deterministic head SHA (`head.sha`, the last of its
    /// commits) and a new `updated_at`, so a merge sent with the old `sha` is a 409.
    ///
    /// Returns the new head SHA; nil when there is no such pull request or it is merged.
    @discardableResult
    public func pushCommit(repository: String, pull number: Int) -> String? {
        responder.pushCommit(repository: repository, pull: number)
    }

    /// Adds an account to the world while the server runs, as a test's setup: `GET /users/{login}`
    /// finds it (and `/user` for a token of ``Options/tokens`` naming it), user search finds it,
    /// and repositories, issues and comments can be added for it. Returns its id.
    ///
    /// - Throws: ``WorldEditError/invalidLogin(_:)`` or ``WorldEditError/loginTaken(_:)``.
    @discardableResult
    public func addUser(_ user: WorldUser) throws(WorldEditError) -> Int {
        try responder.addUser(user)
    }

    /// Adds a public repository while the server runs: `GET /repos/{owner}/{name}` finds it, it
    /// comes last in its owner's lists (`public_repos` counts it), repository search finds it, and
    /// issues can be opened in it. Returns its id.
    ///
    /// - Throws: ``WorldEditError/unknownAccount(_:)``, ``WorldEditError/invalidRepositoryName(_:)``
    ///   or ``WorldEditError/repositoryExists(_:)``.
    @discardableResult
    public func addRepository(_ repository: WorldRepository) throws(WorldEditError) -> Int {
        try responder.addRepository(repository)
    }

    /// Opens an issue in `repository` (`owner/name`) while the server runs, as if its author had:
    /// it is numbered after the last, shows in the issue list, in issue search and in the
    /// repository's `open_issues_count`. Returns its number.
    ///
    /// - Throws: ``WorldEditError/unknownRepository(_:)``, ``WorldEditError/unknownAccount(_:)``
    ///   or ``WorldEditError/emptyText(_:)``.
    @discardableResult
    public func addIssue(_ issue: WorldIssue, in repository: String) throws(WorldEditError) -> Int {
        try responder.addIssue(issue, in: repository)
    }

    /// Adds a comment by `author` to issue `number` of `repository` (`owner/name`) while the
    /// server runs: it is last in the issue's comments and counted in its `comments`. Returns its id.
    ///
    /// - Throws: ``WorldEditError/unknownRepository(_:)``, ``WorldEditError/unknownIssue(repository:number:)``,
    ///   ``WorldEditError/unknownAccount(_:)`` or ``WorldEditError/emptyText(_:)``.
    @discardableResult
    public func addComment(_ body: String, by author: String, issue number: Int, in repository: String)
        throws(WorldEditError) -> Int
    {
        try responder.addComment(body, by: author, issue: number, in: repository)
    }

    /// How many installation access tokens were asked for (`POST /app/installations/{id}/access_tokens`).
    public var installationTokenRequests: Int { responder.apps.tokenRequests }

    /// Revokes every installation token issued so far: each is then refused with 401, as GitHub
    /// refuses a revoked or expired one.
    public func revokeInstallationTokens() {
        responder.apps.revokeAll()
    }

    /// Counters since start or the last ``resetStats()``.
    public var stats: Stats { counters }

    /// Zeroes the counters (requests still in flight stay counted as such).
    public func resetStats() {
        let inFlight = counters.inFlight
        counters = Stats()
        counters.inFlight = inFlight
        counters.maxInFlight = inFlight
    }

    /// Forgets rate-limit usage (core and search), as if every window had reset.
    public func resetRateLimits() {
        responder.rateLimiter.reset()
        responder.graphQL.resetRateLimits()
        responder.searchRateLimiter.reset()
    }

    /// The latest finished requests, oldest first: at most ``Options/requestLogLimit`` of them
    /// (10,000 by default).
    ///
    /// A request is logged just before its answer is sent, so it is here once the client has it.
    public var requests: [RecordedRequest] { Array(log.suffix(options.requestLogLimit)) }

    /// Empties ``requests``.
    public func clearRequests() {
        log = []
    }

    // MARK: - Handling

    private func respond(to raw: HTTPRequest) async -> HTTPResponse {
        // Reads carry no body; only other methods wait for theirs.
        let body = raw.method == .GET ? Data() : ((try? await raw.bodyData) ?? Data())
        let receivedAt = ContinuousClock.now
        let request = IncomingRequest(raw, body: body, fallbackHost: "127.0.0.1:\(port)")
        if request.path.hasPrefix(Self.controlPath) {
            return ControlRoutes.answer(request.path, stats: &counters, log: &log)
        }
        counters.total += 1
        counters.perPath[request.path, default: 0] += 1
        counters.inFlight += 1
        counters.maxInFlight = max(counters.maxInFlight, counters.inFlight)
        let drawn = faults.take(for: request, isWebRoute: Responder.isWebRoute(request))
        if let kind = drawn?.chaos { counters.chaosFaults[kind, default: 0] += 1 }
        let fault = drawn?.fault

        // Sleeping suspends the actor, so concurrent requests wait side by side.
        let delay = latency
        if delay > .zero { try? await Task.sleep(for: delay) }
        if case .slow(let extra) = fault { try? await Task.sleep(for: extra) }

        if fault == .connectionReset {
            counters.inFlight -= 1
            record(request, status: 0, fault: fault, receivedAt: receivedAt)
            return HTTPResponse(webSocket: ConnectionReset(serverPort: port, peer: raw.remoteAddress))
        }
        var reply = WorldClock.$today.withValue(today) {
            responder.reply(to: request, fault: fault, stats: &counters)
        }
        requestSerial += 1
        reply.headers += Rendering.standardHeaders(request, serial: requestSerial, options: options)
        counters.inFlight -= 1
        record(request, status: reply.status, fault: fault, receivedAt: receivedAt)
        return reply.httpResponse(truncated: fault == .truncatedTransfer)
    }

    private func record(
        _ request: IncomingRequest, status: Int, fault: Fault?, receivedAt: ContinuousClock.Instant
    ) {
        log.append(
            RecordedRequest(
                method: request.method, path: request.path, query: request.query, headers: request.headers,
                body: request.body, receivedAt: receivedAt, status: status, fault: fault))
        // Trimmed in batches, so that each request costs O(1) on average.
        if log.count >= 2 * options.requestLogLimit + 1 {
            log.removeFirst(log.count - options.requestLogLimit)
        }
    }
}

extension FakeGitHub {
    /// Runs `body` against a fresh server on loopback and stops the server afterwards, also
    /// when `body` throws.
    @discardableResult
    public static func serving<T>(
        world: World = .standard, options: Options = Options(), _ body: (FakeGitHub, URL) async throws -> T
    ) async throws -> T {
        let server = FakeGitHub(world: world, options: options)
        let url = try await server.start()
        do {
            let result = try await body(server, url)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }
}
