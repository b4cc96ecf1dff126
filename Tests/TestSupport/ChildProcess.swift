import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A child process for tests, started with `posix_spawn`, with the part of `Process`'s interface
/// the tests use.
///
/// Foundation's `Process.run()` on Linux (Swift 6.3.1) sometimes crashes while it lists
/// `/proc/self/fd` (an over-read of each directory entry's name, fixed upstream in
/// swift-corelibs-foundation#5472); a test process with many loopback servers and sockets open
/// hit it in about one full run of two. This starts children without that code: the standard
/// streams are wired with `dup2`, and every other descriptor is closed in the child.
///
/// Configure it, then `run()` it once; its configuration is not touched after that, and what
/// it learns of the child is kept behind a lock.
public final class ChildProcess: @unchecked Sendable {
    /// The program to run.
    public var executableURL: URL?
    /// Its arguments, without the program's name.
    public var arguments: [String] = []
    /// Its whole environment; nil inherits this process's.
    public var environment: [String: String]?
    /// A `Pipe` or a `FileHandle` (such as `FileHandle.nullDevice`); nil inherits.
    public var standardInput: Any?
    /// A `Pipe` or a `FileHandle`; nil inherits.
    public var standardOutput: Any?
    /// A `Pipe` or a `FileHandle`; nil inherits.
    public var standardError: Any?

    private let state = Mutex<(pid: pid_t, status: Int32?)>((0, nil))

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not declare.
    private static let addCloseFrom:
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) ->
            Int32 = {
                guard
                    let symbol = dlsym(
                        UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
                else { fatalError("glibc 2.34 or later is needed: posix_spawn_file_actions_addclosefrom_np") }
                return unsafeBitCast(
                    symbol,
                    to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)
                        .self)
            }()

    /// A child not started yet.
    public init() {}

    /// Starts the child.
    public func run() throws {
        guard let path = executableURL?.path else { throw POSIXError(.ENOENT) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var parentEnds: [FileHandle] = []
        for (stream, target, isInput) in [
            (standardInput, Int32(0), true), (standardOutput, 1, false), (standardError, 2, false),
        ] {
            switch stream {
            case let pipe as Pipe:
                let childEnd = isInput ? pipe.fileHandleForReading : pipe.fileHandleForWriting
                posix_spawn_file_actions_adddup2(&actions, childEnd.fileDescriptor, target)
                parentEnds.append(childEnd)
            case let handle as FileHandle where handle === FileHandle.nullDevice:
                posix_spawn_file_actions_addopen(
                    &actions, target, "/dev/null", isInput ? O_RDONLY : O_WRONLY, 0)
            case let handle as FileHandle:
                posix_spawn_file_actions_adddup2(&actions, handle.fileDescriptor, target)
            default:
                break
            }
        }
        guard Self.addCloseFrom(&actions, 3) == 0 else { throw POSIXError(.ENOSYS) }

        // The child starts with default signal handling and nothing blocked, whatever this
        // process ignores (a test runner may ignore SIGPIPE).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let environment = (environment ?? ProcessInfo.processInfo.environment).map { "\($0)=\($1)" }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        state.withLock { $0.pid = pid }
        // The child holds its own copies now; the parent's would keep pipes open forever.
        for handle in parentEnds { try? handle.close() }
    }

    /// The child's process ID (0 before `run()`).
    public var processIdentifier: Int32 { state.withLock { $0.pid } }

    /// Whether the child has not ended yet.
    public var isRunning: Bool { reap(blocking: false) == nil }

    /// Waits for the child to end.
    public func waitUntilExit() {
        _ = reap(blocking: true)
    }

    /// The exit code, or the number of the signal that ended the child; 0 while it runs.
    public var terminationStatus: Int32 { reap(blocking: false) ?? 0 }

    /// Sends SIGTERM.
    public func terminate() { signal(SIGTERM) }

    /// Sends SIGINT, as Ctrl-C does.
    public func interrupt() { signal(SIGINT) }

    private func signal(_ number: Int32) {
        let pid = processIdentifier
        if pid > 0 { kill(pid, number) }
    }

    /// The child's status once it has ended, collecting it the first time.
    private func reap(blocking: Bool) -> Int32? {
        let (pid, known) = state.withLock { ($0.pid, $0.status) }
        if let known { return known }
        guard pid > 0 else { return nil }
        var raw: Int32 = 0
        var result: pid_t
        repeat {
            result = waitpid(pid, &raw, blocking ? 0 : WNOHANG)
        } while result == -1 && errno == EINTR
        guard result == pid else {
            // Collected meanwhile by another caller (or not ended yet).
            return state.withLock { $0.status }
        }
        let signal = raw & 0x7f
        let status = signal == 0 ? (raw >> 8) & 0xff : signal
        state.withLock { $0.status = status }
        return status
    }
}
