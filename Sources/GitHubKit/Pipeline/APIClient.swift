import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends routes over a transport: adapters shape each request, decisions judge each response.
///
/// The flow of one call: route → `URLRequest` → adapters in order → transport → decisions in
/// order, which may retry, redirect (the adapters run again for the new URL), fail or finish.
/// Every error that leaves the client is a `GitHubError`.
public final class APIClient: Sendable {
    /// The URL every API route's path is appended to.
    public let baseURL: URL
    /// The URL every web-host route's path is appended to (Atom feeds).
    public let webURL: URL
    /// What actually sends requests.
    public let transport: any HTTPTransport
    /// Applied in order to every request, including each redirect hop.
    public let adapters: [any RequestAdapter]
    /// Applied in order to every response.
    public let decisions: [any ResponseDecision]
    /// How failed reads are retried, unless a route brings its own policy.
    public let retryPolicy: RetryPolicy
    /// How many redirects one call may follow.
    public let maxRedirects: Int
    /// Bounds requests in flight and per minute across everything this client sends.
    public let budget: RequestBudget
    /// The rate-limit status GitHub last reported; a spent limit stops requests before they go.
    public let rateLimits = RateLimitMonitor()
    /// Keeps POST, PATCH, PUT and DELETE requests apart (one second unless told otherwise).
    public let writeSpacing: WriteSpacing
    /// The cache whose fresh copies (inside their `max-age`) answer GETs without a request,
    /// as `cachePolicy` allows; nil for none.
    public let freshCache: (any ResponseCache)?
    /// Whether fresh cached copies answer GETs; `CachePolicy.override` beats it for a task.
    public let cachePolicy: CachePolicy
    private let shared = SharedRequests()
    private let observer: (@Sendable (ClientEvent) -> Void)?
    private let sleep: @Sendable (Duration) async throws -> Void
    private let now: @Sendable () -> Date

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - webURL: the web host for routes whose `host` is `.web`; derived from `baseURL` when nil
    ///     (`api.github.com` → `github.com`).
    ///   - observer: told about responses, retries, rate-limit changes and warnings.
    ///   - sleep: how the client waits between retries.
    ///   - now: the wall clock, compared with GitHub's rate-limit reset times.
    ///   - writeSpacing: the least time between the starts of two mutating requests (each retry
    ///     included); GitHub asks for one second. Reads are never delayed by it.
    ///   - freshCache: answers a GET whose copy is fresh with no request (nor budget, nor rate
    ///     limit) and reports `ClientEvent.fresh`; it should be the cache the decisions use.
    ///   - cachePolicy: `.revalidate` to ask GitHub every time even with `freshCache`.
    public init(
        baseURL: URL,
        webURL: URL? = nil,
        transport: any HTTPTransport = CurlTransport.make(),
        adapters: [any RequestAdapter] = [],
        decisions: [any ResponseDecision] = APIClient.standardDecisions,
        retryPolicy: RetryPolicy = .default,
        maxRedirects: Int = 10,
        budget: RequestBudget = RequestBudget(),
        observer: (@Sendable (ClientEvent) -> Void)? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        now: @escaping @Sendable () -> Date = Date.init,
        writeSpacing: Duration = .seconds(1),
        freshCache: (any ResponseCache)? = nil,
        cachePolicy: CachePolicy = .useFresh
    ) {
        self.writeSpacing = WriteSpacing(interval: writeSpacing)
        self.freshCache = freshCache
        self.cachePolicy = cachePolicy
        self.baseURL = baseURL
        self.webURL = webURL ?? Configuration.webURL(derivedFrom: baseURL)
        self.transport = transport
        self.adapters = adapters
        self.decisions = decisions
        self.retryPolicy = retryPolicy
        self.maxRedirects = maxRedirects
        self.budget = budget
        self.observer = observer
        self.sleep = sleep
        self.now = now
    }

    /// Redirects, rate limits, retries, then status validation: `Pipeline`'s chain without a cache.
    public static let standardDecisions: [any ResponseDecision] = Pipeline.decisions()

