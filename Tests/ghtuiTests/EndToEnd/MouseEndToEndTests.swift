import FakeGitHub
import Foundation
import TestSupport
import Testing

@testable import ghtui

/// The mouse in the real `ghtui` under tmux: a click on a tab selects it, on a row selects it,
/// on the selected row opens it, on a profile, a repository's lists and search results; the
/// wheel moves through lists and scrolls the README and an issue's page; `--no-mouse` and the
/// `mouse` config key leave mouse reporting off. Clicks go in as the bytes a terminal sends
/// (`TmuxSession.mouse`).
@Suite(.serialized, .oneBinaryAtATime) struct MouseEndToEndTests {
    /// The row and column of the middle of `label` in the tab bar (the row holding `others` too).
    private func tab(_ label: String, besides others: String, on screen: TerminalScreen) throws -> (Int, Int)
    {
        let shown = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(shown.firstIndex { $0.contains(label) && $0.contains(others) })
        let range = try #require(shown[row].range(of: label))
        return (row, shown[row].distance(from: shown[row].startIndex, to: range.lowerBound) + 2)
    }

    /// The screen row of list row `index` (from 0) under the column titles.
    private func row(_ index: Int, on screen: TerminalScreen) throws -> Int {
        let shown = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(
            shown.firstIndex { ["LOGIN", "STARS", "TITLE"].contains(where: $0.contains) })
        return header + 1 + index
    }

    @Test func clicksSelectTabsAndRowsOpenTheSelectedRowAndTheWheelMovesOnAProfile() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-mouse", command: ghtuiShellCommand("--user mona", url: url))
            defer { session.kill() }
            try await session.waitFor("page 1/")
            #expect(session.reportsMouse)

            // The tab bar: a click on "Following" shows the third tab.
            var screen = TerminalScreen(session)
            let (tabRow, tabColumn) = try tab("3 Following", besides: " 1 Repos", on: screen)
            session.mouse(.click, row: tabRow, column: tabColumn)
            screen = try await session.screen("the Following tab") {
                $0.currentTab == 3 && $0.text.contains("page 1/") && $0.selectedRow != nil
            }
            var rows = screen.listRows
            try #require(rows.count > 10)
            #expect(screen.selectedRow == rows[0])

            // A row: the first click selects it, the second opens it; back returns to it (its
            // NAME column filled in by the visit).
            for (index, back) in [(2, "BSpace"), (5, "Escape")] {
                session.mouse(.click, row: try row(index, on: screen), column: 5)
                _ = try await session.screen("row \(index) selected") { $0.selectedRow == rows[index] }
                let login = try #require(rows[index].split(separator: " ").first.map(String.init))
                session.mouse(.click, row: try row(index, on: screen), column: 5)
                try await session.waitFor("› mona › \(login)")
                session.send(back)
                rows = try await session.screen("back on row \(index)") {
                    $0.title.components(separatedBy: " › ").count == 2
                        && $0.selectedRow?.hasPrefix(login + " ") == true
                }.listRows
            }

