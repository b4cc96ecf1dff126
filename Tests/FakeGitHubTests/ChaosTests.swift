import FakeGitHub
import Foundation
import Testing

/// `Options.chaos`: random but reproducible disturbances.
@Suite struct ChaosTests {
    /// A mix of API lines, each asked a few times, and a feed.
    static let targets: [String] = (0..<20).flatMap { index in
        ["/users/mona", "/users/mona/followers?page=\(index % 4 + 1)", "/user/583231/repos", "/mona.atom"]
    }

    /// Sends `targets` one by one on fresh connections and returns the faults the server logged.
    static func faults(seed: UInt64, rate: Double, targets: [String] = targets) async throws -> [Fault?] {
        let chaos = Chaos(rate: rate, seed: seed, stall: .milliseconds(5))
        return try await FakeGitHub.serving(options: Options(chaos: chaos)) { server, url in
            for target in targets {
                _ = try await RawHTTP.roundTrip(target, port: url.port ?? 0)
            }
            return await server.requests.map(\.fault)
        }
    }

    @Test func theSameSeedDisturbsTheSameRequestsTheSameWay() async throws {
        let first = try await Self.faults(seed: 42, rate: 0.4)
        let second = try await Self.faults(seed: 42, rate: 0.4)
        #expect(first.count == Self.targets.count)
        #expect(first == second)
        #expect(first.contains { $0 != nil })
        #expect(first.contains { $0 == nil })
    }

    /// The draws come from a hash that is the same in every process (not Swift's `Hasher`, which
    /// is seeded per process), so these are the faults of seed 42 on any machine, any run.
    @Test func theDrawsOfASeedAreTheSameInEveryProcess() async throws {
        let faults = try await Self.faults(
            seed: 42, rate: 0.5, targets: Array(repeating: "/users/mona", count: 12))
        let expected: [Fault?] = [
            .serverErrorHTML, nil, nil, nil, .connectionReset, .serverErrorHTML, nil, nil,
            .slow(.milliseconds(5)),
            .truncatedTransfer, .serverError(status: 500), nil,
        ]
        #expect(faults == expected)
    }

    @Test func anotherSeedDisturbsOtherRequests() async throws {
        let first = try await Self.faults(seed: 42, rate: 0.4)
        let other = try await Self.faults(seed: 43, rate: 0.4)
        #expect(first != other)
    }

    @Test func aboutRateOfRequestsAreDisturbedWithEveryKindAndEachAsItsKindSays() async throws {
        let chaos = Chaos(rate: 0.25, seed: 7, stall: .milliseconds(1))
        try await FakeGitHub.serving(options: Options(chaos: chaos)) { server, url in
            var outcomes: [String: RawHTTP.Exchange] = [:]
            for index in 0..<1000 {
                let target = "/users/mona/followers?per_page=1&page=\(index + 1)"
                outcomes[target] = try await RawHTTP.roundTrip(target, port: url.port ?? 0)
            }
            let stats = await server.stats
            let injected = stats.chaosFaults.values.reduce(0, +)
            #expect((170...330).contains(injected), "\(injected) of 1000 disturbed at rate 0.25")
            #expect(Set(stats.chaosFaults.keys) == Set(ChaosFault.allCases))

            let log = await server.requests
            #expect(log.count { $0.fault != nil } == injected)
            for request in log {
                let exchange = try #require(outcomes[request.path + "?" + request.query])
                let status = exchange.response?.status
                switch request.fault {
                case .serverErrorHTML?: #expect(status == 502)
                case .serverError(let code)?: #expect(status == code)
                case .secondaryRateLimit?:
                    #expect(status == 403)
                    #expect(exchange.response?.headers["retry-after"] == "1")
                case .tooManyRequests?:
                    #expect(status == 429)
                    #expect(exchange.response?.headers["retry-after"] == "1")
                case .connectionReset?: #expect(exchange.bytes.isEmpty && exchange.wasReset)
                case .truncatedTransfer?:
                    let length = Int(exchange.response?.headers["content-length"] ?? "")
                    #expect(status == 200)
                    #expect(exchange.response.map { $0.body.count < length ?? 0 } == true)
                case .slow?, nil: #expect(status == 200)
                default: Issue.record("chaos drew \(String(describing: request.fault))")
                }
            }
        }
    }

    @Test func aRepeatedRequestLineIsEventuallyAnsweredCleanly() async throws {
        let chaos = Chaos(rate: 0.8, seed: 3, stall: .milliseconds(1))
        try await FakeGitHub.serving(options: Options(chaos: chaos)) { server, url in
            var attempts = 0
            var answer: RawHTTP.Response?
            while answer == nil, attempts < 100 {
                attempts += 1
                let exchange = try await RawHTTP.roundTrip("/users/mona", port: url.port ?? 0)
                if let response = exchange.response, response.status == 200,
                    response.headers["content-length"] == String(response.body.count)
                {
                    answer = response
                }
            }
            let body = try #require(answer).body
            #expect(String(decoding: body, as: UTF8.self).contains("\"login\":\"mona\""))
            let faults = await server.requests.map(\.fault)
            // A stall still answers in full, so the clean answer is the first one without a fault or a stall.
            #expect(faults.last.map { $0 == nil || $0 == .slow(.milliseconds(1)) } == true)
            #expect(faults.contains { $0 != nil })
        }
    }

    @Test func writesOnlyGetFaultsGitHubSendsBeforeActing() async throws {
        let chaos = Chaos(rate: 1, seed: 11, stall: .milliseconds(1))
        try await FakeGitHub.serving(options: Options(chaos: chaos)) { server, url in
            for index in 0..<60 {
                let exchange = try await RawHTTP.roundTrip(
                    "/user/repos?n=\(index)", method: index.isMultiple(of: 2) ? "POST" : "PATCH",
                    port: url.port ?? 0)
                #expect([403, 429, 502].contains(exchange.response?.status ?? 0))
            }
            let kinds = Set(await server.stats.chaosFaults.keys)
            #expect(kinds == [.badGateway, .secondaryRateLimit, .tooManyRequests])
        }
    }

    @Test func theWebHostIsDisturbedTooButNeverWithTheAPIsSecondaryLimit() async throws {
        let chaos = Chaos(rate: 1, seed: 5, stall: .milliseconds(1))
        try await FakeGitHub.serving(options: Options(chaos: chaos)) { server, url in
            for _ in 0..<150 {
                _ = try await RawHTTP.roundTrip("/mona.atom", port: url.port ?? 0)
            }
            let kinds = Set(await server.stats.chaosFaults.keys)
            #expect(kinds == Set(ChaosFault.allCases).subtracting([.secondaryRateLimit]))
        }
    }

    @Test func controlPathsAreNeverDisturbedAndReportTheChaosCounts() async throws {
        let chaos = Chaos(rate: 1, seed: 1, stall: .milliseconds(1))
        try await FakeGitHub.serving(options: Options(chaos: chaos)) { server, url in
            _ = try await RawHTTP.roundTrip("/users/mona", port: url.port ?? 0)
            for _ in 0..<5 {
                let stats = try await RawHTTP.get(FakeGitHub.controlPath + "stats", port: url.port ?? 0)
                #expect(stats.status == 200)
                let decoded = try JSONDecoder().decode(Stats.self, from: stats.body)
                #expect(decoded.chaosFaults.values.reduce(0, +) == 1)
            }
        }
    }
}
