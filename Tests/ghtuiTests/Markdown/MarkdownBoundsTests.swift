import Testing

@testable import ghtui

/// Bad input: escape sequences, huge and deeply nested documents, huge tables, random bytes.
/// Nothing crashes, nothing reaches the terminal as a control, and what is left out is said.
@Suite struct MarkdownBoundsTests {
    private func texts(_ document: MarkdownDocument, width: Int) -> [String] {
        document.lines(width: width).map { $0.map(\.text).joined() }
    }

    /// Whether `text` has a C0 or C1 control, or a bidi override, that could reach the terminal.
    private func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
        }
    }

    @Test func escapeSequencesInCodeTextLinksAndHTMLNeverReachTheTerminal() {
        let escape = "\u{1B}[31mred\u{1B}]0;title\u{07}\u{9B}2J\u{202E}"
        let markdown = """
            # \(escape)

            text \(escape) `\(escape)` [link\(escape)](https://x.test/\u{1B}[2J)

            ```
            \(escape)
            \u{1B}]8;;https://evil.test\u{1B}\\click\u{1B}]8;;\u{1B}\\
            ```

            <div>\(escape)</div>

            | \(escape) |
            |---|
            | \(escape) |
            """
        let lines = MarkdownDocument(markdown: markdown).lines(width: 40)
        for span in lines.flatMap({ $0 }) {
            #expect(!hasControl(span.text), "\(span.text.unicodeScalars.map(\.value))")
            #expect(!hasControl(span.link ?? ""))
        }
        #expect(texts(MarkdownDocument(markdown: markdown), width: 40).contains("  red"))
        #expect(texts(MarkdownDocument(markdown: markdown), width: 40).contains("  click"))
    }

    @Test func textTakenAsPlainIsWhatTheSanitizerWouldLeaveUnchanged() {
        let ranges: [ClosedRange<UInt32>] = [
            0x0...0x2FFF, 0x3000...0xD7FF, 0xE000...0xFFFF, 0x1F000...0x1FFFF, 0xE0000...0xE01FF,
        ]
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(scalar) + "b"
            if MarkdownInlines.isPlain(text) {
                #expect(Sanitizer.clean(text) == text, "U+\(String(value, radix: 16))")
            }
        }
        #expect(MarkdownInlines.isPlain("北京 and 東京, café, 👋"))
        #expect(!MarkdownInlines.isPlain("bidi\u{202E}") && !MarkdownInlines.isPlain("e\u{FE0F}"))
    }

    @Test func aREADMEOverTheLimitIsShownUpToItWithANote() {
        let paragraph = String(repeating: "word ", count: 19) + "end\n\n"
        let markdown = String(repeating: paragraph, count: 5 * (1 << 20) / paragraph.utf8.count)
        let lines = texts(MarkdownDocument(markdown: markdown), width: 120)
        #expect(lines.last?.hasPrefix("(Only the first 1,048,") == true)
        #expect(lines.last?.hasSuffix("bytes are shown.)") == true)
        // Cut at a line's end: every paragraph shown is whole.
        #expect(lines.dropLast(2).allSatisfy { $0.isEmpty || $0.hasSuffix("end") })
        #expect(lines.count > 20_000)
    }

    @Test func outputPastTheLineLimitEndsWithANote() {
        let markdown = "```\n" + String(repeating: "x\n", count: MarkdownLayout.maxLines + 10) + "```"
        let lines = texts(MarkdownDocument(markdown: markdown), width: 60)
        #expect(lines.count == MarkdownLayout.maxLines + 2)
        #expect(lines.last == "(Only the first 100,000 lines are shown.)")
    }

    @Test(arguments: [10, 20, 80])
    func deepNestingKeepsTextOnScreen(width: Int) {
        let quotes = String(repeating: ">", count: 10_000) + " deep quote"
        let lists = (0..<200).map { String(repeating: "  ", count: $0) + "- item\($0)" }.joined(
            separator: "\n")
        let mixed = String(repeating: "> - ", count: 5_000) + "mixed"
        for (markdown, text) in [(quotes, "deepquote"), (lists, "item199"), (mixed, "mixed")] {
            let lines = texts(MarkdownDocument(markdown: markdown), width: width)
            #expect(lines.allSatisfy { TextWidth.width(of: $0) <= width }, "\(lines.prefix(3))")
            // The last text is on screen, next to at most half a line of indentation.
            let shown = lines.joined().filter { !"│• ".contains($0) }
            #expect(shown.hasSuffix(text), "\(lines.suffix(3))")
            #expect(lines.suffix(2).allSatisfy { $0.prefix { "│• ".contains($0) }.count <= width * 3 / 4 })
        }
    }

    @Test func itemsPastTheDepthBoundKeepTheirMarkersAndNumbers() {
        let bullets = (0..<12).map { String(repeating: "  ", count: $0) + "- level \($0 + 1)" }
        let lines = texts(MarkdownDocument(markdown: bullets.joined(separator: "\n")), width: 80)
        #expect(lines.count == 12)
        #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) } == (1...12).map { "• level \($0)" })
        // Past the bound (8 lists) items sit under the 8th one's text, with their markers.
        #expect(lines[8...].allSatisfy { $0.hasPrefix(String(repeating: " ", count: 16) + "• level") })

        let ordered =
            (0..<9).map { String(repeating: "   ", count: $0) + "1. n\($0)" } + [
                String(repeating: "   ", count: 8) + "2. second",
                String(repeating: "   ", count: 9) + "- [x] done",
                String(repeating: "   ", count: 9) + "- [ ] open", String(repeating: "   ", count: 9) + "-",
            ]
        let tail = texts(MarkdownDocument(markdown: ordered.joined(separator: "\n")), width: 80).suffix(5)
        #expect(
            tail.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "1. n8", "2. second", "☑ done", "☐ open", "•",
            ])
    }

    @Test func unbalancedInlinesOfAnyDepthAreText() {
        for markdown in [
            String(repeating: "[", count: 10_000) + "a" + String(repeating: "]", count: 10_000),
            String(repeating: "**", count: 10_000) + "a" + String(repeating: "**", count: 10_000),
            String(repeating: "![", count: 10_000), String(repeating: "<a ", count: 10_000),
            String(repeating: "`", count: 10_001),
        ] {
            let lines = texts(MarkdownDocument(markdown: markdown), width: 30)
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy { TextWidth.width(of: $0) <= 30 })
        }
    }

    @Test func aTenThousandColumnTableKeepsItsFirstColumns() {
        let columns = 10_000
        let table = [
            "|" + String(repeating: " h |", count: columns), "|" + String(repeating: "-|", count: columns),
            "|" + String(repeating: " c |", count: columns),
        ].joined(separator: "\n")
        let document = MarkdownDocument(markdown: table)
        guard case .table(let parsed)? = document.blocks.first else {
            Issue.record("no table: \(document.blocks.prefix(1))")
            return
        }
        #expect(parsed.alignments.count <= MarkdownInput.maxColumns + 1)
        #expect(parsed.header.last?.map(\.text).joined() == "…")
        #expect(texts(document, width: 80).allSatisfy { $0.hasSuffix("…") })
    }

    @Test func tableCellsPastTheBudgetAreLeftOutWithANote() {
        // A wide header over many one-word lines: each line is a row padded to the header's width.
        let header =
            "|" + String(repeating: " h |", count: 50) + "\n|" + String(repeating: "-|", count: 50) + "\n"
        let markdown = header + String(repeating: "x\n", count: 10_000) + "\nafter"
        let document = MarkdownDocument(markdown: markdown)
        guard case .table(let table)? = document.blocks.first else {
            Issue.record("no table")
            return
        }
        #expect(table.rows.count == MarkdownInput.maxTableCells / 50 - 1)
        let lines = texts(document, width: 80)
        #expect(lines.contains("(8,001 more table rows are not shown.)"))
        #expect(lines.last == "after")
    }

    @Test func anyBytesRenderWithinTheWidthAndWithoutControls() {
        var generator = SplitMix(seed: 15)
        let pieces = [
            "# ", "> ", "- ", "1. ", "* ", "[", "]", "(", ")", "!", "`", "```\n", "~~", "|", "---", ":", "\n",
            "\n\n",
            "<b>", "</b>", "<br>", "&amp;", "&#", "\\", "  ", "\t", "[x] ", "北京", "🇫🇷", "e\u{301}", "\u{1B}[",
            "https://x.test", "word", "\u{0}", "\u{7}",
        ].map { Array($0.utf8) }
        for round in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 200) {
                if generator.next() % 5 == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: generator.next()))  // often invalid UTF-8
                } else {
                    bytes += pieces[Int(generator.next() % UInt64(pieces.count))]
                }
            }
            let document = MarkdownDocument(bytes: bytes)
            for width in [10, 23, 80] {
                let lines = document.lines(width: width)
                let wide = lines.filter { Span.width(of: $0) > width }.map { $0.map(\.text).joined() }
                #expect(wide.isEmpty, "round \(round) width \(width): \(wide)")
                #expect(!lines.flatMap { $0 }.contains { hasControl($0.text) }, "round \(round): \(bytes)")
            }
        }
        #expect(
            texts(MarkdownDocument(bytes: [0x61, 0xFF, 0x00, 0xC3, 0x28]), width: 10) == ["a�\u{FFFD}�("])
    }
}

/// A small seeded generator, so the random inputs are the same every run.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
