/// Styled text broken into lines of at most a width in columns, keeping each span's style and
/// link.
///
/// Prose breaks at spaces (a word wider than the line is broken inside), drops the spaces at
/// each break, and breaks at `\n` (a hard line break). Code (`atSpaces: false`) keeps every
/// character and breaks wherever the line is full. Widths are `TextWidth`'s, so a double-width
/// character never straddles the edge. One pass over the UTF-8 bytes; a line's spans are cut
/// from the originals, so a long paragraph costs one string per line and span.
struct SpanWrapper {
    /// A place in the spans: the span, and a byte offset in its UTF-8 text.
    private struct Position: Equatable {
        var span: Int
        var offset: Int
    }

    private let spans: [Span]
    private let width: Int
    private let atSpaces: Bool
    private var lines: [[Span]] = []
    private var lineStart = Position(span: 0, offset: 0)
    private var column = 0
    /// Where the last run of spaces on the line began (the line ends there if it breaks).
    private var breakAt: Position?
    /// The first character after that run, and the column it starts at.
    private var resume: (position: Position, column: Int)?
    private var afterSpace = false

    /// `spans` in lines of at most `width` columns (at least one); no lines for no text.
    static func wrap(_ spans: [Span], width: Int, atSpaces: Bool = true) -> [[Span]] {
        var wrapper = SpanWrapper(spans: spans, width: max(1, width), atSpaces: atSpaces)
        wrapper.run()
        return wrapper.lines
    }

    private init(spans: [Span], width: Int, atSpaces: Bool) {
        self.spans = spans
        self.width = width
        self.atSpaces = atSpaces
    }

    private mutating func run() {
        for index in spans.indices {
            var text = spans[index].text
            text.withUTF8 { bytes in
                var offset = 0
                while offset < bytes.count {
                    let lead = bytes[offset]
                    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                    let here = Position(span: index, offset: offset)
                    let next = Position(span: index, offset: min(bytes.count, offset + length))
                    if lead == 0x0A {
                        endLine(at: here, next: next)
                    } else if lead == 0x20 && atSpaces {
                        space(at: here)
                    } else {
                        let columns = lead < 0x80 ? 1 : Self.width(of: bytes, at: offset, length: length)
                        character(at: here, columns: columns)
                    }
                    offset += length
                }
            }
        }
        let end = Position(span: spans.count, offset: 0)
        if column > 0 || lines.isEmpty && !spans.isEmpty { emit(lineStart, trimmed(end)) }
    }

    private mutating func space(at here: Position) {
        if column == 0 {
            // Spaces that begin a line are dropped.
            lineStart = Position(span: here.span, offset: here.offset + 1)
            return
        }
        if !afterSpace { breakAt = here }
        afterSpace = true
        column += 1
    }

    private mutating func character(at here: Position, columns: Int) {
        if afterSpace {
            resume = (here, column)
            afterSpace = false
        }
        if column + columns > width {
            if let breakAt, let resume, column > 0 {
                emit(lineStart, breakAt)
                lineStart = resume.position
                column -= resume.column
            }
            if column + columns > width && column > 0 {
                emit(lineStart, here)
                lineStart = here
                column = 0
            }
            breakAt = nil
            resume = nil
        }
        column += columns
    }

    /// Where a line ending at `end` ends without the spaces before it.
    private func trimmed(_ end: Position) -> Position {
        afterSpace ? breakAt ?? end : end
    }

    private mutating func endLine(at here: Position, next: Position) {
        emit(lineStart, trimmed(here))
        lineStart = next
        column = 0
        breakAt = nil
        resume = nil
        afterSpace = false
    }

    /// Appends the line from `start` up to `end`.
    private mutating func emit(_ start: Position, _ end: Position) {
        var line: [Span] = []
        var index = start.span
        while index < spans.count && index <= end.span {
            let span = spans[index]
            let utf8 = span.text.utf8
            let from = index == start.span ? start.offset : 0
            let to = index == end.span ? end.offset : utf8.count
            if from == 0 && to == utf8.count {
                if to > 0 { line.append(span) }
            } else if from < to {
                let slice = utf8[
                    utf8.index(utf8.startIndex, offsetBy: from)..<utf8.index(utf8.startIndex, offsetBy: to)]
                line.append(Span(String(decoding: slice, as: UTF8.self), span.style, link: span.link))
            }
            index += 1
        }
        lines.append(line)
    }

    /// The columns of the scalar of `length` bytes at `offset`.
    private static func width(of bytes: UnsafeBufferPointer<UInt8>, at offset: Int, length: Int) -> Int {
        guard offset + length <= bytes.count else { return 1 }
        var value = UInt32(bytes[offset]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for index in 1..<length { value = value << 6 | UInt32(bytes[offset + index] & 0x3F) }
        guard let scalar = Unicode.Scalar(value) else { return 1 }
        return TextWidth.width(of: scalar)
    }
}
