import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// Search has its own per-minute rate limit: the client keeps its bucket apart from the core one,
/// so a spent search limit never holds back other requests, and the reverse.
@Suite struct SearchRateLimitTests {
    @Test func aSpentSearchLimitRefusesSearchesButNotCoreRequests() async throws {
        let options = Options(tokens: ["tok": "mona"], searchRateLimit: 1)
        try await TestGitHub.run(options: options) { kit in
            let github = kit.client(token: "tok")
            _ = try await github.client.send(GithubRouter.search.repositories("user:mona"))
            let search = try #require(github.client.rateLimits.status(for: "search"))
            #expect(search.limit == 1 && search.remaining == 0 && search.resource == "search")
            // The spent search limit is known: the next search is refused without being sent...
            await #expect {
                try await github.client.send(GithubRouter.search.issues("is:open"))
            } throws: { error in
                if case .rateLimited = error as? GitHubError { true } else { false }
            }
            #expect(await kit.server.requests.count == 1)
            // ...while core requests go out and answer at once.
            let issue = try await github.client.send(
                GithubRouter.issues.get(owner: "mona", name: "hello-world", number: 1))
            #expect(issue.number == 1)
            #expect(await kit.server.requests.count == 2)
            let core = try #require(github.client.rateLimits.status(for: "core"))
            #expect(core.limit == 5000 && core.remaining == 4999)
        }
    }

    @Test func aSpentCoreLimitLeavesSearchAlone() async throws {
        let options = Options(tokens: ["tok": "mona"], rateLimit: 1)
        try await TestGitHub.run(options: options) { kit in
            let github = kit.client(token: "tok")
            _ = try await github.client.send(
                GithubRouter.pulls.get(owner: "mona", name: "hello-world", number: 2))
            #expect(github.client.rateLimits.status(for: "core")?.remaining == 0)
            await #expect(throws: GitHubError.self) {
                try await github.client.send(
                    GithubRouter.pulls.get(owner: "mona", name: "hello-world", number: 3))
            }
            #expect(await kit.server.requests.count == 1)
            let found = try await github.client.send(
                GithubRouter.search.issues("repo:mona/hello-world is:pr"))
            #expect(found.totalCount > 0)
            let search = try #require(github.client.rateLimits.status(for: "search"))
            #expect(search.limit == 30 && search.remaining == 29)
        }
    }
}
