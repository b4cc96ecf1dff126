import GitHubKit
import Testing

@Suite struct RetryPolicyTests {
    @Test func onlyIdempotentRequestsOfServerErrorsAndTimeoutsAreRetried() {
        let policy = RetryPolicy(maxRetries: 3)
        for status in [500, 502, 503, 504, 408] {
            #expect(policy.shouldRetry(status: status, method: .get, retries: 0))
            #expect(policy.shouldRetry(status: status, method: .head, retries: 2))
            #expect(policy.shouldRetry(status: status, method: .put, retries: 0))
            #expect(policy.shouldRetry(status: status, method: .delete, retries: 1))
        }
        for method in [HTTPMethod.post, .patch] {
            #expect(!policy.shouldRetry(status: 502, method: method, retries: 0))
        }
        for status in [200, 304, 400, 401, 403, 404, 422, 429, 501, 505] {
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

    @Test func transientTransportFailuresAreRetriedButWritesOnlyWhenTheyNeverLeft() {
        let policy = RetryPolicy(maxRetries: 2)
        let host = "api.github.com"
        let transient: [TransportFailure] = [
            .connectionReset(host: host), .transferCutOff(host: host), .timedOut(host: host),
        ]
        for failure in transient + [.cannotConnect(host: host)] {
            for method in [HTTPMethod.get, .head, .put, .delete] {
                #expect(policy.shouldRetry(failure, method: method, retries: 1))
            }
            #expect(!policy.shouldRetry(failure, method: .get, retries: 2))
        }
        for failure in transient {
            #expect(!policy.shouldRetry(failure, method: .post, retries: 0))
            #expect(!policy.shouldRetry(failure, method: .patch, retries: 0))
        }
        #expect(policy.shouldRetry(.cannotConnect(host: host), method: .post, retries: 0))
        #expect(policy.shouldRetry(.cannotConnect(host: host), method: .patch, retries: 0))
        let lasting: [TransportFailure] = [
            .hostNotFound(host: host), .secureConnectionFailed(host: host), .other(host: host, reason: "?"),
        ]
        for failure in lasting {
            #expect(!policy.shouldRetry(failure, method: .get, retries: 0))
        }
        #expect(!RetryPolicy.never.shouldRetry(.connectionReset(host: host), method: .get, retries: 0))
    }
}