    /// Sends `route` and decodes the body as its response type (snake-case keys, ISO 8601 dates).
    ///
    /// ```swift
    /// let user = try await client.send(GithubRouter.users.get("octocat"))
    /// ```
    public func send<T: Decodable & Sendable>(_ route: Route<T>) async throws(GitHubError) -> T {
        try await send(route, parser: JSONParser<T>())
    }

    /// Sends `route` and decodes the body as `T` (snake-case keys, ISO 8601 dates).
    public func send<T: Decodable & Sendable>(_ route: some Router, as type: T.Type = T.self)
        async throws(GitHubError) -> T
    {
        try await send(route, parser: JSONParser<T>())
    }

    /// Sends `route` and hands the final response to `parser`. A body the parser cannot read is
    /// not kept (see ``forget(_:after:)``).
    public func send<P: Parsable>(_ route: some Router, parser: P) async throws(GitHubError) -> P.Output {
        let response = try await response(for: route)
        do {
            return try parser.parse(response)
        } catch {
            await forget(response, after: error)
            throw error
        }
    }

    /// Forgets the cached copy of `response` when `error` says its body could not be decoded.
    ///
    /// The copy was stored with GitHub's ETag before anyone read it; kept, every later request
    /// would be answered 304 and decoded from the same broken bytes. Forgotten, the next request
    /// asks for the whole answer again.
    public func forget(_ response: APIResponse, after error: GitHubError) async {
        guard case .decodingFailed = error, let freshCache else { return }
        await freshCache.remove(CacheKey(request: response.request))
    }

    /// Sends a "do I / have I" check, such as `GithubRouter.activity.isStarred(owner:repo:)`:
    /// GitHub answers `204` for yes and `404` for no.
    ///
    /// - Returns: true for a success (`204`), false for `404`.
    /// - Throws: every other failure, as `send(_:)` would (`.unauthorized` without a token, ...).
    public func check(_ route: some Router) async throws(GitHubError) -> Bool {
        do {
            _ = try await response(for: route)
            return true
        } catch .notFound {
            return false
        } catch {
            throw error
        }
    }

    /// Sends `route` and returns the final response once every decision has passed it.
    public func response(for route: some Router) async throws(GitHubError) -> APIResponse {
        let request = try route.urlRequest(baseURL: baseURL(for: route.host))
        return try await response(for: request, retryPolicy: route.retryPolicy ?? retryPolicy)
    }

    /// Sends `route` as `response(for:)` does (adapters, redirects with the token kept to its own
    /// host, retries, rate limits, errors), but writes a successful answer's body to a temporary
    /// file as it arrives, `bodyFile`, rather than into memory: for bodies too large to hold twice,
    /// such as a job's log. The caller removes the file. Never shared with another request in
    /// flight, nor answered from the cache (a download is sent with `Cache-Control: no-store`
    /// by its route, or not stored).
    public func download(_ route: some Router) async throws(GitHubError) -> APIResponse {
        let request = try route.urlRequest(baseURL: baseURL(for: route.host))
        return try await response(
            for: request, retryPolicy: route.retryPolicy ?? retryPolicy, body: .temporaryFile)
    }

    /// Sends `route` as `download(_:)` does (the token only to its own host, so never to the
    /// storage host a release asset redirects to), writing a success's body into `file` as it
    /// arrives and telling `progress` how far it is.
    ///
    /// A `file` holding bytes from an earlier, cut try is resumed: the request asks for the rest
    /// (`Range: bytes=N-`); a 206 appends to it, a 200 (a server that ignores ranges) starts it
    /// over, and a 416 (it was complete, or the remote file changed) empties it and asks again
    /// for the whole. A transfer cut again leaves what arrived in `file`, to be resumed by the
    /// next call; it is not retried, since a retry would ask for the wrong range. The caller
    /// moves the complete file into place.
    public func download(
        _ route: some Router, to file: URL,
        progress: @escaping @Sendable (DownloadProgress) -> Void = { _ in }
    ) async throws(GitHubError) -> APIResponse {
        var request = try route.urlRequest(baseURL: baseURL(for: route.host))
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        let start = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        if start > 0 {
            request.setValue("bytes=\(start)-", forHTTPHeaderField: "Range")
        }
        let policy = route.retryPolicy ?? retryPolicy
        do throws(GitHubError) {
            return try await response(for: request, retryPolicy: policy, body: .file(file, progress))
        } catch {
            guard case .httpError(416, _) = error.rootCause, request.value(forHTTPHeaderField: "Range") != nil
            else { throw error }
            request.setValue(nil, forHTTPHeaderField: "Range")
            try? FileManager.default.removeItem(at: file)
            return try await response(for: request, retryPolicy: policy, body: .file(file, progress))
        }
    }

