import Foundation
import Logging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Typed access to GitHub's REST API: one method per endpoint, errors as `GitHubError`.
///
/// ```swift
/// let github = GitHub(apiURL: URL(string: "https://api.github.com")!, token: nil)
/// let user = try await github.user("octocat")
/// ```
public struct GitHub: Sendable {
    /// The version sent in the `User-Agent` header.
    public static let version = "0.1.0"

    /// The client that sends every request.
    public let client: APIClient
    /// The web host, for Atom feeds and html links: the client's, where its web routes go.
    public var webURL: URL { client.webURL }
    /// How many pages a walk fetches ahead at once.
    public let concurrency: Int
    /// The response cache the client revalidates against, if any; `cachedResponse(for:)` reads it.
    public let cache: (any ResponseCache)?
    /// The GitHub App this client acts as (made with `GitHub.app(_:)`); nil for any other client.
    public let app: AppSession?

    /// Wraps an existing client; `cache` should be the one its adapters and decisions use.
    public init(
        client: APIClient, concurrency: Int = 8, cache: (any ResponseCache)? = nil, app: AppSession? = nil
    ) {
        self.client = client
        self.concurrency = max(1, concurrency)
        self.cache = cache
        self.app = app
    }

    /// Creates a client for `apiURL` with GitHub's headers, the token (sent to `apiURL`'s
    /// origin only), an optional response cache, and GitHub's rate-limit and retry rules.
    ///
    /// - Parameters:
    ///   - cache: revalidated with ETags; with `offline`, the only source of answers.
    ///   - concurrency: requests in flight at once, client-wide; also how far walks read ahead.
    ///   - observer: told about responses, retries, rate-limit changes and warnings.
    ///   - writeSpacing: the least time between two mutating requests; GitHub asks for one second.
    ///   - cachePolicy: `.useFresh` answers a GET from the cache with no request while its copy
    ///     is inside `max-age`; `.revalidate` asks GitHub (conditionally) every time.
    ///   - logger: where each request is logged (`debug`: method, path, status, duration), each
    ///     retry (`notice`) and each rate-limit wait or spent limit (`warning`); never a header,
    ///     a token or a secret-looking query value.
    public init(
        apiURL: URL,
        token: String?,
        webURL: URL? = nil,
        transport: any HTTPTransport = CurlTransport.make(),
        cache: (any ResponseCache)? = nil,
        offline: Bool = false,
        concurrency: Int = 8,
        retryPolicy: RetryPolicy = .default,
        rateLimitRules: RateLimitDecision = RateLimitDecision(),
        observer: (@Sendable (ClientEvent) -> Void)? = nil,
        writeSpacing: Duration = .seconds(1),
        cachePolicy: CachePolicy = .useFresh,
        logger: Logger? = nil
    ) {
        let pipeline = Pipeline(
            apiURL: apiURL, token: token, transport: transport, cache: cache, offline: offline,
            rateLimitRules: rateLimitRules, userAgent: "ghtui/\(Self.version)")
        let client = APIClient(
            baseURL: apiURL, webURL: webURL, transport: pipeline.transport, adapters: pipeline.adapters,
            decisions: pipeline.decisions,
            retryPolicy: retryPolicy,
            budget: RequestBudget(concurrency: concurrency),
            observer: ClientEventLog.observer(logging: logger, then: observer), writeSpacing: writeSpacing,
            freshCache: pipeline.freshCache, cachePolicy: cachePolicy)
        self.init(client: client, concurrency: concurrency, cache: cache)
    }

