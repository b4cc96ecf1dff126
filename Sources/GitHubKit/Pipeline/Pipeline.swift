import Foundation

/// The adapters, decisions and transport a client sends through, assembled here and nowhere else.
///
/// Adapters, in order: GitHub's default headers, the token (to the API origin only), the JSON
/// body's content type, then, with a cache, the conditional-request validators. Decisions, in
/// order: `Redirect → Cache → RateLimit → Retry → Status` (`Cache` only with a cache, online).
/// Offline, the transport is the cache itself and the rest of the chain is unchanged. Online,
/// a cached copy inside its `max-age` answers a GET before any of it (`freshCache`).
public struct Pipeline: Sendable {
    /// What sends the requests: the given transport, or the cache when offline.
    public var transport: any HTTPTransport
    /// Applied in order to every request.
    public var adapters: [any RequestAdapter]
    /// Applied in order to every response.
    public var decisions: [any ResponseDecision]
    /// The cache whose fresh copies answer GETs without a request (`APIClient.freshCache`):
    /// the cache when online, nil otherwise.
    public var freshCache: (any ResponseCache)?

    /// Assembles the chain for GitHub at `apiURL`.
    ///
    /// - Parameters:
    ///   - cache: revalidated with ETags; with `offline`, the only source of answers.
    ///   - rateLimitRules: how long a rate-limited request may wait before it fails.
    ///   - userAgent: the `User-Agent` header.
    public init(
        apiURL: URL,
        token: String?,
        transport: any HTTPTransport = CurlTransport.make(),
        cache: (any ResponseCache)? = nil,
        offline: Bool = false,
        rateLimitRules: RateLimitDecision = RateLimitDecision(),
        userAgent: String = "ghtui/\(GitHub.version)"
    ) {
        let online = offline ? nil : cache
        self.transport = if let cache, offline { CacheOnlyTransport(cache: cache) } else { transport }
        self.adapters =
            [
                HeadersAdapter.gitHub(userAgent: userAgent),
                TokenAdapter(token: token, apiURL: apiURL),
                JSONBodyAdapter(),
            ] + (online.map { [ConditionalRequestAdapter(cache: $0)] } ?? [])
        self.decisions = Self.decisions(cache: online, rateLimitRules: rateLimitRules)
        self.freshCache = online
    }

    /// `Redirect → Cache → RateLimit → Retry → Status`, without `Cache` when `cache` is nil.
    public static func decisions(
        cache: (any ResponseCache)? = nil, rateLimitRules: RateLimitDecision = RateLimitDecision()
    ) -> [any ResponseDecision] {
        let caching: [any ResponseDecision] = cache.map { [CacheDecision(cache: $0)] } ?? []
        return [RedirectDecision()] + caching + [rateLimitRules, RetryDecision(), StatusDecision()]
    }
}
