/// Keeps mutating requests (POST, PATCH, PUT, DELETE) at least `interval` apart across one
/// client, as GitHub's secondary rate limits ask ("wait at least one second between each
/// request" that creates or changes content). Reads never wait for it.
///
/// Each write reserves the next free start time in the order it arrived, then waits for it, so
/// concurrent writes go out one `interval` after another.
public actor WriteSpacing {
    /// The least time between the starts of two writes; zero turns spacing off.
    public nonisolated let interval: Duration
    private var nextStart: ContinuousClock.Instant?

    /// Creates a spacing of `interval` (GitHub asks for one second).
    public init(interval: Duration = .seconds(1)) {
        self.interval = max(.zero, interval)
    }

    /// Whether requests with `method` are spaced.
    public nonisolated static func spaces(_ method: HTTPMethod) -> Bool {
        method == .post || method == .patch || method == .put || method == .delete
    }

    /// Waits until a write may start.
    public func waitForTurn() async throws {
        guard interval > .zero else { return }
        let start = reserve()
        try await Task.sleep(until: start, clock: .continuous)
    }

    /// The start time of the next write, which moves the one after it `interval` later.
    private func reserve() -> ContinuousClock.Instant {
        let now = ContinuousClock.now
        let start = max(now, nextStart ?? now)
        nextStart = start + interval
        return start
    }
}
