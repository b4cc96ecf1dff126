import CCurl
import Foundation
import Synchronization

/// One libcurl multi handle and the thread that drives it: transfers are handed over through a
/// locked inbox and a wake-up, and everything else — adding, reading, finishing — happens on
/// that thread, so a transfer's state needs no lock.
final class CurlEngine: @unchecked Sendable {
    private struct Inbox {
        var started: [CurlTransfer] = []
        var cancelled: [CurlTransfer] = []
        var stopping = false
    }

    // The multi handle: used by the loop thread, except `curl_multi_wakeup`, which is made to be
    // called from any thread.
    private let multi: UnsafeMutableRawPointer
    private let inbox = Mutex(Inbox())
    /// The transfers in the multi handle, by easy handle; the loop thread's alone.
    private var running: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    /// Signalled once the loop has ended and freed the multi handle.
    private let ended = DispatchSemaphore(value: 0)

    /// The engines whose loop runs, to be ended before the process exits (see `endAllAtExit`).
    private static let live = LiveEngines()
    /// Registers `endAllAtExit` once, after libcurl (and OpenSSL with it) was initialised.
    private static let endAtExit: Void = { atexit { CurlEngine.endAllAtExit() } }()

    /// libcurl's option numbers (curl/multi.h).
    private enum Option {
        static let maxHostConnections: Int32 = 7
    }

    init?(maxConnectionsPerHost: Int) {
        guard let multi = ccurl_multi_init() else { return nil }
        self.multi = multi
        _ = ccurl_multi_setopt_long(multi, Option.maxHostConnections, max(1, maxConnectionsPerHost))
        Self.endAtExit
        Self.live.insert(self)
        let thread = Thread { [self] in loop() }
        thread.name = "GitHubKit.CurlTransport"
        thread.start()
    }

    /// Adds `transfer` at the loop's next turn.
    func start(_ transfer: CurlTransfer) {
        inbox.withLock { $0.started.append(transfer) }
        ccurl_multi_wakeup(multi)
    }

    /// Stops `transfer`, which then fails with `URLError(.cancelled)`; nothing when it has ended.
    func cancel(_ transfer: CurlTransfer) {
        transfer.markCancelled()
        inbox.withLock { $0.cancelled.append(transfer) }
        ccurl_multi_wakeup(multi)
    }

    /// Ends the loop (its owner is gone, so no transfer is waiting) and frees the handle.
    func shutdown() {
        inbox.withLock { $0.stopping = true }
        ccurl_multi_wakeup(multi)
    }

    /// Ends every engine's loop and waits (at most 200 ms in all) for their threads to finish.
    ///
    /// Run by `exit()`, before OpenSSL's own exit handler (registered earlier, so run later):
    /// `OPENSSL_cleanup` forgets the per-thread state of every thread still alive, and a loop
    /// thread that has made a TLS handshake holds its random generators there, about 9 KB that
    /// LeakSanitizer then reports as lost. A loop that ends frees them (`ccurl_thread_stop`).
    private static func endAllAtExit() {
        let engines = live.all()
        for engine in engines { engine.shutdown() }
        let deadline = DispatchTime.now() + .milliseconds(200)
        for engine in engines { _ = engine.ended.wait(timeout: deadline) }
    }

    private func loop() {
        while true {
            let (started, cancelled, stopping) = inbox.withLock { inbox in
                defer {
                    inbox.started.removeAll()
                    inbox.cancelled.removeAll()
                }
                return (inbox.started, inbox.cancelled, inbox.stopping)
            }
            for transfer in started { add(transfer) }
            for transfer in cancelled where running.removeValue(forKey: transfer.easy) != nil {
                ccurl_multi_remove_handle(multi, transfer.easy)
                transfer.finish(code: nil)
            }
            if stopping { break }
            var active: Int32 = 0
            ccurl_multi_perform(multi, &active)
            var easy: UnsafeMutableRawPointer?
            var code: Int32 = 0
            while ccurl_multi_next_done(multi, &easy, &code) == 1 {
                guard let easy, let transfer = running.removeValue(forKey: easy) else { continue }
                ccurl_multi_remove_handle(multi, easy)
                if transfer.verifiesAgainWithBundle(after: code) {
                    add(transfer, again: true)
                } else {
                    transfer.finish(code: code)
                }
            }
            // Up to a second, or until a socket is ready or a transfer is handed over; libcurl
            // shortens the wait to its own next timeout.
            ccurl_multi_poll(multi, 1000)
        }
        for (easy, transfer) in running {
            ccurl_multi_remove_handle(multi, easy)
            transfer.finish(code: nil)
        }
        running.removeAll()
        ccurl_multi_cleanup(multi)
        // Now, not when the thread ends: at exit, OpenSSL's handler may run before that.
        ccurl_thread_stop()
        Self.live.remove(self)
        ended.signal()
    }

    /// Adds a transfer handed over (to be configured) or set up `again`.
    private func add(_ transfer: CurlTransfer, again: Bool = false) {
        guard !transfer.isCancelled else {
            transfer.finish(code: nil)
            return
        }
        guard again || transfer.configure() else { return }
        running[transfer.easy] = transfer
        if ccurl_multi_add_handle(multi, transfer.easy) != 0 {
            running[transfer.easy] = nil
            transfer.finish(code: CurlTransfer.Code.failedInit)
        }
    }
}

/// The engines whose loop runs, under an `NSLock`: a pthread mutex, which ThreadSanitizer sees,
/// where it does not see Synchronization's `Mutex` (docs/RELIABILITY.md, "Sanitizer runs").
private final class LiveEngines: @unchecked Sendable {
    private let lock = NSLock()
    private var engines: [ObjectIdentifier: CurlEngine] = [:]

    func insert(_ engine: CurlEngine) {
        lock.lock()
        defer { lock.unlock() }
        engines[ObjectIdentifier(engine)] = engine
    }

    func remove(_ engine: CurlEngine) {
        lock.lock()
        defer { lock.unlock() }
        engines[ObjectIdentifier(engine)] = nil
    }

    func all() -> [CurlEngine] {
        lock.lock()
        defer { lock.unlock() }
        return Array(engines.values)
    }
}
