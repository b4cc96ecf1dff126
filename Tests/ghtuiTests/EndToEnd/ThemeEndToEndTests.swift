import FakeGitHub
import Foundation
import TestSupport
import Testing

@testable import ghtui

/// A theme's colours in the real `ghtui` under tmux: a 256-colour terminal gets the palette
/// entries the file names (`#rrggbb` as the nearest), an 8-colour one the nearest basic colours.
@Suite(.serialized, .oneBinaryAtATime) struct ThemeEndToEndTests {
    /// The profile drawn on a terminal `term`, with `success` (the title's `ghtui`) `#ff0000`
    /// and `tag` (languages) entry 21; its styled capture.
    private func styledProfile(term: String, url: URL) async throws -> String {
        let config = scratchDirectory().appendingPathComponent("config.json")
        try Data(##"{"theme": {"preset": "dark", "colors": {"success": "#ff0000", "tag": 21}}}"##.utf8)
            .write(to: config)
        let session = try await TmuxSession(
            name: "ghtui-e2e-theme-\(term)",
            command: ghtuiShellCommand(
                "--user mona --config \(config.path)", url: url, environment: "TERM=\(term)"))
        defer { session.kill() }
        try await session.waitFor("page 1/3")
        let styled = session.captureStyled()
        session.send("q")
        try await session.waitFor("EXITED:0")
        return styled
    }

    @Test func aThemesColoursAreTheNearestTheTerminalHas() async throws {
        try await FakeGitHub.serving { _, url in
            let rich = try await styledProfile(term: "xterm-256color", url: url)
            #expect(rich.contains("38;5;196m"), "#ff0000 as entry 196")
            #expect(rich.contains("38;5;21m"), "entry 21 as it is")
            let basic = try await styledProfile(term: "xterm", url: url)
            #expect(!basic.contains("38;5;"))
            #expect(basic.contains("31m"), "#ff0000 as red")
            #expect(basic.contains("34m"), "entry 21 as blue")
        }
    }
}
