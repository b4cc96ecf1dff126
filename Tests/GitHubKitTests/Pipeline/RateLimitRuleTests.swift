import FakeGitHub
import Foundation
import GitHubKit
import Synchronization
import Testing

/// GitHub's rate-limit rules against FakeGitHub's headers and faults.
@Suite struct RateLimitRuleTests {
    @Test func everyResponseUpdatesTheObservableStatus() async throws {
        let seen = Mutex<[RateLimitStatus]>([])
        try await FakeGitHub.serving(options: Options(rateLimit: 5000, rateLimitUnauthenticated: 5000)) {
            _, url in
            let github = GitHub(
                apiURL: url, token: nil,
                observer: { event in
                    if case .rateLimit(let status) = event { seen.withLock { $0.append(status) } }
                })
            _ = try await github.user("mona")
            _ = try await github.user("zhang-wei")
            let status = try #require(github.client.rateLimits.status())
            #expect(status.limit == 5000)
            #expect(status.remaining == 4998)
            #expect(status.used == 2)
            #expect(status.resource == "core")
            #expect(status.reset > Date())
        }
        #expect(seen.withLock { $0.map(\.remaining) } == [4999, 4998])
    }

    @Test func anExhaustedPrimaryLimitStopsFurtherRequestsUntilReset() async throws {
        try await FakeGitHub.serving(options: Options(rateLimit: 2, rateLimitUnauthenticated: 2)) {
            server, url in
            let github = gitHub(url)
            _ = try await github.user("mona")
            _ = try await github.user("nullish")
            #expect(github.client.rateLimits.status()?.remaining == 0)
            for login in ["zhang-wei", "acme-corp"] {
                await #expect {
                    try await github.user(login)
                } throws: { error in
                    guard case .rateLimited(let reset?, nil, let message) = error as? GitHubError else {
                        return false
                    }
                    return reset > Date() && message.contains("nothing was sent")
                }
            }
            #expect(await server.stats.total == 2)
            #expect(try await github.rateLimit().resources.core.remaining == 0)
        }
    }

    @Test func aResetInThePastOrMissingLetsRequestsThrough() async throws {
        let monitor = RateLimitMonitor()
        monitor.record(
            RateLimitStatus(
                limit: 60, remaining: 0, used: 60, reset: Date(timeIntervalSinceNow: -5), resource: "core"))
        #expect(!monitor.status()!.isExhausted(at: Date()))
        try await FakeGitHub.serving { server, url in
            await server.setFault(.primaryRateLimitExhausted, times: 1)
            let github = gitHub(url)
            await #expect(throws: GitHubError.self) { try await github.user("mona") }
            // FakeGitHub's reset is an hour away: the next call is refused locally.
            await #expect(throws: GitHubError.self) { try await github.user("mona") }
            #expect(await server.stats.total == 1)
        }
    }

    @Test(arguments: ["0", "-5", "abc", ""])
    func aSecondaryLimitWithAnOddRetryAfterIsWaitedOutAndRetried(retryAfter: String) async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.secondaryRateLimit(retryAfter: retryAfter), times: 1)
            let user = try await gitHub(url).user("mona")
            #expect(user.login == "mona")
            #expect(await server.stats.total == 2)
        }
    }

    @Test func aSecondaryLimitLongerThanTheMaximumWaitFailsWithTheTimeToWait() async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.secondaryRateLimit(retryAfter: "999999"))
            await #expect {
                try await gitHub(url).user("mona")
            } throws: { error in
                guard case .rateLimited(nil, let wait?, _) = error as? GitHubError else { return false }
                return wait == .seconds(999_999) && "\(error)".contains("retry after 999999 s")
            }
            #expect(await server.stats.total == 1)
        }
    }

    @Test func aSecondaryLimitWithoutRetryAfterBacksOffThenGivesUp() async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.secondaryRateLimit(retryAfter: nil))
            let delays = Mutex<[Duration]>([])
            let github = GitHub(
                apiURL: url, token: nil, retryPolicy: quickRetries,
                rateLimitRules: RateLimitDecision(maxWait: .seconds(1), defaultWait: .milliseconds(10)),
                observer: { event in
                    if case .retry(_, _, let delay, _) = event { delays.withLock { $0.append(delay) } }
                })
            await #expect(throws: GitHubError.self) { try await github.user("mona") }
            #expect(delays.withLock { $0 } == [.milliseconds(10), .milliseconds(20), .milliseconds(40)])
            #expect(await server.stats.total == 4)
        }
    }
}
