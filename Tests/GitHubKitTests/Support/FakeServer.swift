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
        apiURL: url, token: token, webURL: webURL, transport: URLSessionTransport(timeout: timeout),
        cache: cache,
        offline: offline,
        concurrency: concurrency, retryPolicy: quickRetries,
        rateLimitRules: RateLimitDecision(maxWait: .seconds(2), defaultWait: .milliseconds(10)),
        observer: observer, cachePolicy: cachePolicy)
}

/// Waits until `condition` holds, checking every 20 ms, for at most `timeout`.
func poll(timeout: Duration = .seconds(10), _ condition: () async -> Bool) async throws {
    let deadline = ContinuousClock.now + timeout
    while await !condition() {
        guard ContinuousClock.now < deadline else { return }
        try await Task.sleep(for: .milliseconds(20))
    }
}
