import Dispatch
import Foundation
import TestSupport
import Testing

/// What one run of the real `ghtui` binary produced.
struct RunResult: Sendable {
    var status: Int32
    var stdout: Data
    var stderr: String

    var text: String { String(decoding: stdout, as: UTF8.self) }
}

/// The `ghtui` under test: `GHTUI_BINARY` when set (to run the suite against an installed
/// release build), otherwise the one built next to this test bundle.
let ghtuiBinary: URL = {
    if let path = ProcessInfo.processInfo.environment["GHTUI_BINARY"], !path.isEmpty {
        return URL(fileURLWithPath: path)
    }
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundle, bundle.deletingLastPathComponent()] {
        let url = candidate.appendingPathComponent("ghtui")
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return Bundle.main.bundleURL.appendingPathComponent("ghtui")
}()

/// The sanitizers' options of this test process (`Scripts/sanitize/run.sh` sets them), passed on
/// to the `ghtui` it runs, which a sanitized build of the tests built with the same sanitizer: its
/// reports then go where the script looks for them, not into a pipe a test reads. Empty otherwise.
/// LeakSanitizer's are `GHTUI_CHILD_LSAN_OPTIONS` when the script sets them: a ghtui uses no
/// URLSession, so it goes without the test process's suppression of libcurl (docs/RELIABILITY.md,
/// "Sanitizer runs").
let sanitizerEnvironment: [String: String] = {
    let environment = ProcessInfo.processInfo.environment
    var passed = environment.filter {
        ["TSAN_OPTIONS", "ASAN_OPTIONS", "LSAN_OPTIONS", "SWIFT_BACKTRACE"].contains($0.key)
    }
    if let child = environment["GHTUI_CHILD_LSAN_OPTIONS"] { passed["LSAN_OPTIONS"] = child }
    return passed
}()

/// How long a test waits for the binary or the terminal before it calls it a hang. A bound, not a
/// speed check: a full parallel run on two cores (or a machine busy with a build) can keep a
/// dump that takes two seconds alone waiting for over a minute.
let hangGuard: Duration = .seconds(240)

/// A scratch HOME so that no real configuration or cache is touched.
func scratchDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ghtui-test-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs `ghtui` with `arguments`, a clean environment plus `environment`, and waits at most `timeout`.
func runGHTUI(
    _ arguments: [String], environment: [String: String] = [:], home: URL? = nil,
    timeout: Duration = hangGuard, whileRunning: (@Sendable (ChildProcess) async throws -> Void)? = nil
) async throws -> RunResult {
    let home = home ?? scratchDirectory()
    let process = ChildProcess()
    process.executableURL = ghtuiBinary
    // The FakeGitHub these runs talk to lives in the test process, which a full parallel run
    // can keep from answering for longer than ghtui's 30 s per request: a retry notice would
    // then break a test about something else. A run that sets its own timeout keeps it.
    process.arguments =
        arguments.contains { $0.hasPrefix("--timeout") } || arguments.first == "markdown"
        ? arguments : arguments + ["--timeout", "120"]
    var env = [
        "HOME": home.path, "PATH": "/usr/bin:/bin",
        "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
    ]
    env.merge(sanitizerEnvironment) { $1 }
    env.merge(environment) { $1 }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    async let stdout = offThePool { out.fileHandleForReading.readDataToEndOfFile() }
    async let stderr = offThePool { err.fileHandleForReading.readDataToEndOfFile() }
    try await whileRunning?(process)
    let deadline = ContinuousClock.now + timeout
    while process.isRunning {
        if ContinuousClock.now > deadline {
            process.terminate()
            Issue.record("ghtui \(arguments) did not finish within \(timeout)")
            break
        }
        try await Task.sleep(for: .milliseconds(10))
    }
    let (output, errors) = await (stdout, stderr)
    await offThePool { process.waitUntilExit() }
    return RunResult(
        status: process.terminationStatus, stdout: output, stderr: String(decoding: errors, as: UTF8.self))
}

/// Whether Debian's `jq` reads `data` (every value in it) as JSON.
func jqAccepts(_ data: Data) async throws -> Bool {
    let process = ChildProcess()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/jq")
    process.arguments = ["-e", "."]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    await offThePool {
        input.fileHandleForWriting.write(data)
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
    return process.terminationStatus == 0
}

/// Whether two dumps are the same bytes. `#expect(a == b)` on megabytes of `Data` would make Swift
/// Testing compute a difference to show, which takes minutes and starves the tests around it.
func sameBytes(_ first: Data, _ second: Data) -> Bool {
    first == second
}