    /// The URL that routes for `host` are appended to.
    public func baseURL(for host: RouteHost) -> URL {
        switch host {
        case .api: baseURL
        case .web: webURL
        }
    }

    /// Sends an already built request (for example a Link header's URL) through the same chain.
    ///
    /// A retry is reported (`ClientEvent.retry`) before its pause. None starts after the policy's
    /// deadline would be passed: the request then fails with the error that asked for it.
    public func response(for request: URLRequest, retryPolicy: RetryPolicy? = nil) async throws(GitHubError)
        -> APIResponse
    {
        try await response(for: request, retryPolicy: retryPolicy, body: .memory)
    }

    /// Where an answer's body goes.
    private enum BodyDestination: Sendable {
        /// Into `APIResponse.body`.
        case memory
        /// Into a new temporary file, `APIResponse.bodyFile`.
        case temporaryFile
        /// Into this file (appended for a 206), progress told as it arrives.
        case file(URL, @Sendable (DownloadProgress) -> Void)

        /// Whether the body goes to a file rather than memory.
        var isFile: Bool {
            if case .memory = self { false } else { true }
        }
    }

    /// `response(for:retryPolicy:)`, the final body written where `body` says.
    private func response(for request: URLRequest, retryPolicy: RetryPolicy?, body: BodyDestination)
        async throws(GitHubError) -> APIResponse
    {
        let policy = retryPolicy ?? self.retryPolicy
        let deadline = ContinuousClock.now + policy.deadline
        var request = request
        var retries = 0
        var redirects = 0
        while true {
            let context = DecisionContext(request: request, retries: retries, retryPolicy: policy)
            switch try await step(context, body: body) {
            case .finish(let response):
                return response
            case .retry(let delay, let cause):
                guard ContinuousClock.now + delay < deadline else { throw cause }
                retries += 1
                observer?(
                    .retry(
                        RetryNotice(
                            url: request.url, below: [baseURL, webURL], retry: retries,
                            maxRetries: policy.maxRetries, delay: delay, cause: cause)))
                try await pause(delay)
            case .redirect(let next):
                redirects += 1
                guard redirects <= maxRedirects else {
                    throw .tooManyRedirects(endpoint: request.endpointDescription)
                }
                request = next
            }
        }
    }

    /// What comes after one exchange.
    private enum Step {
        /// This response is the result.
        case finish(APIResponse)
        /// Send the request again after a pause; `cause` is the error to fail with otherwise.
        case retry(after: Duration, cause: GitHubError)
        /// Send this request instead.
        case redirect(URLRequest)
    }

    /// One exchange and the decisions on its response; a transport failure that the policy
    /// retries becomes a retry.
    private func step(_ context: DecisionContext, body: BodyDestination) async throws(GitHubError) -> Step {
        let policy = context.retryPolicy
        let response: APIResponse
        var resumable = false
        if case .file = body { resumable = true }
        do {
            response = try await exchange(context.request, readsOnly: policy.readsOnly, body: body)
        } catch .transport(let failure)
            where !resumable && policy.shouldRetry(failure, method: context.method, retries: context.retries)
        {
            return .retry(after: policy.delay(afterRetries: context.retries), cause: .transport(failure))
        }
        switch try await decide(response, context: context) {
        case .proceed(let response), .done(let response):
            return .finish(response)
        case .fail(let error):
            throw error
        case .retry(let delay):
            return .retry(after: delay, cause: StatusDecision.error(for: response))
        case .redirect(let next):
            return .redirect(next)
        }
    }

