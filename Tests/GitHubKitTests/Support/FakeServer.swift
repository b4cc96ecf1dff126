import FakeGitHub
import Foundation
import GitHubKit

/// Retries that do not slow tests down.
let quickRetries = RetryPolicy(maxRetries: 3, baseDelay: .milliseconds(1), maxDelay: .milliseconds(5))

/// A GitHub facade for the fake server, with quick retries.
func gitHub(
    _ url: URL, token: String? = nil, webURL: URL? = nil, timeout: Duration = .seconds(60),
    concurrency: Int = 8, cache: (any ResponseCache)? = nil, offline: Bool = false,
    cachePolicy: CachePolicy = .useFresh, observer: (@Sendable (ClientEvent) -> Void)? = nil
) -> GitHub {
    GitHub(
        apiURL: url, token: token, webURL: webURL, transport: CurlTransport.make(timeout: timeout),
        cache: cache,
        offline: offline,
        concurrency: concurrency, retryPolicy: quickRetries,
        rateLimitRules: RateLimitDecision(maxWait: .seconds(2), defaultWait: .milliseconds(10)),
        observer: observer, cachePolicy: cachePolicy)
}
