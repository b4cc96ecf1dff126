import GitHubKit
import Testing

/// Counts operations running at once and the peak.
private actor Gauge {
    private(set) var now = 0
    private(set) var peak = 0
    private(set) var starts: [ContinuousClock.Instant] = []

    func enter() {
        now += 1
        peak = max(peak, now)
        starts.append(ContinuousClock.now)
    }

    func leave() { now -= 1 }
}

@Suite struct RequestBudgetTests {
    @Test func noMoreThanConcurrencyRunAtOnce() async throws {
        let budget = RequestBudget(concurrency: 3)
        let gauge = Gauge()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    try await budget.run {
                        await gauge.enter()
                        try await Task.sleep(for: .milliseconds(5))
                        await gauge.leave()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(await gauge.peak == 3)
        #expect(await budget.requestsInFlight == 0)
    }

    @Test func startsPerWindowAreCapped() async throws {
        let window = Duration.milliseconds(300)
        let budget = RequestBudget(concurrency: 10, startsPerWindow: 4, window: window)
        let gauge = Gauge()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { try await budget.run { await gauge.enter() } }
            }
            try await group.waitForAll()
        }
        let sorted = await gauge.starts.sorted()
        #expect(sorted.count == 8)
        // The fifth start waits until the first has left the window.
        #expect(sorted[4] - sorted[0] >= window)
    }

    @Test func aCancelledWaiterLeavesTheQueue() async throws {
        let budget = RequestBudget(concurrency: 1)
        let gate = AsyncStream<Void>.makeStream()
        let holder = Task { try await budget.run { for await _ in gate.stream {} } }
        try await Task.sleep(for: .milliseconds(20))
        let waiter = Task { try await budget.run { "ran" } }
        try await Task.sleep(for: .milliseconds(20))
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        gate.continuation.finish()
        try await holder.value
        #expect(try await budget.run { "after" } == "after")
    }
}
