import Foundation

/// The warnings a cache collected, each kind of problem reported once.
///
/// A lock rather than an actor because `SQLiteResponseCache.warnings` is a synchronous
/// property; `Mutex` would need macOS 15 and the package supports macOS 14.
final class CacheWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    private var reportedKinds: Set<String> = []

    /// The warnings so far, oldest first.
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }

    /// Adds `message` unless a warning of the same `kind` was already added: a failing disk
    /// would otherwise add one per request.
    func add(_ message: String, kind: String) {
        lock.lock()
        defer { lock.unlock() }
        guard reportedKinds.insert(kind).inserted else { return }
        messages.append(message)
    }
}
