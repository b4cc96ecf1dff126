import FakeGitHub
import Foundation
import Testing

@Suite struct LatencyTests {
    @Test func parallelRequestsWaitTheirLatencyConcurrently() async throws {
        let server = FakeGitHub(options: Options(latency: .milliseconds(400)))
        let client = try await TestClient.started(server)
        _ = try await client.get("/users/mona")  // warm up the connection machinery
        await server.resetStats()
        let start = ContinuousClock.now
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 1...8 {
                group.addTask { try await client.get("/users/\(World.generatedLogin(index))").status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let elapsed = ContinuousClock.now - start
        #expect(statuses == Array(repeating: 200, count: 8))
        #expect(elapsed >= .milliseconds(400))

        let stats = await server.stats
        // Proof that latency is waited concurrently, without timing the run: requests overlap.
        #expect(stats.maxInFlight >= 2)
        #expect(stats.inFlight == 0)
        #expect(stats.total == 8)
        await server.stop()
    }

    @Test func setLatencyAppliesToLaterRequests() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        await server.setLatency(.milliseconds(250))
        let start = ContinuousClock.now
        _ = try await client.get("/users/mona")
        #expect(ContinuousClock.now - start >= .milliseconds(250))
        await server.stop()
    }
}