    /// Whether `url` is an API URL: below `baseURL` (for GitHub Enterprise, `/api/v3` on the
    /// same host as the web pages).
    private func isBelowBaseURL(_ url: URL?) -> Bool {
        Self.isBelow(baseURL, url)
    }

    /// Whether `url` is `base` or below it, whatever the case.
    static func isBelow(_ base: URL, _ url: URL?) -> Bool {
        let base = base.absoluteString.hasSuffix("/") ? base.absoluteString : base.absoluteString + "/"
        return url?.absoluteString.lowercased().hasPrefix(base.lowercased()) ?? false
    }

    /// Adapts and sends one request, within the budget, sharing identical reads in flight and
    /// spacing writes; a POST that only reads (`readsOnly`, a GraphQL query) is not spaced.
    private func exchange(_ request: URLRequest, readsOnly: Bool, body: BodyDestination)
        async throws(GitHubError)
        -> APIResponse
    {
        let started = ContinuousClock.now
        do {
            try Task.checkCancellation()
            // A fresh copy answers before the validators are looked up for a request that will
            // not be sent; its key needs the token and headers, which the adapters before them add.
            let validators = adapters.firstIndex { $0 is ConditionalRequestAdapter } ?? adapters.endIndex
            var adapted = request
            for adapter in adapters[..<validators] {
                adapted = try await adapter.adapt(adapted)
            }
            let method = HTTPMethod(rawValue: adapted.httpMethod ?? "GET") ?? .get
            if method == .get, !body.isFile, let fresh = await freshResponse(to: adapted) {
                return fresh
            }
            for adapter in adapters[validators...] {
                adapted = try await adapter.adapt(adapted)
            }
            // GitHub's API limits bind requests below the API's URL, not those to the web host.
            if isBelowBaseURL(adapted.url),
                let refusal = rateLimits.refusal(forPath: adapted.url?.path ?? "", now: now())
            {
                throw refusal
            }
            let outgoing = adapted
            let send: @Sendable () async throws -> APIResponse = { [transport, budget] in
                try await budget.run {
                    switch body {
                    case .memory: break
                    case .temporaryFile:
                        let (file, http) = try await transport.download(outgoing)
                        return try APIResponse(request: outgoing, http: http, file: file)
                    case .file(let file, let progress):
                        let (body, http) = try await transport.download(outgoing, into: file) {
                            written, head in
                            progress(DownloadProgress(written: written, head: head))
                        }
                        var response = APIResponse(request: outgoing, http: http, body: body)
                        if (200..<300).contains(http.statusCode) { response.bodyFile = file }
                        return response
                    }
                    let (body, http) = try await transport.send(outgoing)
                    return APIResponse(request: outgoing, http: http, body: body)
                }
            }
            let response: APIResponse
            if method == .get, !body.isFile {
                response = try await shared.response(for: CacheKey(request: outgoing).digest, send)
            } else if WriteSpacing.spaces(method), !readsOnly {
                response = try await writeSpacing.run(send)
            } else {
                response = try await send()
            }
            if let status = RateLimitStatus(response), rateLimits.record(status) {
                observer?(.rateLimit(status))
            }
            observer?(
                .response(
                    endpoint: response.endpoint, status: response.status,
                    duration: ContinuousClock.now - started,
                    fromCache: response.cachedAt != nil))
            return response
        } catch {
            throw Self.gitHubError(error, url: request.url)
        }
    }

    /// The cached copy that answers `request` without sending it, if the policy allows one and
    /// the copy is fresh; reported as `ClientEvent.fresh`.
    private func freshResponse(to request: URLRequest) async -> APIResponse? {
        guard let (cached, now) = await freshCopy(for: request) else { return nil }
        let response = cached.response(to: request)
        let age = max(0, Int(now.timeIntervalSince(cached.fetchedAt))) + cached.age
        observer?(.fresh(endpoint: response.endpoint, age: age))
        return response
    }

