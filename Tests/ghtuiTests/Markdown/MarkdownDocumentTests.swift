import Testing

@testable import ghtui

/// Markdown parsed by cmark-gfm and laid out as the browser draws it, element by element, at
/// several widths.
@Suite struct MarkdownDocumentTests {
    private func render(_ markdown: String, width: Int = 40) -> [String] {
        MarkdownDocument(markdown: markdown).lines(width: width).map { $0.map(\.text).joined() }
    }

    private func spans(_ markdown: String, width: Int = 40) -> [Span] {
        MarkdownDocument(markdown: markdown).lines(width: width).flatMap { $0 }
    }

    private func span(_ text: String, in markdown: String) -> Span? {
        spans(markdown).first { $0.text == text }
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
                "Title", "═════", "", "Some bold and code and a link.", "", "• one", "  • nested", "",
                "1. first", "", "  make  install", "", "│ quoted", "", String(repeating: "─", count: 40),
            ])
    }

    @Test func headingLevelsDifferByStyleAndRule() {
        let markdown = "# One\n\n## Two\n\n### Three\n\n#### Four"
        #expect(render(markdown) == ["One", "═══", "", "Two", "───", "", "Three", "", "Four"])
        let styles = ["One", "Two", "Three", "Four"].map { span($0, in: markdown)?.style }
        #expect(styles.allSatisfy { $0?.bold == true })
        #expect(styles.map { $0?.underline } == [true, false, true, false])
        // The rule is as wide as the heading's text on screen, wide characters counted twice.
        #expect(render("# 北京 👋") == ["北京 👋", "═══════"])
    }

    @Test func emphasisStrongStrikethroughAndCodeAreStyles() {
        let markdown = "*soft* **loud** ~~gone~~ `x = 1` plain"
        #expect(render(markdown) == ["soft loud gone x = 1 plain"])
        #expect(span("soft", in: markdown)?.style == Style(underline: true))
        #expect(span("loud", in: markdown)?.style == Style(bold: true))
        #expect(span("gone", in: markdown)?.style == Style(dim: true))
        #expect(span("x = 1", in: markdown)?.style == MarkdownStyle.code)
        #expect(span(" plain", in: markdown)?.style == .plain)
    }

    @Test func withoutColoursEveryElementStillDiffersFromPlainText() {
        // NO_COLOR drops colours in the terminal: what is left must still tell elements apart.
        let markdown = "# H\n\n*e* **s** ~~d~~ [l](https://x.test)\n\n> q\n\n- i\n\n```\ncode\n```"
        var colourless = spans(markdown)
        for index in colourless.indices { colourless[index].style.color = .standard }
        for text in ["H", "e", "s", "d", "l"] {
            #expect(colourless.first { $0.text == text }?.style != .plain, "\(text)")
        }
        #expect(render(markdown).contains("│ q"))
        #expect(render(markdown).contains("• i"))
        #expect(render(markdown).contains("  code"))
    }

    @Test(arguments: [10, 20, 33, 80])
    func paragraphsWrapAtSpacesWithinTheWidth(width: Int) {
        let words = (1...60).map { "word\($0)" } + ["北京北京", "🇫🇷", "end."]
        let lines = render(words.joined(separator: " "), width: width)
        #expect(lines.allSatisfy { TextWidth.width(of: $0) <= width })
        #expect(lines.joined(separator: " ").split(separator: " ").map(String.init) == words)
        #expect(lines.count > 1)
    }

    @Test func aWordWiderThanTheLineIsBrokenInside() {
        #expect(
            render(String(repeating: "x", count: 25), width: 10) == ["xxxxxxxxxx", "xxxxxxxxxx", "xxxxx"])
        // A wide character is never split across the edge.
        #expect(render("北京北京北京", width: 11) == ["北京北京北", "京"])
    }

    @Test func softBreaksAreSpacesAndHardBreaksNewLines() {
        #expect(render("one\ntwo") == ["one two"])
        #expect(render("one  \ntwo") == ["one", "two"])
        #expect(render("one\\\ntwo") == ["one", "two"])
    }

    @Test(arguments: [10, 24, 80])
    func codeBlocksKeepEveryCharacterAndWrapAtTheWidth(width: Int) {
        let code = "let  spaced = [1,  2]\n\tindented();\n" + String(repeating: "x", count: 100)
        let lines = render("```swift\n" + code + "\n```", width: width)
        #expect(lines.allSatisfy { $0.hasPrefix("  ") && TextWidth.width(of: $0) <= width })
        let text = lines.map { $0.dropFirst(2) }.joined()
        #expect(
            text == code.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "\t", with: "    ")
        )
        #expect(spans("```\ncode\n```").last?.style == MarkdownStyle.code)
    }

    @Test func listsNestWithHangingIndentsAndNumbersAlign() {
        #expect(
            render("- a long item that wraps\n  - nested one\n- b", width: 16) == [
                "• a long item", "  that wraps", "  • nested one", "• b",
            ])
        let ordered = (1...10).map { "\($0). item" }.joined(separator: "\n")
        #expect(render(ordered).prefix(2) == [" 1. item", " 2. item"])
        #expect(render(ordered).last == "10. item")
        #expect(render("3) three\n4) four") == ["3) three", "4) four"])
        #expect(render("- one\n\n- two") == ["• one", "", "• two"])
    }

    @Test func taskListsShowCheckBoxes() {
        #expect(render("- [x] done\n- [ ] to do\n- plain") == ["☑ done", "☐ to do", "• plain"])
        #expect(render("1. [x] first") == ["1. ☑ first"])
        #expect(render("- [ ] a task that wraps", width: 12) == ["☐ a task", "  that wraps"])
    }

    @Test func blockQuotesHaveABarAtEveryDepth() {
        #expect(render("> a\n>\n> b") == ["│ a", "│", "│ b"])
        #expect(render("> > nested") == ["│ │ nested"])
        #expect(render("> a quote that wraps", width: 12) == ["│ a quote", "│ that wraps"])
    }

    @Test(arguments: [10, 40, 77])
    func rulesSpanTheWidth(width: Int) {
        #expect(
            render("a\n\n---\n\nb", width: width) == ["a", "", String(repeating: "─", count: width), "", "b"])
    }

    @Test func linksAreTheirTextAndCarryTheirURL() {
        let link = span("the docs", in: "See [the docs](https://docs.github.com/rest).")
        #expect(link?.link == "https://docs.github.com/rest")
        #expect(link?.style == Style(.accent, underline: true))
        #expect(render("See [the docs](https://docs.github.com/rest).") == ["See the docs."])
        #expect(
            span("https://github.com/mona", in: "<https://github.com/mona>")?.link
                == "https://github.com/mona")
        #expect(span("www.example.com", in: "visit www.example.com now")?.link == "http://www.example.com")
        #expect(spans("no links here").allSatisfy { $0.link == nil })
    }

    @Test func imagesAreTheirAltText() {
        #expect(render("![logo](x.png)") == ["[image: logo]"])
        #expect(render("![](x.png)") == ["[image]"])
        // A badge: an image inside a link.
        let badge = spans("[![build](https://ci.test/badge.svg)](https://ci.test)")
        #expect(badge.map(\.text).joined() == "[image: build]")
        #expect(badge.allSatisfy { $0.link == "https://ci.test" })
    }

    @Test func rawHTMLIsReducedToItsText() {
        let block =
            "<p align=\"center\">\n  <img src=\"logo.png\" alt=\"Logo\"> &amp; more<br>next\n</p>\n<!-- hidden -->"
        #expect(render(block) == ["[image: Logo] & more", "next"])
        #expect(render("a <b>bold</b><br>b <!-- c --> d") == ["a bold", "b d"])
        #expect(render("![logo](x.png) <b>hi</b><br>there") == ["[image: logo] hi", "there"])
        #expect(render("a < b and c > d") == ["a < b and c > d"])
        #expect(render("<div>\n&lt;tag&gt; &#233;t&eacute;\n</div>") == ["<tag> été"])
    }

    @Test func layingOutTheSameWidthAgainGivesTheSameLines() {
        let document = MarkdownDocument(markdown: "# T\n\n" + String(repeating: "text ", count: 50))
        let narrow = document.lines(width: 20)
        #expect(document.lines(width: 60) != narrow)
        #expect(document.lines(width: 20) == narrow)
        #expect(document == MarkdownDocument(markdown: "# T\n\n" + String(repeating: "text ", count: 50)))
    }

    @Test(arguments: [10, 60, 100])
    func aLongDocumentLaidOutInPartsIsTheSameAsInOne(width: Int) {
        let section = """
            ## Section
            Text with *emphasis*, `code` and a [link](https://example.com) that wraps somewhere.
            - one
              - [x] two
            > a quote
            > - in it
            ```swift
            let x = 1
            ```
            | a | b |
            |:-|-:|
            | 1 | 2 |
            <details>html</details>

            ---

            """
        let document = MarkdownDocument(markdown: String(repeating: section, count: 300))
        #expect(document.blocks.count > 3 * MarkdownDocument.blocksPerPart)
        let one = MarkdownDocument.layOut(document.blocks, width: width, cores: 1)
        for cores in [2, 3, 7] {
            let parts = MarkdownDocument.layOut(document.blocks, width: width, cores: cores)
            #expect(parts.lines == one.lines && parts.isCut == one.isCut, "\(cores) parts")
        }
    }

    @Test func partsPastTheLineLimitAreCutWhereOneLayoutIsCut() {
        // 1,000 blocks of 150 lines: 150,000 lines, cut at 100,000 in the second of two parts.
        let block = "```\n" + String(repeating: "x\n", count: 150) + "```\n\n"
        let document = MarkdownDocument(markdown: String(repeating: block, count: 1_000))
        let one = MarkdownDocument.layOut(document.blocks, width: 40, cores: 1)
        #expect(one.isCut && one.lines.count == MarkdownLayout.maxLines)
        for cores in [2, 4] {
            let parts = MarkdownDocument.layOut(document.blocks, width: 40, cores: cores)
            #expect(parts.lines == one.lines && parts.isCut, "\(cores) parts")
        }
    }
}
