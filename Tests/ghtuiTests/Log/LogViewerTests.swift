import Foundation
import Testing

@testable import ghtui

/// The log viewer's keys on a small log with three sections, drawn into a grid: folding,
/// where it opens, timestamps, search with `n`/`N`, moves and the end.
@Suite struct LogViewerTests {
    private typealias Support = LogTestSupport

    /// Line 11 (index 10 here) is the first error, inside the third section.
    private static let lines = [
        "Current runner version: '2.321.0'",  // 0
        "##[group]Runner Image",  // 1
        "Image: ubuntu-24.04",  // 2
        "Version: 20250511.1.0",  // 3
        "##[endgroup]",  // 4
        "##[group]Run swift build",  // 5
        "\u{1B}[36;1mswift build\u{1B}[0m",  // 6
        "##[endgroup]",  // 7
        "Building...",  // 8
        "##[group]Run tests",  // 9
        "Test A passed",  // 10
        "##[error]Test B failed",  // 11
        "Test C passed",  // 12
        "##[endgroup]",  // 13
        "Done with ERROR count 1",  // 14
        "Cleaning up orphan processes",  // 15
    ]

    private static func stamped(_ lines: [String]) -> String {
        lines.enumerated().map { "2025-05-31T10:00:00.\(String(format: "%07d", $0.offset))Z \($0.element)\n" }
            .joined()
    }

    private let log = JobLog(stamped(lines))

