import Foundation

/// Cache hits not yet recorded as uses in the database.
///
/// Hits are recorded in batches by one queued write at a time: a burst of hits costs one
/// transaction, and while another process holds the write lock, waiting hits cannot pile up
/// a queue of writes in front of the next store.
final class PendingUses: @unchecked Sendable {
    private let lock = NSLock()
    private var uses: [String: Date] = [:]
    private var isWriteQueued = false

    /// Records that the entry `digest` was used at `date`; true when the caller must queue the
    /// write that records it (none is queued yet).
    func add(_ digest: String, at date: Date) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        uses[digest] = max(date, uses[digest] ?? date)
        guard !isWriteQueued else { return false }
        isWriteQueued = true
        return true
    }

    /// The uses to record now; the next `add` queues a new write.
    func take() -> [String: Date] {
        lock.lock()
        defer { lock.unlock() }
        let taken = uses
        uses = [:]
        isWriteQueued = false
        return taken
    }
}
