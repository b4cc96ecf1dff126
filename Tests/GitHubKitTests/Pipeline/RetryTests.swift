import FakeGitHub
import Foundation
import GitHubKit
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Which failures are retried, for which methods, and what each retry reports: the real client
/// and transport against FakeGitHub's faults.
@Suite struct RetryTests {
    /// A client for `url` with quick retries that records its retry notices.
    private func client(
        _ url: URL, policy: RetryPolicy = quickRetries, timeout: Duration = .seconds(30),
        log: RetryLog
    ) -> APIClient {
        GitHub(
            apiURL: url, token: nil, transport: URLSessionTransport(timeout: timeout), retryPolicy: policy,
            rateLimitRules: RateLimitDecision(maxWait: .seconds(60), defaultWait: .milliseconds(10)),
            observer: log.observer
        ).client
    }

    private func request(_ url: URL, _ path: String, method: HTTPMethod = .get) -> URLRequest {
        var request = URLRequest(url: URL(string: url.absoluteString + path)!)
        request.httpMethod = method.rawValue
        if method.allowsBody { request.httpBody = Data("{}".utf8) }
        return request
    }

    @Test(arguments: [
        (Fault.serverErrorHTML, 502), (.serverError(status: 500), 500), (.serverError(status: 502), 502),
        (.serverError(status: 503), 503), (.serverError(status: 504), 504), (.serverError(status: 408), 408),
    ])
    func aReadIsRetriedPastPassingServerErrors(fault: Fault, status: Int) async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(fault, times: 2)
            let log = RetryLog()
            let response = try await client(url, log: log).response(for: request(url, "/users/mona"))
            #expect(response.status == 200)
            #expect(await server.stats.total == 3)
            #expect(
                log.lines == [
                    "users/mona (1/3): HTTP \(status)", "users/mona (2/3): HTTP \(status)",
                ])
        }
    }

    @Test func aReadThatKeepsFailingFailsWithTheLastErrorAfterTheLastRetry() async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.serverErrorHTML)
            let log = RetryLog()
            await #expect(throws: GitHubError.serverError(status: 502, message: "502 Bad Gateway")) {
                try await client(url, log: log).response(for: request(url, "/users/mona"))
            }
            #expect(await server.stats.total == 4)
            #expect(log.all.map(\.retry) == [1, 2, 3])
        }
    }

    @Test(arguments: [HTTPMethod.put, .delete])
    func anIdempotentWriteIsRetriedPastAServerError(method: HTTPMethod) async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.serverError(status: 503), times: 1)
            let log = RetryLog()
            // FakeGitHub answers writes with 404: what counts is that the write went twice.
            await #expect(throws: GitHubError.self) {
                try await client(url, log: log).response(
                    for: request(url, "/user/starred/mona/ghtui", method: method))
            }
            #expect(await server.stats.total == 2)
            #expect(log.lines == ["user/starred/mona/ghtui (1/3): HTTP 503"])
        }
    }

    @Test(arguments: [HTTPMethod.post, .patch])
    func aWriteIsNotRetriedAfterAServerError(method: HTTPMethod) async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.serverErrorHTML)
            let log = RetryLog()
            await #expect(throws: GitHubError.serverError(status: 502, message: "502 Bad Gateway")) {
                try await client(url, log: log).response(
                    for: request(url, "/repos/mona/ghtui/issues", method: method))
            }
            #expect(await server.stats.total == 1)
            #expect(await server.requests.map(\.method) == [method.rawValue])
            #expect(log.all.isEmpty)
        }
    }

    @Test(arguments: [
        Fault.tooManyRequests(retryAfter: "0"), .tooManyRequests(retryAfter: nil),
        .secondaryRateLimit(retryAfter: "0"),
    ])
    func aWriteIsRetriedAfterASecondaryLimitForGitHubDidNotActOnIt(fault: Fault) async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(fault, times: 1)
            let log = RetryLog()
            await #expect(throws: GitHubError.self) {
                try await client(url, log: log).response(
                    for: request(url, "/repos/mona/ghtui/issues", method: .post))
            }
            #expect(await server.requests.map(\.method) == ["POST", "POST"])
            #expect(
                log.lines == [
                    "repos/mona/ghtui/issues (1/3): secondary rate limit"
                ])
        }
    }

    @Test(arguments: [
        (Fault.connectionReset, "connection reset"), (.truncatedTransfer, "the transfer was cut off"),
    ])
    func aReadIsRetriedPastTheEdgesConnectionFaults(fault: Fault, reason: String) async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(fault, path: "/users/mona/followers", times: 2)
            let log = RetryLog()
            let response = try await client(url, log: log).response(
                for: request(url, "/users/mona/followers?per_page=100&page=1"))
            #expect(try JSONSerialization.jsonObject(with: response.body) as? [Any] != nil)
            #expect(await server.stats.total == 3)
            #expect(
                log.lines == [
                    "users/mona/followers page 1 (1/3): \(reason)",
                    "users/mona/followers page 1 (2/3): \(reason)",
                ])
        }
    }

    @Test(arguments: [Fault.connectionReset, .truncatedTransfer])
    func theEdgesConnectionFaultsAreNamed(fault: Fault) async throws {
        try await FakeGitHub.serving { server, url in
            let host = "127.0.0.1:\(url.port ?? 0)"
            let failure: TransportFailure =
                fault == .connectionReset ? .connectionReset(host: host) : .transferCutOff(host: host)
            await server.setFault(fault)
            let log = RetryLog()
            await #expect(throws: GitHubError.transport(failure)) {
                try await client(url, policy: .never, log: log).response(for: request(url, "/users/mona"))
            }
            // A write that may have been received is not sent again.
            await #expect(throws: GitHubError.transport(failure)) {
                try await client(url, log: log).response(
                    for: request(url, "/user/starred/mona/ghtui", method: .patch))
            }
            #expect(await server.stats.total == 2)
            #expect(log.all.isEmpty)
        }
    }

    @Test func aWriteIsNotRetriedAfterATimeout() async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.slow(.seconds(3)), times: 1)
            let log = RetryLog()
            let client = client(url, timeout: .seconds(1), log: log)
            await #expect {
                try await client.response(for: request(url, "/repos/mona/ghtui/issues", method: .patch))
            } throws: { error in
                guard case .transport(.timedOut) = error as? GitHubError else { return false }
                return true
            }
            // The client gave up: whatever reached the server by now is all it will get.
            try await poll { await server.stats.total >= 1 }
            #expect(await server.stats.total == 1)
            #expect(log.all.isEmpty)
        }
    }

    @Test func aWriteIsRetriedWhenItCouldNotConnectForItNeverLeft() async throws {
        let url = try await FakeGitHub.serving { _, url in url }
        let log = RetryLog()
        await #expect {
            try await client(url, log: log).response(
                for: request(url, "/repos/mona/ghtui/issues", method: .post))
        } throws: { error in
            guard case .transport(.cannotConnect) = error as? GitHubError else { return false }
            return true
        }
        #expect(log.all.map(\.reason) == Array(repeating: "cannot connect", count: 3))
    }

    @Test func aRetryNoticeNamesTheEndpointAndThePage() async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.serverErrorHTML, times: 1)
            let log = RetryLog()
            let response = try await client(url, log: log).response(
                for: request(url, "/users/mona/followers?per_page=5&page=7"))
            #expect(response.status == 200)
            let notice = try #require(log.all.first)
            #expect(notice.endpoint == "users/mona/followers")
            #expect(notice.page == 7)
            #expect((notice.retry, notice.maxRetries) == (1, 3))
            #expect(notice.description == "users/mona/followers page 7 (1/3): HTTP 502")
        }
    }

    @Test func noRetryStartsThatWouldEndPastTheDeadline() async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.serverError(status: 503))
            let log = RetryLog()
            let patient = RetryPolicy(
                maxRetries: 3, baseDelay: .seconds(30), jitter: 0, deadline: .seconds(5))
            await #expect(throws: GitHubError.serverError(status: 503, message: "Service Unavailable")) {
                try await client(url, policy: patient, log: log).response(
                    for: request(url, "/users/mona"))
            }
            await server.setFault(.secondaryRateLimit(retryAfter: "30"))
            await #expect {
                try await client(url, policy: patient, log: log).response(
                    for: request(url, "/users/mona"))
            } throws: { error in
                guard case .rateLimited(nil, .seconds(30)?, _) = error as? GitHubError else { return false }
                return true
            }
            #expect(await server.stats.total == 2)
            #expect(log.all.isEmpty)
        }
    }
}
