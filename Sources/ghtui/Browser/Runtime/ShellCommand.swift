import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a command through `/bin/sh` on this terminal and waits for it: the editor, and the
/// user's own commands.
///
/// The child gets the default handling of SIGINT and SIGPIPE back (ghtui ignores both) and no
/// blocked signals, and
/// while it runs ghtui's own Ctrl-C handling stands aside: Ctrl-C stops the command, not ghtui.
enum ShellCommand {
    /// How a command ended.
    enum Outcome: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it (Ctrl-C: SIGINT).
        case signaled(Int32)
        /// It could not start; the reason.
        case notStarted(String)
    }

    /// Whether a command has the terminal now: ghtui's SIGINT handler lets Ctrl-C be the child's.
    static let hasTerminal = Atomic<Bool>(false)

    /// Signalled by ghtui's SIGINT handler for each Ctrl-C it let the command have. The handler
    /// runs on a queue, maybe after the command has died of that Ctrl-C: the terminal stays the
    /// command's until the handler has seen it, or that Ctrl-C would stop ghtui too.
    static let interruptLetThrough = DispatchSemaphore(value: 0)

    /// Runs `/bin/sh -c SCRIPT sh ARGUMENTS…` in `directory` (nil: ghtui's own) and waits; a
    /// directory the shell cannot enter ends it with status 126 before the script runs.
    static func run(_ script: String, arguments: [String] = [], directory: String? = nil) -> Outcome {
        let entered = directory.map { "cd -- \(UserCommand.shellQuoted($0)) || exit 126\n" } ?? ""
        let argv = (["sh", "-c", entered + script, "sh"] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // A signal blocked on the spawning thread would stay blocked in the child.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        // Ctrl-Cs of an earlier command, seen by the handler since: not this one's.
        while interruptLetThrough.wait(timeout: .now()) == .success {}
        hasTerminal.store(true, ordering: .sequentiallyConsistent)
        defer { hasTerminal.store(false, ordering: .sequentiallyConsistent) }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/bin/sh", nil, &attributes, argv, environ)
        guard spawned == 0 else { return .notStarted(String(cString: strerror(spawned))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return .notStarted(String(cString: strerror(errno))) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
        let outcome: Outcome = status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
        // Ended by Ctrl-C, which ghtui got too: its handler sees it before the terminal is ghtui's
        // again. A bound, for a SIGINT sent to the command alone, which ghtui never gets.
        if outcome == .signaled(SIGINT) { _ = interruptLetThrough.wait(timeout: .now() + 2) }
        return outcome
    }
}

extension UserCommand.Invocation {
    /// Runs the command with `terminal` given back to the user meanwhile (`~` in the directory is
    /// `home`); how it ended, as the status bar says it (`name` is the command's).
    func run(name: String, suspending terminal: (any Terminal)?, home: String = NSHomeDirectory()) -> String {
        let directory = self.directory.map { $0 == "~" || $0.hasPrefix("~/") ? home + $0.dropFirst() : $0 }
        if let directory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
                isDirectory.boolValue
            else { return "\(name): there is no directory \(Sanitizer.clean(directory)): nothing run" }
        }
        var outcome = ShellCommand.Outcome.notStarted("")
        if let terminal {
            terminal.suspend { outcome = ShellCommand.run(script, directory: directory) }
        } else {
            outcome = ShellCommand.run(script, directory: directory)
        }
        switch outcome {
        case .exited(0): return "\(name) done (exit status 0)"
        case .exited(127): return "\(name) failed: command not found (exit status 127)"
        case .exited(let status): return "\(name) failed (exit status \(status))"
        case .signaled(SIGINT): return "\(name) stopped by Ctrl-C"
        case .signaled(let signal): return "\(name) ended by signal \(signal)"
        case .notStarted(let reason): return "\(name) could not start: \(reason)"
        }
    }
}