            // The wheel moves the selection three rows a turn, down and back up.
            session.mouse(.wheelDown, row: try row(5, on: screen), column: 5)
            _ = try await session.screen("three rows down") { $0.selectedRow == rows[8] }
            session.mouse(.wheelDown, row: try row(5, on: screen), column: 5)
            _ = try await session.screen("six rows down") { $0.selectedRow == rows[11] }
            session.mouse(.wheelUp, row: try row(5, on: screen), column: 5)
            _ = try await session.screen("three rows up") { $0.selectedRow == rows[8] }
            // A click after the wheel still selects.
            session.mouse(.click, row: try row(1, on: screen), column: 5)
            _ = try await session.screen("row 1 selected") { $0.selectedRow == rows[1] }
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func aRepositorysReadmeScrollsAndAnIssueOpensByClicksAndScrollsWithTheWheel() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-mouse-repo", height: 20,
                command: ghtuiShellCommand("--repo mona/hello-world", url: url))
            defer { session.kill() }
            var screen = try await session.screen("the README") {
                $0.text.contains(" 1 README ") && !$0.text.contains("loading README")
                    && ($0.shownLines?.count ?? 0) > 20
            }

            // The README scrolls three lines a turn.
            session.mouse(.wheelDown, row: 12, column: 10)
            _ = try await session.screen("the README three lines down") { $0.shownLines?.first == 4 }
            session.mouse(.wheelUp, row: 12, column: 10)
            _ = try await session.screen("the README back up") { $0.shownLines?.first == 1 }

            // The Issues tab by a click; a row selected, then opened, by clicks.
            let (tabRow, tabColumn) = try tab("2 Issues", besides: " 1 README", on: screen)
            session.mouse(.click, row: tabRow, column: tabColumn)
            screen = try await session.screen("the Issues tab") {
                $0.currentTab == 2 && $0.text.contains("page 1/") && $0.selectedRow != nil
            }
            let rows = screen.listRows
            try #require(rows.count > 3)
            session.mouse(.click, row: try row(2, on: screen), column: 10)
            _ = try await session.screen("issue row 2 selected") { $0.selectedRow == rows[2] }
            let number = try #require(rows[2].firstMatch(of: #/#([0-9]+)/#).map { String($0.1) })
            session.mouse(.click, row: try row(2, on: screen), column: 10)
            let page = try await session.screen("issue #\(number)") {
                $0.title.contains("› mona/hello-world#\(number)") && $0.text.contains("Comments (")
                    && !$0.text.contains("loading") && $0.shownLines != nil
            }

            // The issue's page scrolls three lines a turn (or to its end), and back.
            let shown = try #require(page.shownLines)
            let end = shown.count - (shown.last - shown.first)
            try #require(end > 1, "issue #\(number)'s page fits the screen:\n\(page.text)")
            session.mouse(.wheelDown, row: 10, column: 10)
            _ = try await session.screen("the issue scrolled") { $0.shownLines?.first == min(4, end) }
            session.mouse(.wheelUp, row: 10, column: 10)
            _ = try await session.screen("the issue back up") { $0.shownLines?.first == 1 }

            session.send("Escape")
            _ = try await session.screen("back on the Issues tab") {
                $0.currentTab == 2 && $0.selectedRow == rows[2]
            }
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func searchResultsTakeClicksOnTabsAndRowsAndTheWheel() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-mouse-search", command: ghtuiShellCommand("--user mona", url: url))
            defer { session.kill() }
            var screen = try await session.searchRepositories("user:mona")
            var rows = screen.listRows
            try #require(rows.count > 6)

            // The wheel moves through the results; a click selects one.
            session.mouse(.wheelDown, row: 10, column: 10)
            _ = try await session.screen("three results down") { $0.selectedRow == rows[3] }
            session.mouse(.click, row: try row(1, on: screen), column: 10)
            _ = try await session.screen("result 1 selected") { $0.selectedRow == rows[1] }

            // The Users tab by a click; a person selected, then opened, by clicks.
            let (tabRow, tabColumn) = try tab("2 Users", besides: " 1 Repositories", on: screen)
            session.mouse(.click, row: tabRow, column: tabColumn)
            screen = try await session.screen("the Users tab") {
                $0.currentTab == 2 && $0.text.contains("page 1/") && $0.selectedRow != nil
            }
            rows = screen.listRows
            try #require(rows.count > 3)
            session.mouse(.click, row: try row(3, on: screen), column: 5)
            _ = try await session.screen("person 3 selected") { $0.selectedRow == rows[3] }
            let login = try #require(rows[3].split(separator: " ").first.map(String.init))
            session.mouse(.click, row: try row(3, on: screen), column: 5)
            try await session.waitFor("search: user:mona › \(login)")
            session.send("BSpace")
            _ = try await session.screen("back on the Users tab") {
                $0.currentTab == 2 && $0.selectedRow?.hasPrefix(login + " ") == true
            }
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