    @Test func aFailedJobsLogOpensAtItsFirstErrorWithItsSectionUnfolded() {
        let viewer = LogViewer(log: log, height: 10)
        #expect(viewer.cursorLine == 11)
        #expect(viewer.unfolded == [2])
        #expect(viewer.rows == [0, 1, 5, 8, 9, 10, 11, 12, 14, 15])
        let grid = Support.drawn(viewer, width: 60)
        #expect(
            grid.text.split(separator: "\n") == [
                " 1 Current runner version: '2.321.0'",
                " 2 ▸ Runner Image (2 lines)",
                " 6 ▸ Run swift build (1 line)",
                " 9 Building...",
                "10 ▾ Run tests",
                "11   Test A passed",
                "12   Error: Test B failed",
                "13   Test C passed",
                "15 Done with ERROR count 1",
                "16 Cleaning up orphan processes",
            ])
        #expect((0..<60).allSatisfy { grid[6, $0].style.reverse }, "the cursor's row")
        #expect(!grid[5, 0].style.reverse)
        #expect(
            Support.cells(of: grid, row: 6, "Error: ").allSatisfy { $0.style.color == .red && $0.style.bold })
    }

    @Test func aJobThatDidNotFailOpensAtTheTopWithEverySectionFolded() {
        let viewer = LogViewer(log: log, height: 10, failed: false)
        #expect(viewer.cursorLine == 0)
        #expect(viewer.unfolded.isEmpty)
        #expect(viewer.rows == [0, 1, 5, 8, 9, 14, 15])
        #expect(Support.drawn(viewer).line(4) == "10 ▸ Run tests (3 lines)")
    }

    @Test func withoutAnErrorMarkerTheFirstToolErrorIsWhereItOpens() {
        let compiler = JobLog(
            Self.stamped([
                "Compiling", "0 errors so far", "warning: unused", "\u{1B}[31merror:\u{1B}[0m it broke",
                "file.swift:3:1: error: bad",
            ]))
        #expect(compiler.firstError() == 3)
        #expect(LogViewer(log: compiler).cursorLine == 3)
        let rust = JobLog(Self.stamped(["ok", "src/main.rs", "error[E0308]: mismatched types"]))
        #expect(rust.firstError() == 2)
        let located = JobLog(Self.stamped(["ok", "Sources/A.swift:1:2: error: no"]))
        #expect(located.firstError() == 1)
        let clean = JobLog(Self.stamped(["Compiling", "0 errors", "errors: none", "done"]))
        #expect(clean.firstError() == nil)
        #expect(LogViewer(log: clean).cursorLine == 0)
    }

    @Test func enterUnfoldsASectionAndFoldsItFromInside() {
        var viewer = LogViewer(log: log, height: 10, failed: false)
        viewer.move(by: 1)
        #expect(viewer.cursorLine == 1)
        viewer.toggleFold()
        #expect(viewer.rows == [0, 1, 2, 3, 5, 8, 9, 14, 15], "its end line is never a row")
        var grid = Support.drawn(viewer)
        #expect(grid.line(1) == " 2 ▾ Runner Image")
        #expect(grid.line(2) == " 3   Image: ubuntu-24.04")
        #expect(!grid.text.contains("endgroup"))
        viewer.move(by: 2)
        #expect(viewer.cursorLine == 3)
        viewer.toggleFold()
        #expect(viewer.cursorLine == 1, "folding from inside leaves the cursor on the header")
        #expect(viewer.rows == [0, 1, 5, 8, 9, 14, 15])
        grid = Support.drawn(viewer)
        #expect(grid.line(1) == " 2 ▸ Runner Image (2 lines)")
        viewer.move(by: 2)
        viewer.toggleFold()
        #expect(viewer.cursorLine == 8, "Enter on a line outside any section does nothing")
        #expect(viewer.rows == [0, 1, 5, 8, 9, 14, 15])
    }

    @Test func timestampsAreHiddenUntilTShowsThem() {
        var viewer = LogViewer(log: log, height: 10, failed: false)
        #expect(!Support.drawn(viewer).text.contains("2025-05-31"))
        viewer.toggleTimestamps()
        let grid = Support.drawn(viewer)
        #expect(grid.line(0) == " 1 2025-05-31T10:00:00.0000000Z Current runner version: '2.321.0'")
        #expect(grid.line(1) == " 2 2025-05-31T10:00:00.0000001Z ▸ Runner Image (2 lines)")
        #expect(Support.cells(of: grid, row: 0, "2025").allSatisfy { $0.style.dim })
        viewer.toggleTimestamps()
        #expect(!Support.drawn(viewer).text.contains("2025-05-31"))
    }

    @Test func searchIgnoresCaseAndSeesTheTextAsDrawn() {
        var viewer = LogViewer(log: log, height: 10, failed: false)
        viewer.find("error")
        #expect(viewer.search?.lines == [11, 14], "the label of ##[error] and ERROR")
        viewer.find("SWIFT BUILD")
        #expect(viewer.search?.lines == [5, 6], "a section's title and an echoed command")
        viewer.find("36;1m")
        #expect(viewer.search?.lines == [], "escape sequences are not text")
        viewer.find("2025-05-31")
        #expect(viewer.search?.lines == [], "nor are timestamps")
        viewer.find("endgroup")
        #expect(viewer.search?.lines == [])
        #expect(LogView.status(viewer) == "line 6 of 16 · “endgroup” not found")
        viewer.find("")
        #expect(viewer.search == nil)
    }

    @Test func aQueryBeyondASCIIIgnoresCaseAndTabsAreSearchedAsDrawn() {
        let log = JobLog("Résumé: ÉCHEC ✓\nplain echec\ncol\tumn\n\u{1B}[1mÉchec\u{1B}[0m\n")
        var viewer = LogViewer(log: log, height: 5, failed: false)
        viewer.find("échec")
        #expect(viewer.search?.lines == [0, 3])
        viewer.find("l     u")
        #expect(viewer.search?.lines == [2], "a tab is the spaces it is drawn as")
        let grid = Support.drawn(viewer, width: 30)
        #expect(Support.cells(of: grid, row: 2, "l     u").allSatisfy { $0.style.bold })
    }

    @Test func nAndNMoveBetweenMatchesWrappingAroundAndUnfoldingTheirSection() {
        var viewer = LogViewer(log: log, height: 10, failed: false)
        viewer.find("PASSED")
        #expect(viewer.search?.lines == [10, 12])
        #expect(viewer.cursorLine == 10)
        #expect(viewer.unfolded == [2], "the section holding the match unfolded")
        #expect(LogView.status(viewer) == "line 11 of 16 · “PASSED” 1 of 2")
        viewer.nextMatch()
        #expect(viewer.cursorLine == 12)
        viewer.nextMatch()
        #expect(viewer.cursorLine == 10, "wrapped around to the first")
        viewer.previousMatch()
        #expect(viewer.cursorLine == 12, "wrapped around to the last")
        viewer.previousMatch()
        #expect(viewer.cursorLine == 10)
        #expect(viewer.search?.current == 0)

        viewer.nextMatch()
        let grid = Support.drawn(viewer)
        let other = Support.rows(of: grid, containing: "Test A passed")[0]
        let cursor = Support.rows(of: grid, containing: "Test C passed")[0]
        #expect(grid[cursor, 0].style.reverse)
        #expect(
            Support.cells(of: grid, row: other, "passed").allSatisfy { $0.style.reverse && $0.style.bold })
        #expect(Support.cells(of: grid, row: other, "Test A").allSatisfy { !$0.style.reverse })
        #expect(
            Support.cells(of: grid, row: cursor, "passed").allSatisfy { !$0.style.reverse && $0.style.bold },
            "on the cursor's row a match is the one part not reversed")
    }

    @Test func aSearchStartsAtTheCursorAndFoldedSectionsHoldMatches() {
        var viewer = LogViewer(log: log, height: 10, failed: false)
        viewer.toEnd()
        viewer.find("version")
        #expect(viewer.search?.lines == [0, 3])
        #expect(viewer.cursorLine == 0, "nothing after the cursor: wrapped to the first")
        viewer.nextMatch()
        #expect(viewer.cursorLine == 3)
        #expect(viewer.unfolded == [0])
    }

    @Test func movesPagesTopAndEndStayInTheLog() {
        let long = JobLog((1...100).map { "line \($0)" }.joined(separator: "\n"))
        var viewer = LogViewer(log: long, height: 10)
        #expect(viewer.cursorLine == 0)
        viewer.move(by: -5)
        #expect(viewer.cursorLine == 0)
        viewer.move(by: 12)
        #expect(viewer.cursorLine == 12)
        #expect(viewer.top == 3, "the view follows the cursor")
        viewer.page(by: 1)
        #expect(viewer.cursorLine == 22)
        #expect(viewer.top == 13)
        viewer.toEnd()
        #expect(viewer.cursorLine == 99)
        #expect(viewer.top == 90)
        #expect(Support.drawn(viewer).line(9) == "100 line 100")
        viewer.page(by: 1)
        #expect(viewer.cursorLine == 99)
        viewer.page(by: -20)
        #expect(viewer.cursorLine == 0)
        #expect(viewer.top == 0)
        viewer.toEnd()
        viewer.toTop()
        #expect(viewer.cursorLine == 0)
        viewer.resize(height: 4)
        viewer.move(by: 6)
        #expect(viewer.top == 3)
    }

    @Test func aLongLineIsCutWithAnEllipsisAndColoursFollowTheSetting() {
        var viewer = LogViewer(log: log, height: 10, failed: false)
        viewer.move(by: 2)
        viewer.toggleFold()
        var grid = Support.drawn(viewer, width: 12)
        let command = Support.rows(of: grid, containing: "swift")[0]
        #expect(grid.line(command) == " 7   swift …")
        #expect(
            Support.cells(of: grid, row: command, "swift").allSatisfy {
                $0.style.color == .cyan && $0.style.bold
            })
        grid = Support.drawn(viewer, width: 12, colors: false)
        #expect(Support.cells(of: grid, row: command, "swift").allSatisfy { $0.style == .plain })
    }

    @Test func anEmptyLogHasNoRowsAndKeysDoNothing() {
        var viewer = LogViewer(log: JobLog(""), height: 5)
        #expect(viewer.rows.isEmpty)
        #expect(viewer.cursorLine == nil)
        viewer.move(by: 1)
        viewer.page(by: 1)
        viewer.toEnd()
        viewer.toggleFold()
        viewer.find("x")
        viewer.nextMatch()
        viewer.previousMatch()
        #expect(viewer.cursorLine == nil)
        #expect(Support.drawn(viewer).text.allSatisfy { $0 == " " || $0 == "\n" })
        #expect(LogView.status(viewer) == "line 0 of 0 · “x” not found")
    }
}
