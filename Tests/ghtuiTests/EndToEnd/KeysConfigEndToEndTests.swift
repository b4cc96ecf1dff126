import FakeGitHub
import Foundation
import TestSupport
import Testing

@testable import ghtui

/// `keys` in the config file, in the real `ghtui`: under tmux the new keys work, the old ones do
/// nothing and `?` lists the new ones; a conflicting map stops ghtui before it takes the
/// terminal, with a usage error naming the entry.
@Suite(.serialized, .oneBinaryAtATime) struct KeysConfigEndToEndTests {
    /// A config file holding `text`, in a scratch directory of its own.
    private func configFile(_ text: String) throws -> URL {
        let config = scratchDirectory().appendingPathComponent("config.json")
        try Data(text.utf8).write(to: config)
        return config
    }

    /// Whether the help is on screen: its footer, whether it scrolls or not.
    private static func showsHelp(_ screen: TerminalScreen) -> Bool {
        screen.text.contains("any other key closes") || screen.text.contains("press any key to close")
    }

    @Test func remappedKeysWorkTheOldOnesDoNothingAndTheHelpListsTheNewOnes() async throws {
        let config = try configFile(#"{"keys": {"down": "J", "star": "s", "sort": "S", "search": "ctrl-s"}}"#)
        try await FakeGitHub.serving { _, url in
            // Tall enough for every binding checked below on the help's first screen.
            let session = try await TmuxSession(
                name: "ghtui-e2e-keys-config", width: 100, height: 90,
                command: ghtuiShellCommand("--user mona --config \(config.path)", url: url))
            defer { session.kill() }
            let start = try await session.screen("the Repos tab") {
                $0.currentTab == 1 && $0.sort != nil && $0.selectedRow != nil && $0.text.contains("page 1/")
            }
            #expect(start.title.hasSuffix("? keys"))
            let firstRow = try #require(start.listRows.first)
            #expect(start.selectedRow == firstRow)

            // j and s were down and sort; `?` (still the help) shows after them, so once it shows
            // they have been read.
            session.send("j", "s", "?")
            let help = try await session.screen("the help") { Self.showsHelp($0) }
            let lines = help.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            func listed(_ label: String, _ summary: String) -> Bool {
                lines.contains { $0.hasPrefix(label + " ") && $0.hasSuffix(summary) }
            }
            #expect(listed("J", "move down"))
            #expect(listed("S", "sort repos: updated, stars, name"))
            #expect(listed("s", "star or unstar the repository or row"))
            #expect(listed("Ctrl-S", "search GitHub (on a search: edit it)"))
            #expect(!listed("j", "move down") && !listed("*", "star or unstar the repository or row"))
            #expect(
                !lines.contains { $0.hasPrefix("S ") && $0.hasSuffix("search GitHub (on a search: edit it)") }
            )

            session.send("x")
            let closed = try await session.screen("the list again") {
                !Self.showsHelp($0) && $0.selectedRow != nil
            }
            #expect(closed.selectedRow == firstRow, "j moved the cursor")
            #expect(closed.sort == start.sort, "s sorted")

            session.send("J")
            try await session.screen("J moving down") { $0.selectedRow == $0.listRows.dropFirst().first }
            session.send("S")
            let sorted = try await session.screen("S sorting") {
                $0.sort != start.sort && $0.status.contains("sorted by")
            }
            #expect(sorted.sort != nil)

            // s stars on a repository (no token here: the status bar says what it would need).
            session.send("Enter")
            try await session.screen("a repository") {
                $0.title.components(separatedBy: " › ").count == 3
            }
            session.send("s")
            try await session.screen("s starring") { $0.status.contains("needs a token") }
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func aConflictingMapIsAUsageErrorBeforeTheTerminalIsTouched() async throws {
        let config = try configFile(#"{"keys": {"star": "s", "sort": ["S", "ctrl-s"]}}"#)
        let result = try await runGHTUI(["--user", "mona", "--config", config.path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "ghtui: config file \(config.path): \"keys.sort\" binds \"S\" on the profile, where it already "
                + "means \"search\"; remap \"search\" as well, or choose another key\n")
    }
}
