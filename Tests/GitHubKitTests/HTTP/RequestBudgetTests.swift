import GitHubKit
import Synchronization
import Testing

@Suite struct RequestBudgetTests {
    @Test func noMoreThanConcurrencyRunAtOnce() async throws {
        let budget = RequestBudget(concurrency: 3)
        let running = Mutex((now: 0, peak: 0))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    try await budget.run {
                        running.withLock { $0.now += 1; $0.peak = max($0.peak, $0.now) }
                        try await Task.sleep(for: .milliseconds(5))
                        running.withLock { $0.now -= 1 }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(running.withLock { $0.peak } == 3)
        #expect(await budget.requestsInFlight == 0)
    }

    @Test func startsPerWindowAreCapped() async throws {
        let window = Duration.milliseconds(300)
        let budget = RequestBudget(concurrency: 10, startsPerWindow: 4, window: window)
        let clock = ContinuousClock()
        let starts = Mutex<[ContinuousClock.Instant]>([])
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { try await budget.run { starts.withLock { $0.append(clock.now) } } }
            }
            try await group.waitForAll()
        }
        let sorted = starts.withLock { $0.sorted() }
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
