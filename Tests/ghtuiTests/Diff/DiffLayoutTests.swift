import Foundation
import Testing

@testable import ghtui

/// Long lines wrapped and cut, a minified 2 MB one-line file, the gutter's marks without
/// colours, and the cursor's line and `V` selections for review comments.
@Suite struct DiffLayoutTests {
    private static let twoMegabytes = 2_000_000

    /// A file replacing one line of `count` bytes of minified code with another.
    private func minified(_ unit: String, count: Int) -> DiffFile {
        let line = String(repeating: unit, count: count / unit.utf8.count)
        let patch = "@@ -1 +1 @@\n-" + line + "\n+" + line.uppercased()
        return DiffFile(
            path: "dist/app.min.js", status: .modified, additions: 1, deletions: 1,
            content: .text(DiffFile.hunks(of: patch)))
    }

    @Test func aTwoMegabyteLineWrapsIntoRowsCutWhenDrawn() throws {
        let file = minified("var a=1;", count: Self.twoMegabytes)
        let layout = DiffLayout(file, width: 106, mode: .wrap)
        // A gutter of 1 + 1 + 1 + 1 + 2 columns leaves 100 for the text.
        #expect(layout.rowCount == 1 + 2 * 20_000)
        #expect(layout.texts[1] == "1   - " + String(repeating: "var a=1;", count: 12) + "var")
        #expect(layout.row(2).map(\.text).joined() == "    - a=1;" + String(repeating: "var a=1;", count: 12))
        #expect(layout.row(20_000).map(\.text).joined().hasSuffix("var a=1;"))
        #expect(layout.row(20_001).map(\.text).joined().hasPrefix("  1 + VAR A=1;"))
        #expect(layout.hunkRows == [0] && layout.nextHunk(after: 0) == nil)
        var grid = Grid(width: 106, height: 30)
        DiffView.draw(layout, top: 19_990, cursor: 20_001, into: &grid, rows: 0..<30, columns: 0..<106)
        #expect(grid.line(12) == "  1 + " + String(repeating: "VAR A=1;", count: 12) + "VAR")
        #expect(grid[12, 0].style.reverse && !grid[11, 0].style.reverse)
        #expect(layout.position(at: 20_000) == DiffPosition(path: "dist/app.min.js", side: .left, line: 1))
        #expect(layout.position(at: 40_000) == DiffPosition(path: "dist/app.min.js", side: .right, line: 1))
    }

    @Test func aTwoMegabyteLineIsOneRowWhenCut() {
        let file = minified("var a=1;", count: Self.twoMegabytes)
        let layout = DiffLayout(file, width: 106, mode: .cut)
        #expect(layout.rowCount == 3)
        let row = layout.row(1).map(\.text).joined()
        #expect(row == "1   - " + String(repeating: "var a=1;", count: 12) + "var" + "…")
        #expect(TextWidth.width(of: row) == 106)
        var grid = Grid(width: 106, height: 4)
        DiffView.draw(layout, top: 0, cursor: nil, into: &grid, rows: 0..<4, columns: 0..<106)
        #expect(grid.line(3).hasSuffix("VAR…") && grid.line(0).hasSuffix("+1 −1  cut"))
    }

    @Test func wideCharactersWrapWithoutStraddlingTheEdge() {
        // 2 MB of three-byte, two-column characters: 666,666 of them, 45 to a row of 90 columns.
        let file = minified("漢", count: Self.twoMegabytes)
        let layout = DiffLayout(file, width: 96, mode: .wrap)
        let perLine = (666_666 + 44) / 45
        #expect(layout.rowCount == 1 + 2 * perLine)
        for row in [1, 2, perLine, perLine + 1, 2 * perLine] {
            let text = layout.row(row).map(\.text).joined()
            #expect(TextWidth.width(of: text) <= 96, "row \(row)")
        }
        #expect(layout.row(2).map(\.text).joined() == "    - " + String(repeating: "漢", count: 45))
        #expect(
            layout.row(perLine).map(\.text).joined() == "    - " + String(repeating: "漢", count: 666_666 % 45)
        )
        let narrow = DiffLayout(file, width: 7, mode: .wrap)
        #expect(narrow.rowCount == 1 + 2 * 666_666, "one wide character a row when only one column is left")
        let cut = DiffLayout(file, width: 96, mode: .cut).row(1).map(\.text).joined()
        #expect(cut == "1   - " + String(repeating: "漢", count: 44) + "…" && TextWidth.width(of: cut) == 95)
    }

    @Test func withoutColoursMarksAndAttributesTellTheLinesApart() throws {
        let file = try #require(
            UnifiedDiff.files("--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@ func f()\n-old\n+new\n same\n").first)
        var grid = Grid(width: 30, height: 5)
        DiffView.draw(
            DiffLayout(file, width: 30), top: 0, cursor: nil, into: &grid, rows: 0..<5, columns: 0..<30)
        // What a terminal without colours shows: the colours dropped, the rest kept.
        func look(_ row: Int, _ column: Int) -> (String, Style) {
            var style = grid[row, column].style
            style.color = .standard
            return (grid[row, column].content, style)
        }
        #expect(grid.line(1) == "@@ -1,2 +1,2 @@ func f()" && look(1, 0).1.dim)
        #expect(look(2, 4) == ("-", Style(bold: true)) && look(3, 4) == ("+", Style(bold: true)))
        #expect(look(4, 4) == (" ", Style.faint) && look(2, 0).1.dim && look(4, 6) == ("s", Style.plain))
        #expect(grid[2, 6].style.color == .red && grid[3, 6].style.color == .green)
    }

    @Test func theCursorNamesTheLineAndAVSelectionItsRange() throws {
        let file = try #require(
            UnifiedDiff.files(
                "--- a/f\n+++ b/f\n@@ -10,3 +10,3 @@\n a\n-b\n+B\n c\n@@ -40 +40,2 @@\n d\n+e\n"
            ).first)
        let layout = DiffLayout(file, width: 40)
        func at(_ side: DiffSide, _ line: Int) -> DiffPosition {
            DiffPosition(path: "f", side: side, line: line)
        }
        #expect(layout.position(at: 1) == at(.right, 10), "a context line is on the right")
        #expect(layout.position(at: 2) == at(.left, 11))
        #expect(layout.position(at: 3) == at(.right, 11))
        let selection = try #require(layout.selection(from: 4, to: 2))
        #expect(
            selection.start == at(.left, 11) && selection.end == at(.right, 12) && !selection.isSingleLine)
        #expect(layout.selection(from: 3, to: 3)?.isSingleLine == true)
        #expect(layout.selection(from: 3, to: 7) == nil, "not across hunks")
        #expect(layout.selection(from: 0, to: 2) == nil, "not from a header")
        #expect(layout.row(of: .left, line: 40) == 6 && layout.row(of: .right, line: 41) == 7)
        #expect(layout.row(of: .left, line: 41) == nil)
    }

    @Test func aNarrowPaneStillDrawsEveryRowWithinItsColumns() throws {
        let file = minified("ab\tcd", count: 4_000)
        for mode in [DiffLayout.Mode.wrap, .cut] {
            for width in 1...12 {
                let layout = DiffLayout(file, width: width, mode: mode)
                for row in 0..<min(layout.rowCount, 50) {
                    #expect(Span.width(of: layout.row(row)) <= width, "\(mode) \(width) \(row)")
                }
            }
        }
    }
}