    /// Creates a client from resolved configuration; `cache` is used as `configuration.cache.mode` says,
    /// and failed reads are retried `configuration.retries` times.
    ///
    /// - Parameter transport: nil for a `CurlTransport` (or, without libcurl, a `URLSessionTransport`)
    ///   with the configuration's timeout and connections per host.
    public init(
        configuration: Configuration,
        transport: (any HTTPTransport)? = nil,
        cache: (any ResponseCache)? = nil,
        observer: (@Sendable (ClientEvent) -> Void)? = nil
    ) {
        self.init(
            apiURL: configuration.apiURL, token: configuration.token?.value, webURL: configuration.webURL,
            transport: transport
                ?? CurlTransport.make(
                    timeout: configuration.timeout,
                    maxConnectionsPerHost: configuration.connectionsPerHostInForce),
            cache: configuration.cache.mode == .disabled ? nil : cache,
            offline: configuration.cache.mode == .offline, concurrency: configuration.concurrency,
            retryPolicy: configuration.retryPolicy, observer: observer,
            cachePolicy: configuration.cache.policy)
    }

    /// The cached response for `route`, without touching the network: for showing data at
    /// once while `client.response(for:)` revalidates it (stale-while-revalidate).
    ///
    /// The request is built and adapted as the client would send it, so the cache key carries
    /// the same token fingerprint and `Accept` header. Nil without a cache or a cached copy.
    public func cachedResponse(for route: some Router) async -> APIResponse? {
        guard let cache, let request = await keyedRequest(for: route) else { return nil }
        return await cache.response(for: CacheKey(request: request))?.response(to: request)
    }

    /// The cached response for `route` when the client would have to ask GitHub for it: what
    /// to show while `client.response(for:)` revalidates. Nil also when the client answers the
    /// route from a fresh copy without the network, as the same copy would come no sooner, and
    /// reading it twice would only double the work.
    public func staleResponse(for route: some Router) async -> APIResponse? {
        guard let cache, let request = await keyedRequest(for: route),
            await !client.answersFromFreshCopy(request)
        else { return nil }
        return await cache.response(for: CacheKey(request: request))?.response(to: request)
    }

    /// `route`'s request as the client would send it, adapted up to its validators: the cache
    /// key carries the same token fingerprint and `Accept` header.
    private func keyedRequest(for route: some Router) async -> URLRequest? {
        guard var request = try? route.urlRequest(baseURL: client.baseURL(for: route.host)) else {
            return nil
        }
        // The conditional-request adapter only adds validators, which the key leaves out.
        for adapter in client.adapters where !(adapter is ConditionalRequestAdapter) {
            guard let adapted = try? await adapter.adapt(request) else { return nil }
            request = adapted
        }
        return request
    }

    /// The pages of a list route, in order, starting at the route's page; the item type is the route's.
    ///
    /// ```swift
    /// for try await page in try github.pages(of: GithubRouter.users.followers("octocat")) { … }
    /// ```
    public func pages<Item: Decodable & Sendable>(of route: Route<[Item]>, limit: Int? = nil)
        throws(GitHubError) -> PageSequence<Item>
    {
        try pages(of: route, as: Item.self, limit: limit)
    }

    /// The pages of any list route, with its items decoded as `type`.
    public func pages<Item: Decodable & Sendable>(
        of route: some Router, as type: Item.Type, limit: Int? = nil
    ) throws(GitHubError) -> PageSequence<Item> {
        try pages(of: route, limit: limit) { response throws(GitHubError) in
            try JSONParser<[Item]>().parse(response)
        }
    }

    /// The pages of any list route, with items made by `parse` (for example raw JSON slices).
    public func pages<Item: Sendable>(
        of route: some Router, limit: Int? = nil, parse: @escaping PageSequence<Item>.Parse
    ) throws(GitHubError) -> PageSequence<Item> {
        PageSequence(
            client: client, firstPage: try route.urlRequest(baseURL: client.baseURL(for: route.host)),
            concurrency: concurrency, limit: limit, retryPolicy: route.retryPolicy, parse: parse)
    }

    /// Every item of a list route in GitHub's order, or the first `limit` of them.
    public func all<Item: Decodable & Sendable>(_ route: Route<[Item]>, limit: Int? = nil)
        async throws(GitHubError) -> [Item]
    {
        try await all(route, as: Item.self, limit: limit)
    }

