import Synchronization

/// Lets identical requests in flight at the same time share one network exchange.
///
/// The exchange runs in its own task; it is cancelled only when every caller waiting for it
/// has been cancelled, so one impatient caller cannot fail the others. The last caller's
/// cancellation reaches the exchange at once (under a lock, not through another task), so an
/// exchange still waiting for the request budget never sends after its callers gave up.
final class SharedRequests: Sendable {
    private struct Entry {
        let id: UInt64
        let task: Task<APIResponse, any Error>
        var waiters = 1
        var cancelled = 0
    }

    private struct State {
        var running: [String: Entry] = [:]
        var nextID: UInt64 = 0
    }

    private let state = Mutex(State())

    /// The response for `key`: from the exchange already running for it, or from a new one.
    func response(
        for key: String, _ exchange: @escaping @Sendable () async throws -> APIResponse
    ) async throws -> APIResponse {
        let (task, id) = state.withLock { state in
            if var existing = state.running[key] {
                existing.waiters += 1
                state.running[key] = existing
                return (existing.task, existing.id)
            }
            state.nextID += 1
            let task = Task { try await exchange() }
            state.running[key] = Entry(id: state.nextID, task: task)
            return (task, state.nextID)
        }
        defer { finish(key, id) }
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            leave(key, id)
        }
    }

    /// A finished exchange is not reused: a later identical request asks the network again.
    private func finish(_ key: String, _ id: UInt64) {
        state.withLock { state in
            if state.running[key]?.id == id { state.running[key] = nil }
        }
    }

    private func leave(_ key: String, _ id: UInt64) {
        let abandoned: Task<APIResponse, any Error>? = state.withLock { state in
            guard var entry = state.running[key], entry.id == id else { return nil }
            entry.cancelled += 1
            guard entry.cancelled == entry.waiters else {
                state.running[key] = entry
                return nil
            }
            state.running[key] = nil
            return entry.task
        }
        abandoned?.cancel()
    }
}
