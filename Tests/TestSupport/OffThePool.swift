import Foundation

/// Runs blocking work (pipe reads, waits for a child) on a thread of its own and returns its result.
///
/// Not on Swift's concurrency threads, which the in-process FakeGitHub of every running test
/// needs, and not on `DispatchQueue.global()` either: on Linux that is the same pool of threads
/// (one per core).
public func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: work()) }
    }
}
