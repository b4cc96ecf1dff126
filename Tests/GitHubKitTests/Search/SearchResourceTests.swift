import Testing

@testable import GitHubKit

/// Which rate limit a path counts against: only GitHub's searches use search's.
@Suite struct SearchResourceTests {
    @Test func searchesCountAgainstSearchAndEverythingElseAgainstCore() {
        for path in ["/search/users", "/search/issues", "/api/v3/search/code", "/search/topics"] {
            #expect(RateLimitMonitor.resource(forPath: path) == "search", "\(path)")
        }
        for path in [
            "/users/search", "/users/search/repos", "/repos/mona/search/issues", "/orgs/search/issues",
            "/repos/search/search/issues", "/search", "/rate_limit", "/users/mona",
        ] {
            #expect(RateLimitMonitor.resource(forPath: path) == "core", "\(path)")
        }
    }
}
