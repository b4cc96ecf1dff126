import Foundation

/// Answers a request as GitHub would: `User-Agent` and token checks, the primary rate limit,
/// routing (``Routes``), ETags and 304s, and the faults that change an answer.
///
/// The answer is a value; what the connection does with it (resets, truncation) is
/// ``FakeGitHub``'s business.
struct Responder: Sendable {
    /// The world as it began.
    let baseWorld: World
    let options: Options
    /// This server's port, for the faults that send clients to `localhost`.
    var port: UInt16 = 0
    var rateLimiter = RateLimiter()
    /// `POST /graphql`, with its own rate limit.
    var graphQL = GraphQLEndpoint()
    /// What writes changed in `world`, for the server's life.
    let changes = WorldChanges()
    /// The OAuth device codes handed out, for the server's life.
    let deviceFlow = DeviceFlowLedger()
    /// The installation tokens handed out, for the server's life.
    let apps = AppLedger()
    /// Search's own limit, per minute: a spent one leaves the core limit alone, and the reverse.
    var searchRateLimiter = RateLimiter(window: 60, resource: "search")
    /// Answers already rendered, by everything they depend on.
    private var rendered: [String: Reply] = [:]
    private var repoOrderCache: [String: [Int]] = [:]

    init(world: World, options: Options) {
        self.baseWorld = world
        self.options = options
    }

    /// The world with the accounts and repositories a test added (``WorldChanges/State/additions``).
    var world: World {
        var world = baseWorld
        world.additions = changes.current.additions
        return world
    }

    /// Forgets rendered answers and sort orders, after a change outside the routes (a test's).
    mutating func forgetRendered() {
        rendered.removeAll()
        repoOrderCache.removeAll()
    }

    /// Decoded path segments to route on, with the `/redirected` prefix of redirect faults removed.
    static func routedSegments(of request: IncomingRequest) -> [String]? {
        guard var segments = request.segments else { return nil }
        if segments.first == String(FakeGitHub.redirectedPrefix.dropFirst()) {
            segments.removeFirst()
        }
        return segments
    }

    /// Whether `request` is for the web host (github.com) or the log storage host, which do not
    /// read API tokens and have no API rate limit.
    static func isWebRoute(_ request: IncomingRequest) -> Bool {
        request.method == "GET"
            && (FeedRoutes.login(of: routedSegments(of: request)) != nil
                || StorageRoutes.matches(routedSegments(of: request)))
            || DeviceFlowRoutes.matches(routedSegments(of: request), method: request.method)
    }

    /// GitHub's answer to `request`, disturbed by `fault`; counts 304s and rate-limit use in `stats`.
    mutating func reply(to request: IncomingRequest, fault: Fault?, stats: inout Stats) -> Reply {
        let now = Int(Date().timeIntervalSince1970)
        let caller = Caller(of: request, options: options, world: world, apps: apps, now: now)
        let viewer = caller.viewer
        let segments = Self.routedSegments(of: request)
        let isSearch = request.method == "GET" && SearchRoutes.matches(segments)
        let bucket = isSearch ? \Self.searchRateLimiter : \Self.rateLimiter
        let searchLimit = viewer == nil ? options.searchRateLimitUnauthenticated : options.searchRateLimit
        let limit =
            isSearch ? searchLimit : (viewer == nil ? options.rateLimitUnauthenticated : options.rateLimit)
        var rate = self[keyPath: bucket].snapshot(caller.identity, limit: limit, now: now)

        if var reply = fault?.replacementReply(for: request, viewer: viewer, rate: rate, now: now, port: port)
        {
            if reply.header("x-ratelimit-limit") == nil { reply.headers += rate.headers }
            return reply
        }
        if options.requiresUserAgent, (request.headers["user-agent"] ?? "").isEmpty {
            return Reply(
                status: 403, contentType: "text/plain; charset=utf-8",
                body: Data(Self.userAgentMessage.utf8))
        }
        // The web host (github.com) does not read API tokens, so it does not reject them either.
        let isWebRoute = Self.isWebRoute(request)
        if case .refusedJWT(let error) = caller, !isWebRoute {
            var reply = Reply(error: error)
            reply.headers += rate.headers
            return reply
        }
        if case .rejected = caller, !isWebRoute {
            var reply = Reply(error: .badCredentials)
            reply.headers += rate.headers
            return reply
        }
        if GraphQLEndpoint.matches(request) {
            var reply = graphQL.reply(
                to: request, caller: caller, world: world, changes: changes, options: options)
            // A mutation may have changed a pull request: later reads must see it.
            if reply.status == 200,
                GraphQLDocument(body: request.body).flatMap(GraphQLPullMutations.mutation) != nil
            {
                rendered.removeAll()
            }
            if reply.status == 200 { fault?.alter(&reply) }
            return reply
        }
        let isRateLimitQuery = RateLimitRoutes.matches(segments)
        if rate.remaining <= 0, !isRateLimitQuery, !isWebRoute {
            var reply = Reply(error: .rateLimitExceeded(viewer: viewer))
            reply.headers += rate.headers
            return reply
        }

        let searchRate =
            isRateLimitQuery ? searchRateLimiter.snapshot(caller.identity, limit: searchLimit, now: now) : nil
        var reply = render(
            request, segments: segments, caller: caller, rate: (rate, searchRate), fault: fault)
        // GitHub names a classic token's scopes; an installation's token has permissions instead.
        if let token = request.token, case .user = caller {
            reply.setHeader("x-oauth-scopes", options.scopes(of: token).joined(separator: ", "))
        }
        if reply.status == 200, let etag = reply.header("etag"), fault?.corruptsBody != true {
            let lastModified = reply.header("last-modified")
            if ConditionalRequest.isNotModified(request, etag: etag, lastModified: lastModified) {
                stats.notModified += 1
                var notModified = ConditionalRequest.notModified(
                    etag: etag, lastModified: lastModified, dropETag: fault == .notModifiedWithoutETag)
                notModified.setHeader("x-poll-interval", reply.header("x-poll-interval"))
                if !isWebRoute { notModified.headers += rate.headers }
                return notModified
            }
        }
        // github.com's feeds cost nothing against the API's limit and carry no rate-limit headers.
        if !isWebRoute {
            if !isRateLimitQuery {
                self[keyPath: bucket].consume(caller.identity, limit: limit, now: now)
                stats.rateLimitUsed += 1
                rate = self[keyPath: bucket].snapshot(caller.identity, limit: limit, now: now)
            }
            reply.headers += rate.headers
        }
        if reply.status == 200 { fault?.alter(&reply) }
        return reply
    }

