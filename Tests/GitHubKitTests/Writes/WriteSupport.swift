import FakeGitHub
import Foundation
import GitHubKit

/// Tokens the write tests use: `classic` has `repo, user`, `reader` only `read:user`.
let writeOptions = Options(
    tokens: ["classic": "mona", "reader": "mona"], tokenScopes: ["reader": ["read:user"]])

/// A GitHub facade for the fake server whose writes are spaced `writeSpacing` apart (none by
/// default, so tests do not wait), with quick retries.
func writingGitHub(
    _ url: URL, token: String? = "classic", cache: (any ResponseCache)? = nil,
    writeSpacing: Duration = .zero
) -> GitHub {
    GitHub(
        apiURL: url, token: token, transport: CurlTransport.make(timeout: .seconds(60)), cache: cache,
        retryPolicy: quickRetries,
        rateLimitRules: RateLimitDecision(maxWait: .seconds(2), defaultWait: .milliseconds(10)),
        writeSpacing: writeSpacing)
}

/// The `GitHubError` `body` throws, or nil when it succeeds (or throws something else).
func gitHubError(_ body: () async throws -> Void) async -> GitHubError? {
    do {
        try await body()
        return nil
    } catch {
        return error as? GitHubError
    }
}
