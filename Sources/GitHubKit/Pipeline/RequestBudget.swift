import Foundation

/// Limits how many requests are in flight and how many start per rolling window, client-wide.
///
/// GitHub advises a small bounded concurrency and enforces a per-minute secondary limit;
/// waiting requests are served first come, first served.
public actor RequestBudget {
    /// At most this many requests in flight.
    public let concurrency: Int
    /// At most this many request starts per `window`.
    public let startsPerWindow: Int
    /// The rolling window for `startsPerWindow`.
    public let window: Duration

    private let clock = ContinuousClock()
    private var inFlight = 0
    private var starts: [ContinuousClock.Instant] = []
    private var waiters: [(id: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextWaiter: UInt64 = 0
    private var timerArmed = false

    /// Creates a budget; `concurrency` and `startsPerWindow` are at least 1.
    public init(concurrency: Int = 8, startsPerWindow: Int = 900, window: Duration = .seconds(60)) {
        self.concurrency = max(1, concurrency)
        self.startsPerWindow = max(1, startsPerWindow)
        self.window = window
    }

    /// Runs `operation` once the budget allows another request.
    public func run<T: Sendable>(_ operation: @Sendable () async throws -> T) async throws -> T {
        try await acquire()
        defer { release() }
        // A caller cancelled while it waited its turn must not send anything.
        try Task.checkCancellation()
        return try await operation()
    }

    /// The number of requests in flight now.
    public var requestsInFlight: Int { inFlight }

    private func acquire() async throws {
        // Fast path only when nobody is queued, so that waiters keep their turn.
        if waiters.isEmpty, hasRoom() {
            start()
            return
        }
        let id = nextWaiter
        nextWaiter += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiters.append((id, continuation))
                wakeWaiters()
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    private func release() {
        inFlight -= 1
        wakeWaiters()
    }

    private func hasRoom() -> Bool {
        let now = clock.now
        starts.removeAll { now - $0 >= window }
        return inFlight < concurrency && starts.count < startsPerWindow
    }

    private func start() {
        inFlight += 1
        starts.append(clock.now)
    }

    private func wakeWaiters() {
        while !waiters.isEmpty, hasRoom() {
            start()
            waiters.removeFirst().continuation.resume()
        }
        // Under the per-window cap nothing will release a slot, so check again when the
        // oldest start leaves the window.
        if !waiters.isEmpty, !timerArmed, inFlight < concurrency, let oldest = starts.first {
            timerArmed = true
            let wake = oldest + window
            Task { [clock] in
                try? await clock.sleep(until: wake)
                self.timerFired()
            }
        }
    }

    private func timerFired() {
        timerArmed = false
        wakeWaiters()
    }

    private func cancelWaiter(_ id: UInt64) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(throwing: CancellationError())
    }
}
