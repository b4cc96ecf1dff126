import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Where effects, signals and cancellation leave word for the main loop, and how they wake it.
///
/// Anyone may post from any thread; the main loop waits on `wakeDescriptor` alongside the
/// terminal's input and takes what was posted.
final class Mailbox: Sendable {
    /// Why the main loop must end although nobody pressed q.
    enum StopReason: Sendable, Equatable {
        /// The run was cancelled (SIGINT).
        case interrupted
        /// SIGTERM or SIGHUP.
        case terminated
    }

    private struct Contents {
        var actions: [Action] = []
        var stop: StopReason?
    }

    private let contents = Mutex(Contents())
    /// Readable whenever something was posted.
    let wakeDescriptor: Int32
    private let writeDescriptor: Int32

    /// Creates a mailbox with its wake-up pipe.
    init() throws {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else {
            throw BrowserError.system("cannot create a pipe (errno \(errno))")
        }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        wakeDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
    }

    deinit {
        Glibc.close(wakeDescriptor)
        Glibc.close(writeDescriptor)
    }

    /// Leaves `action` for the main loop.
    func post(_ action: Action) {
        contents.withLock { $0.actions.append(action) }
        wake()
    }

    /// Asks the main loop to end.
    func stop(_ reason: StopReason) {
        contents.withLock { $0.stop = $0.stop ?? reason }
        wake()
    }

    /// Why the loop must end, if it must.
    var stopReason: StopReason? {
        contents.withLock { $0.stop }
    }

    /// Everything posted since the last call, oldest first.
    func take() -> [Action] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(wakeDescriptor, &buffer, buffer.count) > 0 {}
        return contents.withLock { contents in
            defer { contents.actions = [] }
            return contents.actions
        }
    }

    private func wake() {
        // A full pipe already means "wake up"; the byte is only a signal.
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }
}
