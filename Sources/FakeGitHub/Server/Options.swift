/// How a ``FakeGitHub`` server behaves, fixed when it is created.
public struct Options: Sendable {
    /// Delay before every answer; requests wait concurrently, not in a queue.
    public var latency: Duration
    /// Accepted tokens, each mapped to the login of the user it authenticates.
    public var tokens: [String: String]
    /// The OAuth scopes of accepted tokens, sent back in `X-OAuth-Scopes` and checked by writes;
    /// a token without an entry is a classic token with ``defaultScopes``.
    public var tokenScopes: [String: [String]]
    /// Primary rate limit per hour for requests with a valid token (GitHub: 5,000).
    public var rateLimit: Int
    /// Primary rate limit per hour for requests without a token (GitHub: 60).
    public var rateLimitUnauthenticated: Int
    /// Points per hour of the GraphQL API's own rate limit, per token (GitHub: 5,000).
    public var graphQLRateLimit: Int
    /// Search requests per minute with a valid token (GitHub: 30), counted apart from the others.
    public var searchRateLimit: Int
    /// Search requests per minute without a token (GitHub: 10).
    public var searchRateLimitUnauthenticated: Int
    /// Whether requests without a `User-Agent` are refused with 403, as GitHub does.
    public var requiresUserAgent: Bool
    /// Port to bind on 127.0.0.1; 0 picks a free one.
    public var port: UInt16
    /// The least size in bytes of the feed of ``FeedSample/big``.
    public var bigFeedBytes: Int
    /// How many of the latest requests ``FakeGitHub/requests`` keeps, so that a long-running
    /// server's memory stays bounded.
    public var requestLogLimit: Int
    /// Random, reproducible disturbances of requests; nil for none.
    public var chaos: Chaos?
    /// Whether the world is live: its "now" is the day the server starts and its repositories were
    /// pushed to lately, as the demo wants ("3d ago", not "9y ago"); answers then differ from day
    /// to day. Off by default: every answer is the same on every day.
    public var datesRelativeToNow = false
    /// The `X-Poll-Interval` of `GET /notifications` as sent (GitHub: `60`, in seconds); any
    /// text, so that clients meet `0` and garbage too.
    public var notificationPollInterval = "60"
    /// How the web host's OAuth device flow answers.
    public var deviceFlow = DeviceFlowOptions()
    /// The GitHub App whose JWTs and installation tokens the server accepts; nil for none.
    public var app: AppOptions?
    /// The `max-age` (and `s-maxage`) of every answer's `Cache-Control`, in seconds (GitHub:
    /// 60): 0 makes every cached answer stale at once, a large one keeps it fresh.
    public var maxAge: Int
    /// A whole `Cache-Control` value to send instead of GitHub's (`no-store`, `no-cache`...);
    /// nil for GitHub's `private`/`public, max-age=…, s-maxage=…`.
    public var cacheControl: String?

    /// Options with GitHub's authenticated limit for everyone (and its search limits), no latency
    /// and no valid tokens.
    public init(
        latency: Duration = .zero,
        tokens: [String: String] = [:],
        tokenScopes: [String: [String]] = [:],
        rateLimit: Int = 5000,
        rateLimitUnauthenticated: Int = 5000,
        requiresUserAgent: Bool = true,
        port: UInt16 = 0,
        bigFeedBytes: Int = 50_000_000,
        requestLogLimit: Int = 10_000,
        chaos: Chaos? = nil,
        graphQLRateLimit: Int = 5000,
        searchRateLimit: Int = 30,
        searchRateLimitUnauthenticated: Int = 10,
        maxAge: Int = 60,
        cacheControl: String? = nil
    ) {
        self.maxAge = max(0, maxAge)
        self.cacheControl = cacheControl
        self.latency = latency
        self.tokens = tokens
        self.tokenScopes = tokenScopes
        self.rateLimit = rateLimit
        self.rateLimitUnauthenticated = rateLimitUnauthenticated
        self.requiresUserAgent = requiresUserAgent
        self.port = port
        self.bigFeedBytes = max(0, bigFeedBytes)
        self.requestLogLimit = max(0, requestLogLimit)
        self.chaos = chaos
        self.graphQLRateLimit = max(0, graphQLRateLimit)
        self.searchRateLimit = searchRateLimit
        self.searchRateLimitUnauthenticated = searchRateLimitUnauthenticated
    }

    /// The scopes of a token with no ``tokenScopes`` entry: a classic token's `repo, user`.
    public static let defaultScopes = ["repo", "user"]

    /// The scopes `token` has.
    func scopes(of token: String) -> [String] {
        tokenScopes[token] ?? Self.defaultScopes
    }
}
