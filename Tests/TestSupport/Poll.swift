/// Waits until `condition` holds, checking every 20 ms, for at most `timeout`; returns either
/// way, so the caller's expectations say what did not happen.
public func poll(timeout: Duration = .seconds(10), _ condition: () async -> Bool) async throws {
    let deadline = ContinuousClock.now + timeout
    while await !condition() {
        guard ContinuousClock.now < deadline else { return }
        try await Task.sleep(for: .milliseconds(20))
    }
}
