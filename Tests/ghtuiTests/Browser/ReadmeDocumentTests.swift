import Testing

@testable import ghtui

/// README Markdown rendered as text.
@Suite struct ReadmeDocumentTests {
    private func render(_ markdown: String, width: Int = 40) -> [String] {
        ReadmeDocument(markdown: markdown).lines(width: width).map { $0.map(\.text).joined() }
    }

    @Test func headingsListsAndCodeBecomeReadableLines() {
        let lines = render(
            """
            # Title

            Some **bold** and `code` and a [link](https://example.com).

            - one
              - nested
            1. first

            ```sh
            make  install
            ```
            > quoted
            ---
            """)
        #expect(
            lines == [
                "Title", "", "Some bold and code and a link", "<https://example.com>.", "", "• one",
                "  • nested",
                "1. first", "", "  make  install", "│ quoted", String(repeating: "─", count: 40),
            ])
    }

    @Test func imagesAndHTMLAreReducedToText() {
        #expect(render("![logo](x.png) <b>hi</b><br>there") == ["[image: logo] hi there"])
        #expect(render("a < b and c > d") == ["a < b and c > d"])
    }

    @Test func setextHeadingsAndLongParagraphsWrap() {
        let lines = render("Project\n=======\n\n" + String(repeating: "word ", count: 12), width: 20)
        #expect(lines.first == "Project")
        #expect(lines.dropFirst(2).allSatisfy { TextWidth.width(of: $0) <= 20 })
    }
}
