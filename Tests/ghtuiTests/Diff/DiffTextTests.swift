import Foundation
import Testing

@testable import ghtui

/// Diff text that could harm or confuse the terminal, and patches git did not write: drawn
/// harmless, kept, never a crash.
@Suite struct DiffTextTests {
    /// Every cell of `grid` is printable: no escape, control or formatting character.
    private func isHarmless(_ grid: Grid) -> Bool {
        (0..<grid.height).allSatisfy { row in
            (0..<grid.width).allSatisfy { column in
                grid[row, column].content.unicodeScalars.allSatisfy {
                    $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value)
                        && $0.properties.generalCategory != .format
                }
            }
        }
    }

    private func drawn(_ diff: String, width: Int = 60, height: Int = 12) throws -> Grid {
        let file = try #require(UnifiedDiff.files(diff).first)
        var grid = Grid(width: width, height: height)
        DiffView.draw(
            DiffLayout(file, width: width), top: 0, cursor: nil, into: &grid, rows: 0..<height,
            columns: 0..<width)
        return grid
    }

    @Test func escapeSequencesInLinesAndPathsNeverReachTheGrid() throws {
        let grid = try drawn(
            """
            diff --git a/evil\u{1B}]0;owned\u{07}.txt b/evil\u{1B}]0;owned\u{07}.txt
            --- a/evil\u{1B}]0;owned\u{07}.txt
            +++ b/evil\u{1B}]0;owned\u{07}.txt
            @@ -1,2 +1,2 @@ \u{1B}[2J
            -plain\u{1B}]0;set the title\u{07} text
            +red \u{1B}[31mtext\u{1B}[0m and \u{9B}2J a C1 CSI and \u{202E}reversed
             bell\u{07} and backspace\u{08}

            """)
        #expect(isHarmless(grid))
        #expect(grid.line(0) == "M evil.txt  +1 −1  wrapped")
        #expect(grid.line(1) == "@@ -1,2 +1,2 @@")
        #expect(grid.line(2) == "1   - plain text")
        #expect(grid.line(3) == "  1 + red text and  a C1 CSI and reversed")
        #expect(grid.line(4) == "2 2   bell␇ and backspace␈")
    }

    @Test func whatTheDiffCommandPrintsIsHarmlessToo() throws {
        let file = try #require(
            UnifiedDiff.files(
                """
                diff --git a/x b/y
                similarity index 100%
                rename from old\u{1B}]0;owned\u{07}
                rename to new\u{1B}[2J

                """
            ).first)
        #expect(file.content == .moved && file.path == "new\u{1B}[2J", "the path is kept as GitHub names it")
        let layout = DiffLayout(file, width: 60)
        let spans = DiffView.title(layout) + layout.rows(0..<layout.rowCount).flatMap { $0 }
        #expect(spans.allSatisfy { Sanitizer.clean($0.text) == $0.text })
        #expect(layout.texts == ["  Renamed without changes from old."])
    }

    @Test func crlfInvalidUTF8AndTabsAreDrawnNotDropped() throws {
        var bytes = Array(
            "diff --git a/w.txt b/w.txt\n--- a/w.txt\n+++ b/w.txt\n@@ -1 +1 @@\n-dos line\r\n+".utf8)
        bytes += [0x62, 0x61, 0x64, 0xFF, 0xC3, 0x28, 0x0A]
        bytes += Array(" \tone\ttab\tstops\n".utf8)
        let file = try #require(UnifiedDiff.files(bytes: bytes).first)
        let texts = DiffLayout(file, width: 60).texts
        #expect(texts[1] == "1   - dos line␍")
        #expect(texts[2] == "  1 + bad��(")
        #expect(texts[3] == "2 2           one     tab     stops")
        let four = try #require(UnifiedDiff.files(bytes: bytes, tabWidth: 4).first)
        #expect(DiffLayout(four, width: 60).texts[3] == "2 2       one tab stops")
        let narrow = DiffText("ab\tc\u{1B}[1m\td", tabWidth: 4)
        #expect(narrow.text == "ab  c   d" && narrow.columns == 9, "a removed escape moves no tab stop")
    }

    @Test func malformedHeadersAndPatchesCutShortKeepTheirLines() {
        let hunks = DiffFile.hunks(
            of: "stray line\n@@ garbage @@\n+kept\n-also\n@@ -5,9 +5,9 @@\n context\n-cut")
        #expect(hunks.count == 3)
        #expect(hunks[0].header == nil && hunks[0].lines.map(\.kind) == [.other])
        #expect(
            hunks[1].oldStart == nil
                && hunks[1].lines.allSatisfy { $0.oldNumber == nil && $0.newNumber == nil })
        #expect(hunks[2].lines.map(\.oldNumber) == [5, 6] && hunks[2].lines.map(\.newNumber) == [5, nil])
        let file = DiffFile(path: "x", status: .modified, additions: 1, deletions: 2, content: .text(hunks))
        let layout = DiffLayout(file, width: 40)
        #expect(
            layout.texts == [
                "      stray line", "@@ garbage @@", "    + kept", "    - also", "@@ -5,9 +5,9 @@",
                "5 5   context",
                "6   - cut",
            ])
        #expect(layout.hunkRows == [0, 1, 4])
        for cut in ["@@", "@@ -", "@@ -1,", "@@ -x +y @@", "diff --git", "diff --git a/", "rename from"] {
            _ = UnifiedDiff.files(cut).map { DiffLayout($0, width: 20).texts }
        }
    }

    @Test func headersSayWhatEachFileIs() {
        let files = UnifiedDiff.files(
            """
            diff --git a/old name.md b/new name.md
            similarity index 100%
            rename from old name.md
            rename to new name.md
            diff --git a/bin.png b/bin.png
            index 1..2 100644
            Binary files a/bin.png and b/bin.png differ
            diff --git a/gone.txt b/gone.txt
            deleted file mode 100644
            --- a/gone.txt
            +++ /dev/null
            @@ -1 +0,0 @@
            -bye
            diff --git a/empty b/empty
            new file mode 100644
            index 0000000..e69de29
            diff --git a/run.sh b/run.sh
            old mode 100644
            new mode 100755
            diff --git "a/caf\\303\\251.txt" "b/caf\\303\\251.txt"
            copy from "caf\\303\\251.txt"
            copy to "caf\\303\\251 2.txt"

            """)
        #expect(files.map(\.path) == ["new name.md", "bin.png", "gone.txt", "empty", "run.sh", "café 2.txt"])
        #expect(files.map(\.status) == [.renamed, .modified, .removed, .added, .changed, .copied])
        #expect(files[0].content == .moved && files[0].previousPath == "old name.md")
        #expect(files[1].content == .binary && files[2].deletions == 1)
        #expect(files[3].explanation == "No lines to show: an empty file, or a binary one.")
        #expect(files[4].explanation == "Only the file mode changed.")
        #expect(files[5].explanation == "Copied without changes from café.txt.")
        var grid = Grid(width: 40, height: 3)
        DiffView.draw(
            DiffLayout(files[3], width: 40), top: 0, cursor: 0, into: &grid, rows: 0..<3, columns: 0..<40)
        #expect(grid.line(1) == "  No lines to show: an empty file, or a…" && grid[1, 2].style.reverse)
    }

    @Test func aPlainDiffWithoutGitHeadersReadsToo() {
        let files = UnifiedDiff.files(
            "--- a.txt\t2024-01-01\n+++ b.txt\t2024-01-02\n@@ -1 +1 @@\n-a\n+b\n--- c.txt\n+++ c.txt\n@@ -3 +3 @@\n-c\n+d\n"
        )
        #expect(files.map(\.path) == ["b.txt", "c.txt"])
        #expect(files[1].hunks[0].lines.map(\.newNumber) == [nil, 3])
    }
}
