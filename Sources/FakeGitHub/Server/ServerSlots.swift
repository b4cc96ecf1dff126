import Synchronization

/// How many ``FakeGitHub`` servers may listen at once in one process; a server past the limit
/// waits in ``FakeGitHub/start()`` (suspended, blocking no thread) until another stops.
///
/// Each listening server parks one Dispatch thread in `epoll_wait` (FlyingFox's socket pool), and
/// libdispatch on Linux makes at most 255 threads. A test run starting a server per test, a few
/// hundred at once, reached that cap and froze: nothing else could get a Dispatch thread.
final class ServerSlots: Sendable {
    private let state: Mutex<(free: Int, waiting: [CheckedContinuation<Void, Never>])>

    init(_ count: Int) {
        state = Mutex((max(1, count), []))
    }

    /// Returns once the caller holds a slot.
    func acquire() async {
        await withCheckedContinuation { continuation in
            let granted = state.withLock { state in
                guard state.free > 0 else {
                    state.waiting.append(continuation)
                    return false
                }
                state.free -= 1
                return true
            }
            if granted { continuation.resume() }
        }
    }

    /// Gives a slot back: to the longest waiter, or to the pool.
    func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.free += 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
