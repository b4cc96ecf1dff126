import Foundation
import GitHubKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The GitHub CLI's token for a host: `gh auth token --hostname HOST`, used when nothing else
/// gives ghtui a token.
///
/// `gh` runs only when it is on `PATH`, with its standard error discarded, and for at most
/// ``timeLimit``: a `gh` that is missing, not signed in, fails or hangs means no token, and the
/// reason goes to `log` (ghtui's `--verbose`) and nowhere else. The token itself is never logged.
enum GHCLIToken {
    /// How long `gh` may take before it is killed.
    static let timeLimit: Duration = .seconds(3)
    /// The most of `gh`'s output read: a token is a few dozen bytes.
    private static let maximumOutput = 4096

    /// gh's token for `hostname`, or nil.
    static func token(
        hostname: String, environment: [String: String], timeLimit: Duration = timeLimit,
        log: (@Sendable (String) -> Void)? = nil
    ) async -> Configuration.Token? {
        guard let executable = executable(environment: environment) else {
            log?("gh is not on PATH; no token from the GitHub CLI")
            return nil
        }
        guard mightBeSignedIn(environment: environment) else {
            log?("gh has no hosts.yml (never signed in); no token from the GitHub CLI")
            return nil
        }
        var extended = environment
        extended["GH_PROMPT_DISABLED"] = "1"
        extended["GH_NO_UPDATE_NOTIFIER"] = "1"
        let childEnvironment = extended
        let arguments = ["gh", "auth", "token", "--hostname", hostname]
        let run = await onThreadOfItsOwn {
            Self.run(executable, arguments: arguments, environment: childEnvironment, timeLimit: timeLimit)
        }
        switch run {
        case .failed(let reason):
            log?("gh auth token could not run (\(reason)); no token from the GitHub CLI")
        case .timedOut:
            log?("gh auth token did not answer within \(timeLimit); no token from the GitHub CLI")
        case .exited(let status, _) where status != 0:
            log?(
                "gh auth token --hostname \(hostname) failed (exit \(status): not signed in?); no token from it"
            )
        case .exited(_, let output):
            let text = String(decoding: output, as: UTF8.self)
            guard let token = try? ConfigurationValidation.token(text, source: .ghCLI(hostname: hostname))
            else {
                log?("gh auth token gave no usable token for \(hostname)")
                return nil
            }
            log?("using the GitHub CLI's token for \(hostname)")
            return token
        }
        return nil
    }

    /// Whether gh could have a token: it keeps the hosts it signed in to in `hosts.yml` (in
    /// `GH_CONFIG_DIR`, else `$XDG_CONFIG_HOME/gh`, else `~/.config/gh`), or takes one from
    /// `GH_ENTERPRISE_TOKEN`/`GITHUB_ENTERPRISE_TOKEN`. Checking costs a `stat`, where running gh
    /// costs a tenth of a second on every start without a token.
    static func mightBeSignedIn(environment: [String: String]) -> Bool {
        if environment["GH_ENTERPRISE_TOKEN"] != nil || environment["GITHUB_ENTERPRISE_TOKEN"] != nil {
            return true
        }
        let directory: String
        if let explicit = environment["GH_CONFIG_DIR"], !explicit.isEmpty {
            directory = explicit
        } else if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
            directory = ConfigurationPaths.joined(xdg, "gh")
        } else {
            directory = ConfigurationPaths.joined(environment["HOME"] ?? NSHomeDirectory(), ".config/gh")
        }
        return FileManager.default.fileExists(atPath: ConfigurationPaths.joined(directory, "hosts.yml"))
    }

    /// The first executable `gh` in `environment`'s `PATH`.
    static func executable(environment: [String: String]) -> String? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") where directory.hasPrefix("/") {
            let candidate = ConfigurationPaths.joined(String(directory), "gh")
            var info = stat()
            if stat(candidate, &info) == 0, UInt32(info.st_mode) & 0o170_000 == 0o100_000,
                access(candidate, X_OK) == 0
            {
                return candidate
            }
        }
        return nil
    }

    private enum Outcome: Sendable {
        case exited(Int32, Data)
        case timedOut
        case failed(String)
    }

    /// Runs the program in a process group of its own (so that a hang is ended with everything
    /// it started), stdin and stderr on /dev/null, and reads its stdout until it exits or the
    /// time is up.
    private static func run(
        _ executable: String, arguments: [String], environment: [String: String], timeLimit: Duration
    ) -> Outcome {
        let deadline = ContinuousClock.now + timeLimit
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return .failed(String(cString: strerror(errno))) }
        // Neither end may leak into another child; the spawn puts the write end on stdout anyway.
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(pipeEnds[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // ghtui ignores SIGPIPE and SIGINT; the child gets the default handling back.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(pipeEnds[1])
        guard spawned == 0 else { return .failed(String(cString: strerror(spawned))) }

        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 1024)
        var open = true
        while open {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return stop(pid) }
            var descriptor = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min(1000, max(1, left.components.seconds * 1000 + 1)))
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno != EINTR { return stop(pid) }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                open = false
            } else if output.count < maximumOutput {
                output.append(contentsOf: buffer[0..<count])
            }
        }
        // The output is closed; the program may still be on its way out.
        while ContinuousClock.now < deadline {
            var status: Int32 = 0
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid {
                let exited = status & 0x7F == 0
                return .exited(exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output)
            }
            if waited < 0, errno != EINTR { return .failed(String(cString: strerror(errno))) }
            usleep(10_000)
        }
        return stop(pid)
    }

    /// Kills the program's process group and reaps it.
    private static func stop(_ pid: pid_t) -> Outcome {
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return .timedOut
    }
}