    /// Every item of any list route, decoded as `type`, in GitHub's order, or the first `limit` of them.
    public func all<Item: Decodable & Sendable>(
        _ route: some Router, as type: Item.Type, limit: Int? = nil
    ) async throws(GitHubError) -> [Item] {
        var items: [Item] = []
        do {
            for try await page in try pages(of: route, as: Item.self, limit: limit) {
                items += page.items
            }
        } catch {
            throw APIClient.gitHubError(error, url: nil)
        }
        return limit.map { Array(items.prefix($0)) } ?? items
    }

    /// A user or organization by login.
    public func user(_ login: String) async throws(GitHubError) -> User {
        try await client.send(GithubRouter.users.get(login))
    }

    /// The user the token belongs to.
    public func authenticatedUser() async throws(GitHubError) -> User {
        try await client.send(GithubRouter.users.authenticated)
    }

    /// One page of a user's public repositories.
    public func repositories(
        of login: String, sort: RepositorySort? = nil, page: Int = 1, perPage: Int = 100
    ) async throws(GitHubError) -> [Repository] {
        try await client.send(GithubRouter.users.repos(login, sort: sort, page: page, perPage: perPage))
    }

    /// One page of the people who follow `login`.
    public func followers(of login: String, page: Int = 1, perPage: Int = 100) async throws(GitHubError)
        -> [SimpleUser]
    {
        try await client.send(GithubRouter.users.followers(login, page: page, perPage: perPage))
    }

    /// One page of the people `login` follows.
    public func following(of login: String, page: Int = 1, perPage: Int = 100) async throws(GitHubError)
        -> [SimpleUser]
    {
        try await client.send(GithubRouter.users.following(login, page: page, perPage: perPage))
    }

    /// One page of the repositories `login` has starred.
    public func starred(by login: String, page: Int = 1, perPage: Int = 100) async throws(GitHubError)
        -> [Repository]
    {
        try await client.send(GithubRouter.users.starred(login, page: page, perPage: perPage))
    }

    /// A repository by owner and name.
    public func repository(owner: String, name: String) async throws(GitHubError) -> Repository {
        try await client.send(GithubRouter.repos.get(owner: owner, name: name))
    }

    /// A repository's README (base64 content; see `Readme.decodedContent`).
    public func readme(owner: String, name: String) async throws(GitHubError) -> Readme {
        try await client.send(GithubRouter.repos.readme(owner: owner, name: name))
    }

    /// One page of users matching `query` (GitHub's search syntax).
    public func searchUsers(_ query: String, page: Int = 1, perPage: Int = 100) async throws(GitHubError)
        -> SearchResults<SimpleUser>
    {
        try await client.send(GithubRouter.search.users(query, page: page, perPage: perPage))
    }

    /// The current rate limits; free against the primary limit.
    public func rateLimit() async throws(GitHubError) -> RateLimitOverview {
        try await client.send(GithubRouter.misc.rateLimit)
    }

    /// The public activity of `login`, from the Atom feed on the web host (`{web}/{login}.atom`).
    ///
    /// The feed goes through the same chain as the API (ETag cache, retries, status checks), but
    /// no token is sent unless the web host is the API's own origin. A damaged or oversized feed
    /// yields the entries read before the damage, with `isTruncated` set.
    ///
    /// - Parameter parser: the limits to parse with; the defaults suit GitHub's feeds.
    public func activity(of login: String, parser: FeedParser = FeedParser()) async throws(GitHubError)
        -> Feed
    {
        do {
            return try await client.send(GithubRouter.activity.feed(login), parser: parser)
        } catch .notFound(let endpoint, _) {
            let message =
                "no public activity feed for \(GitHubNames.quoted(login)); the account may not exist"
            throw .notFound(endpoint: endpoint, message: message)
        } catch {
            throw error
        }
    }
}
