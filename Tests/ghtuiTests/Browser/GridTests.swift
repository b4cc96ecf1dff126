import Testing

@testable import ghtui

/// The grid keeps every string inside its columns.
@Suite struct GridTests {
    @Test func writingCutsAtTheLimitWithAnEllipsis() {
        var grid = Grid(width: 12, height: 1)
        let used = grid.write("Mona Lisa Octocat", row: 0, column: 1, limit: 8)
        #expect(used == 8)
        #expect(grid.line(0) == " Mona Li…")
    }

    @Test func wideCharactersTakeTwoCellsAndNeverStraddleTheEdge() {
        var grid = Grid(width: 5, height: 1)
        grid.write("张伟张", row: 0, column: 0)
        #expect(grid.line(0) == "张伟…")
        #expect(grid[0, 0].content == "张" && grid[0, 1].isContinuation)
        var narrow = Grid(width: 3, height: 1)
        narrow.write("ab张", row: 0, column: 0)
        #expect(narrow.line(0) == "ab…")
    }

    @Test func combiningMarksJoinTheirBaseCell() {
        var grid = Grid(width: 4, height: 1)
        grid.write("e\u{301}x", row: 0, column: 0)
        #expect(grid[0, 0].content == "e\u{301}")
        #expect(grid[0, 1].content == "x")
    }

    @Test func escapeSequencesNeverReachACell() {
        var grid = Grid(width: 30, height: 1)
        grid.write("a\u{1B}[2J\u{1B}]0;pwned\u{07}b\u{202E}c", row: 0, column: 0)
        #expect(grid.line(0) == "abc")
        #expect(grid.cells.allSatisfy { cell in cell.content.unicodeScalars.allSatisfy { $0.value >= 0x20 } })
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = Grid(width: 4, height: 1)
        grid.write("张伟", row: 0, column: 0)
        grid.write("x", row: 0, column: 1)
        #expect(grid.line(0) == " x伟")
    }
}