    /// Whether a GET of `request` (adapted up to its validators) would be answered from a
    /// fresh copy, without the network; nothing is reported.
    func answersFromFreshCopy(_ request: URLRequest) async -> Bool {
        await freshCopy(for: request) != nil
    }

    /// The fresh copy answering `request` as the policy allows, and the moment it was judged at.
    private func freshCopy(for request: URLRequest) async -> (CachedResponse, Date)? {
        guard let freshCache,
            CachePolicy.effective(cachePolicy, for: request.value(forHTTPHeaderField: "Cache-Control"))
                == .useFresh
        else { return nil }
        let now = now()
        guard let cached = await freshCache.freshResponse(for: CacheKey(request: request), at: now) else {
            return nil
        }
        return (cached, now)
    }

    private func decide(_ response: APIResponse, context: DecisionContext) async throws(GitHubError)
        -> DecisionAction
    {
        var response = response
        for decision in decisions {
            let action = try await decision.decide(response, context: context)
            guard case .proceed(let next) = action else { return action }
            response = next
        }
        return .proceed(response)
    }

    /// Reports something odd that the client carried on past.
    func warn(_ message: String) {
        observer?(.warning(message))
    }

    /// Tells the observer about `event` (a GraphQL query's rate limit, read from its body).
    func report(_ event: ClientEvent) {
        observer?(event)
    }

    private func pause(_ delay: Duration) async throws(GitHubError) {
        do {
            try await sleep(delay)
        } catch {
            throw .cancelled
        }
    }

    /// libcurl's words for a connection the server reset or closed, whatever code corelibs
    /// Foundation gives them (a reset mid-body has come as `unknown`, not `networkConnectionLost`).
    private static let resetWords = ["empty reply from server", "connection reset by peer", "recv failure"]
    /// libcurl's words for a body cut off before its announced length.
    private static let cutOffWords = ["transfer closed with", "outstanding read data remaining"]

    /// Maps whatever a transport or adapter threw onto `GitHubError`.
    ///
    /// URLSession on Linux (libcurl) reports a reset as `networkConnectionLost` ("Recv failure:
    /// Connection reset by peer"), a connection closed before any answer as `badServerResponse`
    /// ("Empty reply from server"), and a body shorter than announced as `unknown` ("transfer
    /// closed with N bytes remaining to read", or "… outstanding read data remaining" when
    /// chunked). The words decide when the code is another (`resetWords`, `cutOffWords`);
    /// `TransportTests` pins each against a raw socket server, for this transport and `CurlTransport`
    /// (which gives the same codes and words).
    static func gitHubError(_ error: any Error, url: URL?) -> GitHubError {
        if let error = error as? GitHubError { return error }
        if error is CancellationError { return .cancelled }
        let host = url.map { ($0.host ?? "?") + ($0.port.map { ":\($0)" } ?? "") } ?? "?"
        guard let error = error as? URLError else {
            return .transport(.other(host: host, reason: String(describing: error)))
        }
        let words = error.localizedDescription
        switch error.code {
        case .cancelled:
            return .cancelled
        case .timedOut:
            return .transport(.timedOut(host: host))
        case .cannotConnectToHost, .notConnectedToInternet:
            return .transport(.cannotConnect(host: host))
        case .networkConnectionLost:
            return .transport(.connectionReset(host: host))
        case _ where Self.resetWords.contains { words.localizedCaseInsensitiveContains($0) }:
            return .transport(.connectionReset(host: host))
        case _ where Self.cutOffWords.contains { words.localizedCaseInsensitiveContains($0) }:
            return .transport(.transferCutOff(host: host))
        case .cannotFindHost, .dnsLookupFailed:
            return .transport(.hostNotFound(host: host))
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return .transport(.secureConnectionFailed(host: host))
        default:
            return .transport(.other(host: host, reason: words))
        }
    }
}
