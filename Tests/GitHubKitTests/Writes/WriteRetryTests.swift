import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// What may be sent again after a failure: a POST that may have reached GitHub never is, an
/// idempotent PUT is, and so is a POST that a secondary rate limit stopped (GitHub did not act).
@Suite struct WriteRetryTests {
    @Test func aPostThatGot502IsNotRetried() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            await kit.server.setFault(.serverError(status: 502), path: "/markdown", times: 1)
            let github = kit.client(token: "classic")
            let error = await gitHubError {
                _ = try await github.client.send(GithubRouter.misc.markdown("hi"))
            }
            guard case .serverError(502, _)? = error else {
                Issue.record("expected a 502, got \(String(describing: error))")
                return
            }
            #expect(await kit.server.requests.map(\.status) == [502])
        }
    }

    @Test func aPutThatGot502IsRetried() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            await kit.server.setFault(.serverError(status: 502), path: "/user/following", times: 1)
            let github = kit.client(token: "classic")
            _ = try await github.client.send(GithubRouter.users.follow("zhang-wei"))
            #expect(await kit.server.requests.map(\.status) == [502, 204])
            #expect(try await github.client.check(GithubRouter.users.isFollowing("zhang-wei")))
        }
    }

    @Test func aPostStoppedByASecondaryRateLimitIsRetried() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            await kit.server.setFault(.secondaryRateLimit(retryAfter: "0"), path: "/markdown", times: 1)
            let github = kit.client(token: "classic")
            let html = try await github.client.send(GithubRouter.misc.markdown("hi"))
            #expect(html == "<p>hi</p>\n")
            #expect(await kit.server.requests.map(\.status) == [403, 200])
        }
    }
}
