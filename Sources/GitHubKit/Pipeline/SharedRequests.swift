/// Lets identical requests in flight at the same time share one network exchange.
///
/// The exchange runs in its own task; it is cancelled only when every caller waiting for it
/// has been cancelled, so one impatient caller cannot fail the others.
actor SharedRequests {
    private struct Entry {
        let id: UInt64
        let task: Task<APIResponse, any Error>
        var waiters = 1
        var cancelled = 0
    }

    private var running: [String: Entry] = [:]
    private var nextID: UInt64 = 0

    /// The response for `key`: from the exchange already running for it, or from a new one.
    func response(
        for key: String, _ exchange: @escaping @Sendable () async throws -> APIResponse
    ) async throws -> APIResponse {
        let task: Task<APIResponse, any Error>
        let id: UInt64
        if var existing = running[key] {
            existing.waiters += 1
            running[key] = existing
            (task, id) = (existing.task, existing.id)
        } else {
            nextID += 1
            (task, id) = (Task { try await exchange() }, nextID)
            running[key] = Entry(id: id, task: task)
        }
        defer { finish(key, id) }
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            Task { await self.leave(key, id) }
        }
    }

    /// The number of distinct exchanges running now.
    var count: Int { running.count }

    /// A finished exchange is not reused: a later identical request asks the network again.
    private func finish(_ key: String, _ id: UInt64) {
        if running[key]?.id == id { running[key] = nil }
    }

    private func leave(_ key: String, _ id: UInt64) {
        guard var entry = running[key], entry.id == id else { return }
        entry.cancelled += 1
        running[key] = entry
        guard entry.cancelled == entry.waiters else { return }
        entry.task.cancel()
        running[key] = nil
    }
}
