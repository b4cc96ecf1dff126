import Foundation

/// Runs `work`, which blocks (loading libcurl, opening a cache file, waiting for a child
/// process), on a thread of its own, and returns what it returns. Not on Swift's concurrency
/// pool, which has one thread a core (two, on a small machine) and would hold up every other task
/// meanwhile; nor on `DispatchQueue.global()`, which on Linux shares those threads.
package func onThreadOfItsOwn<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: work()) }
    }
}
