import Foundation

/// A README's Markdown as blocks of plain text, ready to be wrapped to any width.
///
/// It covers what READMEs mostly use: ATX and setext headings, paragraphs, bullet and
/// numbered lists (nested by indentation), fenced code, quotes, rules and tables. Inline
/// markup is reduced to text: emphasis and code marks go, links become `text <url>`,
/// images `[image: alt]`, HTML tags are dropped.
struct ReadmeDocument: Equatable, Sendable {
    /// One block of the document.
    enum Block: Equatable, Sendable {
        /// A heading of level 1–6.
        case heading(level: Int, text: String)
        /// A paragraph, its lines joined.
        case paragraph(String)
        /// A list item at nesting `depth` with its marker (`•`, `3.`).
        case item(depth: Int, marker: String, text: String)
        /// One line of a code block, verbatim.
        case code(String)
        /// One line of a table, verbatim.
        case table(String)
        /// A quoted paragraph.
        case quote(String)
        /// A horizontal rule.
        case rule
        /// An empty line between blocks.
        case blank
    }

    /// The blocks in order.
    let blocks: [Block]

    /// Parses `markdown`.
    init(markdown: String) {
        var parser = Parser()
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            parser.consume(line.hasSuffix("\r") ? String(line.dropLast()) : String(line))
        }
        parser.flush()
        while parser.blocks.last == .blank { parser.blocks.removeLast() }
        blocks = parser.blocks
    }

    /// The document as lines of at most `width` columns.
    func lines(width: Int) -> [[Span]] {
        let width = max(10, width)
        var lines: [[Span]] = []
        for block in blocks {
            switch block {
            case .heading(let level, let text):
                let style = level <= 2 ? Style.heading : Style.strong
                lines += TextWidth.wrap(Sanitizer.clean(text), to: width).map { [Span($0, style)] }
            case .paragraph(let text):
                lines += TextWidth.wrap(Sanitizer.clean(text), to: width).map { [Span($0)] }
            case .item(let depth, let marker, let text):
                let indent = String(repeating: " ", count: min(depth * 2, width / 2))
                let hanging = indent + String(repeating: " ", count: TextWidth.width(of: marker) + 1)
                let wrapped = TextWidth.wrap(
                    Sanitizer.clean(text), to: max(1, width - TextWidth.width(of: hanging)))
                for (index, line) in wrapped.enumerated() {
                    lines.append(
                        index == 0
                            ? [Span(indent), Span(marker + " ", .faint), Span(line)]
                            : [Span(hanging), Span(line)])
                }
            case .code(let text):
                lines.append([
                    Span("  " + text.replacingOccurrences(of: "\t", with: "    "), Style(color: .green))
                ])
            case .table(let text):
                lines.append([Span(text)])
            case .quote(let text):
                lines += TextWidth.wrap(Sanitizer.clean(text), to: max(1, width - 2)).map {
                    [Span("│ ", .faint), Span($0, .faint)]
                }
            case .rule:
                lines.append([Span(String(repeating: "─", count: min(width, 40)), .faint)])
            case .blank:
                lines.append([])
            }
        }
        return lines
    }

    /// Builds blocks line by line.
    private struct Parser {
        var blocks: [Block] = []
        var paragraph: [String] = []
        var fence: String?

        mutating func consume(_ line: String) {
            if let open = fence {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix(open) {
                    fence = nil
                } else {
                    blocks.append(.code(line))
                }
                return
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let indent = line.prefix { $0 == " " }.count
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                flush()
                fence = String(trimmed.prefix(3))
            } else if trimmed.isEmpty {
                flush()
                if blocks.last != .blank && !blocks.isEmpty { blocks.append(.blank) }
            } else if let heading = Self.heading(trimmed) {
                flush()
                blocks.append(.heading(level: heading.level, text: Inline.text(heading.text)))
            } else if !paragraph.isEmpty, let level = Self.setextLevel(trimmed) {
                let text = paragraph.joined(separator: " ")
                paragraph = []
                blocks.append(.heading(level: level, text: Inline.text(text)))
            } else if Self.isRule(trimmed) {
                flush()
                blocks.append(.rule)
            } else if let item = Self.item(trimmed) {
                flush()
                blocks.append(.item(depth: indent / 2, marker: item.marker, text: Inline.text(item.text)))
            } else if trimmed.hasPrefix(">") {
                flush()
                blocks.append(
                    .quote(Inline.text(String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces))))
            } else if trimmed.hasPrefix("|") {
                flush()
                blocks.append(.table(trimmed))
            } else if paragraph.isEmpty, indent >= 2,
                case .item(let depth, let marker, let text)? = blocks.last
            {
                // A lazy continuation line of a list item.
                blocks[blocks.count - 1] = .item(
                    depth: depth, marker: marker, text: text + " " + Inline.text(trimmed))
            } else {
                paragraph.append(trimmed)
            }
        }

        mutating func flush() {
            guard !paragraph.isEmpty else { return }
            blocks.append(.paragraph(Inline.text(paragraph.joined(separator: " "))))
            paragraph = []
        }

        private static func heading(_ line: String) -> (level: Int, text: String)? {
            let level = line.prefix { $0 == "#" }.count
            guard (1...6).contains(level) else { return nil }
            let rest = line.dropFirst(level)
            guard rest.isEmpty || rest.first == " " else { return nil }
            var text = rest.trimmingCharacters(in: .whitespaces)
            while text.hasSuffix("#") { text.removeLast() }
            return (level, text.trimmingCharacters(in: .whitespaces))
        }

        private static func setextLevel(_ line: String) -> Int? {
            if line.allSatisfy({ $0 == "=" }) { return 1 }
            if line.count >= 2, line.allSatisfy({ $0 == "-" }) { return 2 }
            return nil
        }

        private static func isRule(_ line: String) -> Bool {
            let marks = line.filter { $0 != " " }
            guard marks.count >= 3, let first = marks.first, "-*_".contains(first) else { return false }
            return marks.allSatisfy { $0 == first }
        }

        private static func item(_ line: String) -> (marker: String, text: String)? {
            if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " {
                return ("•", String(line.dropFirst(2)))
            }
            let digits = line.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 9 else { return nil }
            let rest = line.dropFirst(digits.count)
            guard let mark = rest.first, mark == "." || mark == ")", rest.dropFirst().first == " " else {
                return nil
            }
            return (digits + ".", String(rest.dropFirst(2)))
        }
    }
}
