/// Keeps mutating requests (POST, PATCH, PUT, DELETE) at least `interval` apart across one
/// client, as GitHub's secondary rate limits ask ("make requests serially", "wait at least one
/// second between each request" that creates or changes content). Reads never wait for it.
///
/// Writes go one at a time, in the order they asked: each starts `interval` after the previous
/// one was answered, so they also reach GitHub at least `interval` apart.
public actor WriteSpacing {
    /// The least time between one write's answer and the next write; zero turns spacing off.
    public nonisolated let interval: Duration
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var lastAnswered: ContinuousClock.Instant?

    /// Creates a spacing of `interval` (GitHub asks for one second).
    public init(interval: Duration = .seconds(1)) {
        self.interval = max(.zero, interval)
    }

    /// Whether requests with `method` are spaced.
    public nonisolated static func spaces(_ method: HTTPMethod) -> Bool {
        method == .post || method == .patch || method == .put || method == .delete
    }

    /// Runs `write` in its turn: after every earlier write, and `interval` after the last answer.
    ///
    /// - Throws: `CancellationError` when cancelled while waiting (nothing is sent), or what
    ///   `write` throws.
    public func run<T: Sendable>(_ write: @Sendable () async throws -> T) async throws -> T {
        guard interval > .zero else { return try await write() }
        if busy {
            // `finish()` hands the turn over directly, so `busy` stays true for this write.
            await withCheckedContinuation { waiting.append($0) }
        }
        busy = true
        do {
            if let lastAnswered {
                try await Task.sleep(until: lastAnswered + interval, clock: .continuous)
            }
            let result = try await write()
            finish()
            return result
        } catch {
            finish()
            throw error
        }
    }

    /// Ends a turn and hands it to the next waiting write.
    private func finish() {
        lastAnswered = .now
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
