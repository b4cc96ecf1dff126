import FlyingFox
import Foundation

/// A loopback HTTP server that answers like `api.github.com`, for tests and benchmarks.
///
/// It serves a deterministic ``World`` with GitHub's JSON shapes, pagination `Link` headers,
/// ETags and 304s, rate-limit headers and authentication rules, and can be told to misbehave
/// (``Fault``) or to be slow. Every request is counted (``stats``) and logged (``requests``).
///
/// The same server also plays GitHub's web host for activity feeds: `/{login}.atom` is the
/// account's Atom feed (with ETags and 304s, but, like `github.com`, no rate limit and no
/// token check), and the logins of ``FeedSample`` serve broken or unusual feeds.
public actor FakeGitHub {
    /// Path prefix under which ``Fault/redirect(status:)`` sends clients; it serves normally.
    static let redirectedPrefix = "/redirected"

    private let world: World
    private let options: Options
    private var server: HTTPServer?
    private var serverTask: Task<Void, Never>?
    private var port: UInt16 = 0
    private var latency: Duration
    private var faultRules: [FaultRule] = []
    private var counters = Stats()
    private var log: [RecordedRequest] = []
    private var rendered: [String: Reply] = [:]
    private var rateLimiter = RateLimiter()
    private var repoOrderCache: [String: [Int]] = [:]
    private var requestSerial = 0
    private var chaosDice: ChaosDice?

    /// Creates a server for `world`; nothing listens until ``start()``.
    public init(world: World = .standard, options: Options = Options()) {
        self.world = world
        self.options = options
        self.latency = options.latency
        self.chaosDice = options.chaos.map(ChaosDice.init)
    }

    /// Starts listening on 127.0.0.1 and returns the base URL, e.g. `http://127.0.0.1:54321`.
    ///
    /// Calling it again while running returns the same URL.
    public func start() async throws -> URL {
        if server != nil { return baseURL }
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
            try await server.waitUntilListening()
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
        return baseURL
    }

    /// `http://127.0.0.1:PORT`; the port is 0 until ``start()`` has returned.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    deinit {
        serverTask?.cancel()
    }

    /// Stops listening and closes open connections.
    public func stop() async {
        guard let server else { return }
        await server.stop(timeout: 1)
        serverTask?.cancel()
        self.server = nil
        self.serverTask = nil
    }

    /// Arms `fault` for requests whose path starts with `path` (every request when nil).
    ///
    /// With `times`, only that many matching requests are disturbed; otherwise until cleared.
    /// Passing nil clears the fault for `path`, or every fault when `path` is nil too.
    /// When several faults match, the one with the longest path prefix wins.
    public func setFault(_ fault: Fault?, path: String? = nil, times: Int? = nil) {
        guard let fault else {
            faultRules.removeAll { path == nil || $0.pathPrefix == path }
            return
        }
        faultRules.removeAll { $0.pathPrefix == path }
        if let times, times <= 0 { return }
        faultRules.append(FaultRule(fault: fault, pathPrefix: path, remaining: times))
    }

    /// Sets the delay applied to every following request.
    public func setLatency(_ latency: Duration) {
        self.latency = latency
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

    /// Forgets primary rate-limit usage, as if the hourly window had reset.
    public func resetRateLimits() {
        rateLimiter.reset()
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

    /// Paths under this prefix read or reset the counters (for benchmark scripts); they are
    /// not counted and never faulted.
    public static let controlPath = "/_fakegithub/"

    private func control(_ path: String) -> HTTPResponse {
        if path == Self.controlPath + "reset" {
            counters = Stats()
            log = []
        }
        let body = (try? JSONEncoder().encode(counters)) ?? Data()
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: body)
    }

    private func respond(to raw: HTTPRequest) async -> HTTPResponse {
        let request = IncomingRequest(raw, fallbackHost: "127.0.0.1:\(port)")
        if request.path.hasPrefix(Self.controlPath) { return control(request.path) }
        counters.total += 1
        counters.perPath[request.path, default: 0] += 1
        counters.inFlight += 1
        counters.maxInFlight = max(counters.maxInFlight, counters.inFlight)
        let fault = takeFault(for: request) ?? drawChaos(for: request)

        // Sleeping suspends the actor, so concurrent requests wait side by side.
        let delay = latency
        if delay > .zero { try? await Task.sleep(for: delay) }
        if case .slow(let extra) = fault { try? await Task.sleep(for: extra) }

        if fault == .connectionReset {
            counters.inFlight -= 1
            record(request, status: 0, fault: fault)
            return HTTPResponse(webSocket: ConnectionReset(serverPort: port, peer: raw.remoteAddress))
        }
        var reply = makeReply(request, fault: fault)
        requestSerial += 1
        reply.headers += standardHeaders(request)
        counters.inFlight -= 1
        record(request, status: reply.status, fault: fault)
        return reply.httpResponse(truncated: fault == .truncatedTransfer)
    }

    private func record(_ request: IncomingRequest, status: Int, fault: Fault?) {
        log.append(
            RecordedRequest(
                method: request.method, path: request.path, query: request.query, headers: request.headers,
                status: status, fault: fault))
        // Trimmed in batches, so that each request costs O(1) on average.
        if log.count >= 2 * options.requestLogLimit + 1 {
            log.removeFirst(log.count - options.requestLogLimit)
        }
    }

    /// The fault ``Options/chaos`` draws for this request, if any, counted in ``stats``.
    private func drawChaos(for request: IncomingRequest) -> Fault? {
        guard let chaos = options.chaos, chaosDice != nil else { return nil }
        let target = request.query.isEmpty ? request.path : request.path + "?" + request.query
        let isWebRoute = FeedRouter.login(of: Self.routedSegments(of: request)) != nil
        guard
            let kind = chaosDice?.draw(method: request.method, target: target, isWebRoute: isWebRoute)
        else { return nil }
        counters.chaosFaults[kind, default: 0] += 1
        return kind.fault(stall: chaos.stall)
    }

    /// The fault for this request, if any, using up one of its `times`.
    private func takeFault(for request: IncomingRequest) -> Fault? {
        let candidates = faultRules.indices.filter { faultRules[$0].applies(to: request) }
        guard
            let index = candidates.max(by: { lhs, rhs in
                (faultRules[lhs].pathPrefix?.count ?? -1) < (faultRules[rhs].pathPrefix?.count ?? -1)
            })
        else { return nil }
        let fault = faultRules[index].fault
        if let remaining = faultRules[index].remaining {
            if remaining <= 1 {
                faultRules.remove(at: index)
            } else {
                faultRules[index].remaining = remaining - 1
            }
        }
        return fault
    }

    /// Who is asking: anonymous, a known user, or someone with a token GitHub would reject.
    private enum Caller {
        case anonymous
        case user(UserRecord)
        case rejected

        var identity: String {
            if case .user(let user) = self { return "user:\(user.login)" }
            return "anonymous"
        }
    }

    private func caller(of request: IncomingRequest) -> Caller {
        guard let token = request.token else { return .anonymous }
        guard let login = options.tokens[token], let user = world.users.user(login: login) else {
            return .rejected
        }
        return .user(user)
    }

    private func makeReply(_ request: IncomingRequest, fault: Fault?) -> Reply {
        let now = Int(Date().timeIntervalSince1970)
        let caller = caller(of: request)
        let viewer: UserRecord? = if case .user(let user) = caller { user } else { nil }
        let limit = viewer == nil ? options.rateLimitUnauthenticated : options.rateLimit
        var rate = rateLimiter.snapshot(caller.identity, limit: limit, now: now)

        if let fault, var reply = faultReply(fault, request: request, viewer: viewer, rate: rate, now: now) {
            if reply.header("x-ratelimit-limit") == nil { reply.headers += rate.headers }
            return reply
        }
        if options.requiresUserAgent, (request.headers["user-agent"] ?? "").isEmpty {
            return Reply(
                status: 403, contentType: "text/plain; charset=utf-8",
                body: Data(Self.userAgentMessage.utf8))
        }
        // The web host (github.com) does not read API tokens, so it does not reject them either.
        let isWebRoute =
            request.method == "GET" && FeedRouter.login(of: Self.routedSegments(of: request)) != nil
        if case .rejected = caller, !isWebRoute {
            var reply = Reply(error: .badCredentials)
            reply.headers += rate.headers
            return reply
        }
        let segments = Self.routedSegments(of: request)
        // GitHub answers /rate_limit even when the limit is spent: that is how clients learn the reset.
        let isRateLimitQuery = segments == ["rate_limit"]
        if rate.remaining <= 0, !isRateLimitQuery, !isWebRoute {
            var reply = Reply(error: Self.rateLimitExceeded(viewer: viewer))
            reply.headers += rate.headers
            return reply
        }

        // The world never changes, so an answer rendered once is served again as it was:
        // rendering a page of 100 repositories is what dominates the server's time.
        let memoKey =
            isRateLimitQuery || fault != nil
            ? nil
            : [
                caller.identity, request.headers["host"] ?? "", request.path, request.query,
                request.headers["accept"] ?? "",
            ]
            .joined(separator: "\u{0}")
        var reply: Reply
        if let memoKey, let memo = rendered[memoKey] {
            reply = memo
        } else {
            reply = render(request, segments: segments, viewer: viewer, rate: rate, fault: fault)
            if reply.status == 200, reply.header("etag") == nil {
                reply.setHeader(
                    "etag",
                    Self.etag(body: reply.body, identity: caller.identity, accept: request.headers["accept"]))
            }
            // A big feed is cheap to make again and would sit in memory for the server's life.
            if let memoKey, reply.body.count <= 1 << 20 {
                if rendered.count >= 4096 { rendered.removeAll() }
                rendered[memoKey] = reply
            }
        }

        if reply.status == 200, let etag = reply.header("etag") {
            if !Self.corruptsBody(fault),
                isNotModified(request, etag: etag, lastModified: reply.header("last-modified"))
            {
                counters.notModified += 1
                var notModified = Reply(status: 304, contentType: nil)
                if fault != .notModifiedWithoutETag {
                    notModified.setHeader("etag", etag)
                }
                if let lastModified = reply.header("last-modified") {
                    notModified.setHeader("last-modified", lastModified)
                }
                if !isWebRoute { notModified.headers += rate.headers }
                return notModified
            }
        }
        // github.com's feeds cost nothing against the API's limit and carry no rate-limit headers.
        if isWebRoute {
            if reply.status == 200 { applyBodyFault(fault, to: &reply) }
            return reply
        }
        if !isRateLimitQuery {
            rateLimiter.consume(caller.identity, limit: limit, now: now)
            counters.rateLimitUsed += 1
            rate = rateLimiter.snapshot(caller.identity, limit: limit, now: now)
        }
        reply.headers += rate.headers
        if reply.status == 200 {
            applyBodyFault(fault, to: &reply)
        }
        return reply
    }

    /// Decoded path segments to route on, with the `/redirected` prefix of redirect faults removed.
    private static func routedSegments(of request: IncomingRequest) -> [String]? {
        guard var segments = request.segments else { return nil }
        if segments.first == String(redirectedPrefix.dropFirst()) {
            segments.removeFirst()
        }
        return segments
    }

    /// An answer that replaces the normal one, or nil when the fault only alters it.
    private func faultReply(
        _ fault: Fault, request: IncomingRequest, viewer: UserRecord?, rate: RateLimiter.Snapshot, now: Int
    ) -> Reply? {
        switch fault {
        case .serverErrorHTML:
            return Reply(
                status: 502, contentType: "text/html; charset=utf-8", body: Data(Self.badGatewayPage.utf8))
        case .serverError(let status):
            let error = APIError(
                status: status, message: Reply.phrase(status),
                documentationURL: "https://docs.github.com/rest")
            return Reply(error: error)
        case .secondaryRateLimit(let retryAfter), .tooManyRequests(let retryAfter):
            let status = fault == .tooManyRequests(retryAfter: retryAfter) ? 429 : 403
            var reply = Reply(
                error: APIError(
                    status: status, message: Self.secondaryLimitMessage,
                    documentationURL: "https://docs.github.com/free-pro-team@latest/rest/overview/"
                        + "rate-limits-for-the-rest-api#about-secondary-rate-limits"))
            reply.setHeader("retry-after", retryAfter)
            return reply
        case .primaryRateLimitExhausted:
            var reply = Reply(error: Self.rateLimitExceeded(viewer: viewer))
            let exhausted = RateLimiter.Snapshot(limit: rate.limit, used: rate.limit, reset: now + 3600)
            reply.headers += exhausted.headers
            return reply
        case .redirect(let status):
            return redirect(
                status: status, to: "http://\(request.host)\(Self.redirectedPrefix)", request: request)
        case .redirectToOtherHost:
            return redirect(status: 302, to: "http://localhost:\(port)", request: request)
        default:
            return nil
        }
    }

    private func redirect(status: Int, to origin: String, request: IncomingRequest) -> Reply {
        let location = origin + request.path + (request.query.isEmpty ? "" : "?\(request.query)")
        let body = JSONValue.object([
            ("message", .string(Reply.phrase(status))),
            ("url", .string(location)),
            (
                "documentation_url",
                .string(
                    "https://docs.github.com/rest/guides/best-practices-for-using-the-rest-api#follow-redirects"
                )
            ),
        ])
        var reply = Reply(status: status, body: body.data)
        reply.setHeader("location", location)
        return reply
    }

    private func linkHeader(_ page: Page, linkPath: String, request: IncomingRequest, fault: Fault?)
        -> String?
    {
        let origin = fault == .linkToOtherHost ? "http://localhost:\(port)" : "http://\(request.host)"
        return page.linkHeader(base: origin + linkPath, query: request.query, looping: fault == .loopingLink)
    }

    /// Routes a GET and renders GitHub's answer for it.
    private func render(
        _ request: IncomingRequest, segments: [String]?, viewer: UserRecord?, rate: RateLimiter.Snapshot,
        fault: Fault?
    ) -> Reply {
        let outcome: Router.Outcome
        if request.method != "GET" {
            outcome = .failure(.notFound())
        } else if segments == ["rate_limit"] {
            outcome = .object(Self.rateLimitDocument(rate), lastModified: nil)
        } else if let login = FeedRouter.login(of: segments) {
            outcome = FeedRouter(world: world, bigFeedBytes: options.bigFeedBytes).route(login)
        } else if let segments {
            let router = Router(world: world, viewer: viewer)
            outcome = router.route(segments, request: request, orderCache: &repoOrderCache)
        } else {
            outcome = .failure(.notFound())
        }

        var reply: Reply
        switch outcome {
        case .failure(let error):
            reply = Reply(error: error)
        case .object(let json, let lastModified):
            reply = Reply(status: 200, body: json.data)
            if let lastModified {
                reply.setHeader("last-modified", Timestamp.httpDate(lastModified))
            }
        case .page(let json, let page, let linkPath):
            reply = Reply(status: 200, body: json.data)
            reply.setHeader("link", linkHeader(page, linkPath: linkPath, request: request, fault: fault))
        case .document(let status, let contentType, let body, let etag):
            // Web pages and feeds link to the web host, which has nothing to rewrite.
            reply = Reply(status: status, contentType: contentType, body: body)
            reply.setHeader("etag", etag)
            return reply
        }
        // Like GitHub's, the API URLs inside objects point at the server that answered, so a
        // client that follows them (PyGithub does) stays on this server.
        if reply.status == 200 {
            let text = String(decoding: reply.body, as: UTF8.self)
            reply.body = Data(
                text.replacingOccurrences(of: "https://api.github.com", with: "http://\(request.host)").utf8)
        }
        return reply
    }

    private static func corruptsBody(_ fault: Fault?) -> Bool {
        switch fault {
        case .malformedJSON, .truncatedJSON, .emptyBody, .htmlBody, .badLinkHeader, .truncatedTransfer: true
        default: false
        }
    }

    private func applyBodyFault(_ fault: Fault?, to reply: inout Reply) {
        switch fault {
        case .malformedJSON:
            reply.body = Data(#"{"login": "mona", "id": 583231,, "name": 'Mona' ]"#.utf8)
        case .truncatedJSON:
            reply.body = reply.body.prefix(reply.body.count / 2)
        case .emptyBody:
            reply.body = Data()
        case .htmlBody:
            reply.setHeader("content-type", "text/html; charset=utf-8")
            reply.body = Data(Self.htmlPage.utf8)
        case .badLinkHeader(let value):
            reply.setHeader("link", value)
        default:
            break
        }
    }

    /// `If-None-Match` (exact, list or `*`) first; otherwise an exact `If-Modified-Since`.
    private func isNotModified(_ request: IncomingRequest, etag: String, lastModified: String?) -> Bool {
        if let ifNoneMatch = request.headers["if-none-match"] {
            let candidates = ifNoneMatch.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return candidates.contains("*") || candidates.contains(etag)
        }
        if let ifModifiedSince = request.headers["if-modified-since"], let lastModified {
            return ifModifiedSince == lastModified
        }
        return false
    }

    private func standardHeaders(_ request: IncomingRequest) -> [(name: String, value: String)] {
        let authenticated = request.token != nil
        let serial = String(requestSerial, radix: 16, uppercase: true)
        return [
            ("server", "github.com"),
            ("date", Timestamp.httpDate(Int(Date().timeIntervalSince1970))),
            (
                "cache-control",
                authenticated ? "private, max-age=60, s-maxage=60" : "public, max-age=60, s-maxage=60"
            ),
            ("vary", "Accept, Authorization, Cookie, X-GitHub-OTP, Accept-Encoding"),
            ("x-github-api-version-selected", "2022-11-28"),
            ("x-github-media-type", "github.v3; format=json"),
            (
                "x-github-request-id",
                "FA4E:\(String(repeating: "0", count: max(0, 6 - serial.count)))\(serial)"
            ),
            ("x-content-type-options", "nosniff"),
        ]
    }

    /// A weak ETag over the body and what GitHub varies on: the caller and the `Accept` header.
    private static func etag(body: Data, identity: String, accept: String?) -> String {
        let digest = Digest.fingerprint([body, Data(identity.utf8), Data((accept ?? "").utf8)])
        return "W/\"\(digest)\""
    }

    private static func rateLimitDocument(_ core: RateLimiter.Snapshot) -> JSONValue {
        func resource(_ limit: Int, _ name: String) -> JSONValue {
            .object([
                ("limit", .int(limit)), ("used", .int(0)), ("remaining", .int(limit)),
                ("reset", .int(core.reset)), ("resource", .string(name)),
            ])
        }
        return .object([
            (
                "resources",
                .object([
                    ("core", core.json),
                    ("search", resource(30, "search")),
                    ("graphql", resource(5000, "graphql")),
                    ("integration_manifest", resource(5000, "integration_manifest")),
                    ("code_search", resource(10, "code_search")),
                ])
            ),
            ("rate", core.json),
        ])
    }

    private static func rateLimitExceeded(viewer: UserRecord?) -> APIError {
        let message =
            if let viewer {
                "API rate limit exceeded for user ID \(viewer.id)."
            } else {
                "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests "
                    + "get a higher rate limit. Check out the documentation for more details.)"
            }
        return APIError(
            status: 403, message: message,
            documentationURL: "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting")
    }

    private static let userAgentMessage =
        "Request forbidden by administrative rules. Please make sure your request has a User-Agent header "
        + "(https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required). "
        + "Check https://developer.github.com for other possible causes.\n"

    private static let secondaryLimitMessage =
        "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. "
        + "If you reach out to GitHub Support for help, please include the request ID FA4E:0000."

    private static let badGatewayPage =
        "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
        + "<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n"

    private static let htmlPage =
        "<!DOCTYPE html>\n<html lang=\"en\"><head><title>Sign in · GitHub</title></head>\n"
        + "<body><p>You must sign in to continue.</p></body></html>\n"
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
