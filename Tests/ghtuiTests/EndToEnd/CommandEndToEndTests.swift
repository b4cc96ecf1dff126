import FakeGitHub
import Foundation
import Testing

@testable import ghtui

/// A command of the user's own in the real `ghtui` under tmux: the terminal is the command's
/// while it runs, Ctrl-C stops the command and not ghtui, and the browser comes back saying
/// how the command ended.
@Suite(.serialized, .oneBinaryAtATime) struct CommandEndToEndTests {
    @Test func ctrlCStopsTheCommandAndTheBrowserComesBack() async throws {
        try await FakeGitHub.serving { _, url in
            let home = scratchDirectory()
            let config = home.appendingPathComponent("config/ghtui")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try #"{"commands": [{"key": "Z", "on": "user", "run": "echo running for {{login}}; sleep 60"}]}"#
                .write(to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
            let session = try await TmuxSession(
                name: "ghtui-e2e-command",
                command:
                    "env -u GH_TOKEN -u GITHUB_TOKEN -u NO_COLOR HOME=\(home.path) XDG_CONFIG_HOME=\(home.path)/config "
                    + "XDG_CACHE_HOME=\(home.path)/cache LANG=C.UTF-8 LC_ALL=C.UTF-8 "
                    + "\(ghtuiBinary.path) --user mona --api-url \(url.absoluteString); echo EXITED:$?")
            defer { session.kill() }
            try await session.screen("mona's profile") {
                $0.breadcrumb == "ghtui › mona" && $0.selectedRow != nil
            }
            session.send("Z")
            try await session.screen("the command's output") {
                $0.text.contains("running for mona")
            }
            session.send("C-c")
            let back = try await session.screen("the browser again") { $0.breadcrumb == "ghtui › mona" }
            #expect(back.status.contains("command Z stopped by Ctrl-C"))
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }
}
