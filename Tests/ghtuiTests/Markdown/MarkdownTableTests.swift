import Testing

@testable import ghtui

/// GFM tables: aligned by display width, as the table's delimiter row says, and narrowed to
/// the screen.
@Suite struct MarkdownTableTests {
    private func render(_ markdown: String, width: Int = 40) -> [String] {
        MarkdownDocument(markdown: markdown).lines(width: width).map { $0.map(\.text).joined() }
    }

    @Test func columnsAlignByDisplayWidthAndTheTablesAlignment() {
        let table = """
            | Name | Count | City |
            |------|------:|:----:|
            | alpha | 1 | 北京 |
            | 🇫🇷 | 22 | x |
            """
        #expect(
            render(table) == [
                "Name  │ Count │ City",
                "──────┼───────┼─────",
                "alpha │     1 │ 北京",
                "🇫🇷    │    22 │  x",
            ])
        let header = MarkdownDocument(markdown: table).lines(width: 40)[0]
        #expect(header.first { $0.text == "Name" }?.style.bold == true)
    }

    @Test func cellsKeepTheirInlineStylesAndLinks() {
        let lines = MarkdownDocument(markdown: "| a |\n|---|\n| [x](https://x.test) `c` |").lines(width: 40)
        #expect(lines[2].first { $0.text == "x" }?.link == "https://x.test")
        #expect(lines[2].first { $0.text == "c" }?.style == MarkdownStyle.code)
    }

    @Test(arguments: [12, 30, 50])
    func aTableWiderThanTheScreenWrapsItsWideColumns(width: Int) {
        let long = "a cell with quite a lot of words in it, more than fit"
        let table = "| k | text |\n|---|---|\n| 1 | \(long) |\n| 2 | short |"
        let lines = render(table, width: width)
        #expect(lines.allSatisfy { TextWidth.width(of: $0) <= width }, "\(lines)")
        // Every word of the long cell is on screen, in order, in the second column.
        let words = lines.dropFirst(2).compactMap { $0.split(separator: "│", maxSplits: 1).last }
            .flatMap { $0.split(separator: " ") }
        #expect(words.map(String.init) == long.split(separator: " ").map(String.init) + ["short"])
    }

    @Test func columnsThatCannotFitAreLeftOutWithAnEllipsis() {
        let columns = 30
        let row = { (cell: String) in "|" + String(repeating: " \(cell) |", count: columns) }
        let table = [row("head"), "|" + String(repeating: "---|", count: columns), row("cell")].joined(
            separator: "\n")
        let lines = render(table, width: 30)
        #expect(lines.allSatisfy { TextWidth.width(of: $0) <= 30 })
        #expect(lines.allSatisfy { $0.hasSuffix("…") })
        #expect(lines[0].hasPrefix("hea") && lines[2].hasPrefix("cel"))
    }

    @Test func rowsWithFewerCellsAreFilled() {
        #expect(render("| a | b |\n|---|---|\n| 1 |") == ["a │ b", "──┼──", "1 │"])
    }
}
