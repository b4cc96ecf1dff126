import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A detached tmux session running a command, for driving the real `ghtui` like a user.
///
/// Sessions live on a tmux server of this test process's own (`-L ghtui-e2e-PID`), so they never
/// touch the user's tmux or another test run's sessions of the same name; the server exits by
/// itself when its last session ends (its keeper session lasts as long as the test process).
final class TmuxSession: Sendable {
    /// The session's unique name.
    let name: String

    private static let socket = "ghtui-e2e-\(getpid())"

    /// How often a wait captures the screen again. Each capture starts a tmux client: at 25 ms,
    /// the waits of a full run spent more time in the kernel than the tests did in Swift.
    static let pollInterval: Duration = .milliseconds(50)

    /// Starts `command` (run by `sh -c`) in a `width`×`height` session named `name`. The tmux
    /// calls block, so they run off the concurrency pool: the in-process FakeGitHub of every
    /// test running meanwhile needs its two threads.
    init(name: String, width: Int = 100, height: Int = 30, command: String) async throws {
        self.name = name
        try await offThePool {
            Result { try Self.open(name, width: width, height: height, command: command) }
        }.get()
    }

    private static func open(_ name: String, width: Int, height: Int, command: String) throws {
        _ = try? tmux(["kill-session", "-t", name])
        try startServer()
        let client = ChildProcess()
        client.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
        client.arguments = [
            "-L", socket, "new-session", "-d", "-x", String(width), "-y", String(height), "-s", name,
            command,
        ]
        client.standardInput = FileHandle.nullDevice
        client.standardOutput = FileHandle.nullDevice
        client.standardError = FileHandle.nullDevice
        try client.run()
        client.waitUntilExit()  // The server is up: the client ends once the session is made.
        try waitForSession(name)
        // Keep the pane after the command ends, so its last words can still be read.
        try tmux(["set-option", "-t", name, "remain-on-exit", "on"])
    }

    deinit {
        kill()
    }

    /// The pane's text, one line per row.
    func capture() -> String {
        (try? Self.tmux(["capture-pane", "-p", "-t", name])) ?? ""
    }

    /// The pane's text with its colours and attributes as escape sequences.
    func captureStyled() -> String {
        (try? Self.tmux(["capture-pane", "-p", "-e", "-t", name])) ?? ""
    }

    /// The pane's title (what OSC 0/2 would change).
    func title() -> String {
        ((try? Self.tmux(["display-message", "-p", "-t", name, "#{pane_title}"])) ?? "")
            .trimmingCharacters(in: .newlines)
    }

    /// Sends tmux key names (`j`, `Enter`, `BSpace`, `C-c`) one by one.
    func send(_ keys: String...) {
        for key in keys { _ = try? Self.tmux(["send-keys", "-t", name, key]) }
    }

    /// Sends `text` literally.
    func type(_ text: String) {
        _ = try? Self.tmux(["send-keys", "-t", name, "-l", text])
    }

    /// A mouse action as the terminal reports it.
    enum MouseButton: UInt8 {
        /// Button 1 pressed, then released: a click.
        case click = 0
        /// The wheel turned up.
        case wheelUp = 64
        /// The wheel turned down.
        case wheelDown = 65
    }

    /// Sends the bytes a terminal sends for `button` at `row`, `column` (from 0) in the classic
    /// `ESC [ M` encoding, which ncurses decodes when the program turned mouse reporting on
    /// (tmux cannot click by itself in a detached session). A click is a press and its release
    /// (button code 3), as a terminal reports it: ncurses takes a second press with no release
    /// between for a drag of the button still held, and reports no click.
    func mouse(_ button: MouseButton, row: Int, column: Int) {
        let codes = button == .click ? [button.rawValue, 3] : [button.rawValue]
        let bytes = codes.flatMap { [0x1B, 0x5B, 0x4D, 32 + Int($0), 33 + column, 33 + row] }
        _ = try? Self.tmux(["send-keys", "-t", name, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Whether the program in the pane turned mouse reporting on.
    var reportsMouse: Bool {
        ((try? Self.tmux(["display-message", "-p", "-t", name, "#{mouse_any_flag}"])) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// Resizes the window.
    func resize(width: Int, height: Int) {
        _ = try? Self.tmux(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }

    /// Waits until the pane shows `text` (and the optional `condition` holds), polling; records
    /// an issue with the last screen when `timeout` passes first. Returns the screen.
    @discardableResult
    func waitFor(
        _ text: String, timeout: Duration = hangGuard, sourceLocation: SourceLocation = #_sourceLocation,
        where condition: (String) -> Bool = { _ in true }
    ) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        // Captures block: off the concurrency pool, which the in-process FakeGitHub needs.
        var screen = await offThePool { self.capture() }
        while !(screen.contains(text) && condition(screen)) {
            if ContinuousClock.now > deadline {
                Issue.record(
                    "timed out waiting for \(text.debugDescription); the screen:\n\(screen)",
                    sourceLocation: sourceLocation)
                return screen
            }
            try await Task.sleep(for: Self.pollInterval)
            screen = await offThePool { self.capture() }
        }
        return screen
    }

    /// Ends the session and whatever runs in it.
    func kill() {
        _ = try? Self.tmux(["kill-session", "-t", name])
    }

    /// Runs tmux on the e2e server and returns its standard output.
    /// A session that keeps the server up while the tests run (it ends by itself).
    private static let keeper = "ghtui-e2e-keeper"
    private static let serverLock = NSLock()

    /// Starts the tmux server once, with `keeper`, unless it is up. Foundation's Process starts
    /// it, once per test process: panes of a server started by `ChildProcess` came out blank
    /// (their output lost; not understood), while Foundation's `Process.run()` now and then
    /// crashes (see ChildProcess), so it is used as rarely as possible. The server is a daemon
    /// that keeps the descriptors Process watches for the end of its child, so the client is
    /// not waited for; the keeper session's existence is.
    private static func startServer() throws {
        serverLock.lock()
        defer { serverLock.unlock() }
        guard (try? tmux(["has-session", "-t", keeper], status: true)) != "0" else { return }
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
        client.arguments = [
            "-L", socket, "new-session", "-d", "-s", keeper, "while kill -0 \(getpid()); do sleep 5; done",
        ]
        client.standardInput = FileHandle.nullDevice
        client.standardOutput = FileHandle.nullDevice
        client.standardError = FileHandle.nullDevice
        try client.run()
        try waitForSession(keeper)
    }

    /// Waits (at most a minute) until the server has the session `name`.
    private static func waitForSession(_ name: String) throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while (try? tmux(["has-session", "-t", name], status: true)) != "0" {
            guard ContinuousClock.now < deadline else { throw CocoaError(.executableLoad) }
            usleep(10_000)
        }
    }

    @discardableResult
    /// Never use it to start the server (see `startServer`). With `status`, returns the exit status.
    static func tmux(_ arguments: [String], status: Bool = false) throws -> String {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
        process.arguments = ["-L", socket] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return status ? String(process.terminationStatus) : String(decoding: data, as: UTF8.self)
    }
}
