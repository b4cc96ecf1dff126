import FakeGitHub
import Foundation
import GitHubKit
import Testing

/// Mutating requests are spaced one second apart client-wide; reads are not held back.
@Suite struct WriteSpacingTests {
    @Test func writesArriveAtLeastOneSecondApartByDefault() async throws {
        try await FakeGitHub.serving(options: writeOptions) { server, url in
            let github = GitHub(apiURL: url, token: "classic")
            #expect(github.client.writeSpacing.interval == .seconds(1))
            async let first = github.client.send(GithubRouter.users.follow("zhang-wei"))
            async let second = github.client.send(GithubRouter.users.follow("emoji-fan"))
            async let third = github.client.send(GithubRouter.users.unfollow("zhang-wei"))
            _ = try await (first, second, third)
            let arrivals = await server.requests.map(\.receivedAt).sorted()
            #expect(arrivals.count == 3)
            for (earlier, later) in zip(arrivals, arrivals.dropFirst()) {
                #expect(later - earlier >= .seconds(1))
            }
        }
    }

    @Test func aReadIsNotHeldBackByAWaitingWrite() async throws {
        try await FakeGitHub.serving(options: writeOptions) { server, url in
            let github = writingGitHub(url, writeSpacing: .seconds(3600))
            _ = try await github.client.send(GithubRouter.users.follow("zhang-wei"))
            // The second write waits an hour for its turn; the read goes out meanwhile.
            let waiting = Task { try await github.client.send(GithubRouter.users.unfollow("zhang-wei")) }
            let user = try await github.user("mona")
            #expect(user.login == "mona")
            #expect(await server.requests.map(\.method) == ["PUT", "GET"])
            waiting.cancel()
            let cancelled = await gitHubError { _ = try await waiting.value }
            #expect(cancelled == .cancelled)
            #expect(await server.requests.count == 2)
        }
    }
}
