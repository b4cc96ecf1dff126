import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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
        try await TestGitHub.run(options: Options(rateLimit: 2, rateLimitUnauthenticated: 2)) { kit in
            let github = kit.client()
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
            #expect(await kit.server.stats.total == 2)
            #expect(try await github.rateLimit().resources.core.remaining == 0)
        }
    }

    @Test func aResetInThePastOrMissingLetsRequestsThrough() async throws {
        let monitor = RateLimitMonitor()
        monitor.record(
            RateLimitStatus(
                limit: 60, remaining: 0, used: 60, reset: Date(timeIntervalSinceNow: -5), resource: "core"))
        #expect(!monitor.status()!.isExhausted(at: Date()))
        try await TestGitHub.run { kit in
            await kit.server.setFault(.primaryRateLimitExhausted, times: 1)
            let github = kit.client()
            await #expect(throws: GitHubError.self) { try await github.user("mona") }
            // FakeGitHub's reset is an hour away: the next call is refused locally.
            await #expect(throws: GitHubError.self) { try await github.user("mona") }
            #expect(await kit.server.stats.total == 1)
        }
    }

    @Test(arguments: ["0", "-5", "abc", ""])
    func aSecondaryLimitWithAnOddRetryAfterIsWaitedOutAndRetried(retryAfter: String) async throws {
        try await TestGitHub.run { kit in
            await kit.server.setFault(.secondaryRateLimit(retryAfter: retryAfter), times: 1)
            let user = try await kit.client().user("mona")
            #expect(user.login == "mona")
            #expect(await kit.server.stats.total == 2)
        }
    }

    @Test func aSecondaryLimitLongerThanTheMaximumWaitFailsWithTheTimeToWait() async throws {
        try await TestGitHub.run { kit in
            await kit.server.setFault(.secondaryRateLimit(retryAfter: "999999"))
            await #expect {
                try await kit.client().user("mona")
            } throws: { error in
                guard case .rateLimited(nil, let wait?, _) = error as? GitHubError else { return false }
                return wait == .seconds(999_999) && "\(error)".contains("retry after 999999 s")
            }
            #expect(await kit.server.stats.total == 1)
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
                    if case .retry(let notice) = event { delays.withLock { $0.append(notice.delay) } }
                })
            await #expect(throws: GitHubError.self) { try await github.user("mona") }
            #expect(delays.withLock { $0 } == [.milliseconds(10), .milliseconds(20), .milliseconds(40)])
            #expect(await server.stats.total == 4)
        }
    }

    private func limitResponse(status: Int, headers: [String: String], message: String) -> APIResponse {
        APIResponse(
            request: URLRequest(url: URL(string: "https://api.github.com/users/mona")!), status: status,
            headers: headers, body: Data("{\"message\":\"\(message)\"}".utf8))
    }

    @Test func aSecondaryLimitWithASpentBudgetWaitsUntilTheReset() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let secondary =
            "You have exceeded a secondary rate limit. Please wait a few minutes before you try again."
        let headers = ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700000042"]
        for status in [403, 429] {
            let response = limitResponse(status: status, headers: headers, message: secondary)
            #expect(
                RateLimitDecision.limit(in: response, message: secondary, now: now)
                    == .secondary(retryAfter: .seconds(42)))
            // retry-after comes first.
            var withRetryAfter = response
            withRetryAfter.headers["retry-after"] = "7"
            #expect(
                RateLimitDecision.limit(in: withRetryAfter, message: secondary, now: now)
                    == .secondary(retryAfter: .seconds(7)))
            // A spent budget without a secondary message is the primary limit: no waiting.
            let primary = "API rate limit exceeded for 127.0.0.1."
            #expect(
                RateLimitDecision.limit(
                    in: limitResponse(status: status, headers: headers, message: primary), message: primary,
                    now: now)
                    == .primary(reset: Date(timeIntervalSince1970: 1_700_000_042)))
        }
    }
}
