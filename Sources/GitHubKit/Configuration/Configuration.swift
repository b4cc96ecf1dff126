import Foundation

/// Resolved settings for talking to GitHub, with every default filled in.
///
/// The initializer takes values as given; an application decides where they come from (ghtui
/// reads flags, environment and a config file, and validates them).
public struct Configuration: Sendable, Equatable {
    /// The API token, if any. Wrapped so that printing or dumping a configuration never shows it.
    public var token: Token?
    /// The REST API base URL, without a trailing slash (`https://api.github.com`).
    public var apiURL: URL
    /// The web host for Atom feeds and html links (`https://github.com`).
    public var webURL: URL
    /// Items asked for per page of a list endpoint, 1...100.
    public var perPage: Int
    /// How many requests may be in flight at once, 1...64.
    public var concurrency: Int
    /// How many connections the transport may open to one host, 1...64; nil for the default
    /// (see `connectionsPerHostInForce`).
    public var connectionsPerHost: Int?
    /// How long one request may take before it fails.
    public var timeout: Duration
    /// How responses are cached on disk.
    public var cache: CacheSettings
    /// How many times a failed read is sent again, 0...10; the client's `RetryPolicy(maxRetries:)`.
    public var retries: Int

    /// The public GitHub REST API.
    public static let defaultAPIURL = URL(string: "https://api.github.com")!
    /// The default page size: GitHub's maximum, so lists take the fewest requests.
    public static let defaultPerPage = 100
    /// The default number of concurrent requests: small and bounded, as GitHub advises.
    public static let defaultConcurrency = 8
    /// The default request timeout.
    public static let defaultTimeout = Duration.seconds(30)
    /// The page sizes GitHub accepts.
    public static let perPageRange = 1...100
    /// The concurrency values accepted; GitHub allows at most 100 concurrent requests.
    public static let concurrencyRange = 1...64
    /// The connections per host accepted.
    public static let connectionsPerHostRange = 1...64
    /// The default number of retries after a failed read.
    public static let defaultRetries = 3
    /// The retry counts accepted: enough for a flaky network, few enough to give up in time.
    public static let retriesRange = 0...10
    /// The longest accepted timeout; bounded so converting user input to `Duration` cannot trap.
    public static let maximumTimeout = Duration.seconds(86_400)

    /// Creates a configuration; `webURL` defaults to the one derived from `apiURL`.
    public init(
        token: Token? = nil,
        apiURL: URL = Configuration.defaultAPIURL,
        webURL: URL? = nil,
        perPage: Int = Configuration.defaultPerPage,
        concurrency: Int = Configuration.defaultConcurrency,
        timeout: Duration = Configuration.defaultTimeout,
        cache: CacheSettings = CacheSettings(),
        retries: Int = Configuration.defaultRetries,
        connectionsPerHost: Int? = nil
    ) {
        self.token = token
        self.apiURL = apiURL
        self.webURL = webURL ?? Configuration.webURL(derivedFrom: apiURL)
        self.perPage = perPage
        self.concurrency = concurrency
        self.timeout = timeout
        self.cache = cache
        self.retries = retries
        self.connectionsPerHost = connectionsPerHost
    }

    /// The connections per host in force: as set, or else one over HTTPS, where HTTP/2 carries
    /// every request on it (more would only cost handshakes: `Benchmarks/realpath.sh` measured
    /// three parallel set-ups slower than one), and `concurrency` over plain HTTP/1.1, which
    /// needs a connection per request in flight.
    public var connectionsPerHostInForce: Int {
        connectionsPerHost ?? (apiURL.scheme?.lowercased() == "https" ? 1 : concurrency)
    }

    /// The client's retry rules: `RetryPolicy.default`'s backoff with `retries` retries.
    public var retryPolicy: RetryPolicy {
        RetryPolicy(maxRetries: retries)
    }

    /// The timeout in seconds, as `URLRequest` and `URLSessionConfiguration` want it.
    public var timeoutInterval: TimeInterval {
        let parts = timeout.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// The web host that belongs to an API URL.
    ///
    /// `https://api.github.com` → `https://github.com`; GHE.com's `https://api.NAME.ghe.com` →
    /// `https://NAME.ghe.com`; GitHub Enterprise Server's `https://HOST/api/v3` → `https://HOST`;
    /// anything else (such as a local test server) → its own scheme, host and port.
    public static func webURL(derivedFrom apiURL: URL) -> URL {
        guard var parts = URLComponents(url: apiURL, resolvingAgainstBaseURL: false) else {
            return apiURL
        }
        if let host = parts.percentEncodedHost?.lowercased() {
            if host == "api.github.com" {
                parts.percentEncodedHost = "github.com"
            } else if host.hasPrefix("api."), host.hasSuffix(".ghe.com") {
                parts.percentEncodedHost = String(host.dropFirst("api.".count))
            }
        }
        parts.percentEncodedPath = ""
        parts.percentEncodedQuery = nil
        parts.percentEncodedFragment = nil
        parts.percentEncodedUser = nil
        parts.percentEncodedPassword = nil
        return parts.url ?? apiURL
    }
}

extension Configuration: CustomStringConvertible, CustomDebugStringConvertible {
    /// A one-line summary for logs and `--debug` output; the token shows as `***`.
    public var description: String {
        let tokenText = token == nil ? "none" : Token.redacted
        let pathText = cache.path.map { $0.debugDescription } ?? "default"
        return "Configuration(token: \(tokenText), apiURL: \(apiURL.absoluteString), "
            + "webURL: \(webURL.absoluteString), perPage: \(perPage), concurrency: \(concurrency), "
            + "timeout: \(timeout), cache: (mode: \(cache.mode.rawValue), path: \(pathText), "
            + "maxSizeMB: \(cache.maxSizeMB)), retries: \(retries))"
    }

    /// The same as `description`, so `debugPrint` cannot reveal the token either.
    public var debugDescription: String { description }
}
