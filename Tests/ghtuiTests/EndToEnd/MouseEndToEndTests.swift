import FakeGitHub
import Foundation
import Testing

@testable import ghtui

/// The mouse in the real `ghtui` under tmux: a click on a tab selects it, on a row selects it,
/// on the selected row opens it; the wheel moves through the list; `--no-mouse` leaves mouse
/// reporting off. Clicks go in as the bytes a terminal sends (`TmuxSession.mouse`).
@Suite(.serialized, .oneBinaryAtATime) struct MouseEndToEndTests {
    private func lines(_ session: TmuxSession) -> [String] {
        TerminalScreen(session).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func clicksSelectTabsAndRowsAndOpenTheSelectedRowAndTheWheelMoves() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-mouse", command: ghtuiShellCommand("--user mona", url: url))
            defer { session.kill() }
            try await session.waitFor("page 1/")
            #expect(session.reportsMouse)

            // The tab bar: a click on "Following" shows the third tab.
            let shown = lines(session)
            let tabRow = try #require(
                shown.firstIndex { $0.contains(" 1 Repos") && $0.contains(" 3 Following") })
            let label = try #require(shown[tabRow].range(of: "3 Following"))
            let column = shown[tabRow].distance(from: shown[tabRow].startIndex, to: label.lowerBound)
            session.mouse(.press, row: tabRow, column: column + 2)
            try await session.waitFor("page 1/", where: { _ in TerminalScreen(session).currentTab == 3 })

            // A row: the first click selects it, the second opens it.
            let header = try #require(lines(session).firstIndex { $0.contains("LOGIN") })
            let rows = TerminalScreen(session).listRows
            try #require(rows.count > 4)
            #expect(TerminalScreen(session).selectedRow == rows[0])
            session.mouse(.press, row: header + 3, column: 5)
            try await session.waitFor("LOGIN", where: { _ in TerminalScreen(session).selectedRow == rows[2] })
            let login = try #require(rows[2].split(separator: " ").first.map(String.init))
            session.mouse(.press, row: header + 3, column: 5)
            try await session.waitFor("› mona › \(login)")

            // Back, then the wheel moves the selection down and up.
            session.send("h")
            try await session.waitFor("LOGIN", where: { _ in TerminalScreen(session).selectedRow == rows[2] })
            session.mouse(.wheelDown, row: header + 3, column: 5)
            session.mouse(.wheelDown, row: header + 3, column: 5)
            try await session.waitFor("LOGIN", where: { _ in TerminalScreen(session).selectedRow == rows[4] })
            session.mouse(.wheelUp, row: header + 3, column: 5)
            try await session.waitFor("LOGIN", where: { _ in TerminalScreen(session).selectedRow == rows[3] })
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func noMouseLeavesMouseReportingOff() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-no-mouse", command: ghtuiShellCommand("--user mona --no-mouse", url: url))
            defer { session.kill() }
            try await session.waitFor("page 1/")
            #expect(!session.reportsMouse)
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func theMouseConfigKeyTurnsItOff() async throws {
        let config = scratchDirectory().appendingPathComponent("config.json")
        try Data(#"{"mouse": false}"#.utf8).write(to: config)
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-mouse-config",
                command: ghtuiShellCommand("--user mona --config \(config.path)", url: url))
            defer { session.kill() }
            try await session.waitFor("page 1/")
            #expect(!session.reportsMouse)
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }
}