    /// The routed answer with its ETag, rendered once and then served again as it was until a
    /// write succeeds: rendering a page of 100 repositories is what dominates the server's time.
    /// Writes are never memoized, and one that succeeds forgets every memo, so that later reads
    /// see it (with new ETags).
    private mutating func render(
        _ request: IncomingRequest, segments: [String]?, caller: Caller,
        rate: (core: RateLimiter.Snapshot, search: RateLimiter.Snapshot?), fault: Fault?
    ) -> Reply {
        let isRead = request.method == "GET"
        let memoKey =
            // A range of an asset is a different answer from the same URL: never memoized.
            RateLimitRoutes.matches(segments) || fault != nil || !isRead || request.headers["range"] != nil
            ? nil
            : [
                request.method, caller.memoIdentity, request.headers["host"] ?? "", request.path,
                request.query,
                request.headers["accept"] ?? "",
            ]
            .joined(separator: "\u{0}")
        if let memoKey, let memo = rendered[memoKey] { return memo }

        let outcome: RouteOutcome
        if let segments {
            let context = RouteContext(
                request: request, segments: segments, world: world, changes: changes, options: options,
                viewer: caller.viewer, rate: rate.core, searchRate: rate.search, deviceFlow: deviceFlow,
                appID: caller.appID, apps: apps, installation: caller.installation)
            outcome = Routes.answer(context, orderCache: &repoOrderCache)
        } else {
            outcome = .failure(.notFound())
        }
        var reply = Rendering.reply(for: outcome, request: request, fault: fault, port: port)
        if !isRead, (200...299).contains(reply.status) {
            rendered.removeAll()
        }
        if reply.status == 200, reply.header("etag") == nil {
            reply.setHeader(
                "etag",
                ConditionalRequest.etag(
                    body: reply.body, identity: caller.identity, accept: request.headers["accept"]))
        }
        // A big feed is cheap to make again and would sit in memory for the server's life.
        if let memoKey, reply.body.count <= 1 << 20 {
            if rendered.count >= 4096 { rendered.removeAll() }
            rendered[memoKey] = reply
        }
        return reply
    }

    /// Gives pull request `number` of `repository` (`owner/name`) one more commit, as if someone
    /// pushed to its branch, and forgets rendered answers; returns the new head SHA, nil when there
    /// is no such pull request or it is merged.
    mutating func pushCommit(repository: String, pull number: Int) -> String? {
        let parts = repository.split(separator: "/").map(String.init)
        guard parts.count == 2, let repo = world.repos.repo(owner: parts[0], name: parts[1]),
            var issue = changes.current.issues.issue(repoID: repo.id, number: number)
                ?? world.issues.issue(of: repo, number: number),
            let pull = issue.pull, !pull.merged
        else { return nil }
        issue.pull?.commitCount += 1
        issue.updatedAt = Int(Date().timeIntervalSince1970)
        changes.update { $0.issues.store(issue) }
        rendered.removeAll()
        return issue.headSHA
    }

    private static let userAgentMessage =
        "Request forbidden by administrative rules. Please make sure your request has a User-Agent header "
        + "(https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required). "
        + "Check https://developer.github.com for other possible causes.\n"
}
