import GitHubKit
import Testing

@Suite struct RetryPolicyTests {
    @Test func onlyReadsOfServerErrorsAndTimeoutsAreRetried() {
        let policy = RetryPolicy(maxRetries: 3)
        for status in [500, 502, 503, 504, 408] {
            #expect(policy.shouldRetry(status: status, method: .get, retries: 0))
            #expect(policy.shouldRetry(status: status, method: .head, retries: 2))
        }
        for method in [HTTPMethod.post, .put, .patch, .delete] {
            #expect(!policy.shouldRetry(status: 502, method: method, retries: 0))
        }
        for status in [200, 304, 400, 401, 403, 404, 422, 429] {
            #expect(!policy.shouldRetry(status: status, method: .get, retries: 0))
        }
        #expect(!policy.shouldRetry(status: 502, method: .get, retries: 3))
        #expect(!RetryPolicy.never.shouldRetry(status: 502, method: .get, retries: 0))
    }

    @Test func delaysGrowExponentiallyUpToTheCapWithBoundedJitter() {
        let policy = RetryPolicy(baseDelay: .milliseconds(100), maxDelay: .milliseconds(350), jitter: 0.25)
        for _ in 0..<50 {
            let first = policy.delay(afterRetries: 0)
            let second = policy.delay(afterRetries: 1)
            let capped = policy.delay(afterRetries: 10)
            #expect(first >= .milliseconds(75) && first <= .milliseconds(100))
            #expect(second >= .milliseconds(150) && second <= .milliseconds(200))
            #expect(capped >= .milliseconds(262) && capped <= .milliseconds(350))
        }
        #expect(RetryPolicy(jitter: 0).delay(afterRetries: 62) == .seconds(8))
    }
}
