/// A log line's bytes as the styled spans drawn for it.
///
/// Each line starts afresh in its own style, as GitHub's viewer draws it. ANSI SGR sequences
/// change the style (when colours are on; a reset goes back to the line's own style), and every other escape sequence (other CSI such as cursor moves and screen
/// clears, OSC such as a title change, DCS, SOS, PM, APC, the short ESC forms, in their 7-bit
/// and C1 spellings) is removed whole. A string sequence left open ends with the line. Other
/// control characters become visible placeholders (`␍`, `␀`, `�` for C1), bytes that are not
/// UTF-8 become `�`, and a tab becomes the spaces to the next multiple of 8 columns.
enum LogText {
    /// The spans of `bytes[start..<end]`, starting in `base` and, when `colors`, styled by its
    /// SGR sequences.
    static func spans(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, style base: Style, colors: Bool
    ) -> [Span] {
        var builder = SpanBuilder(style: base, colors: colors)
        decode(bytes, from: start, to: end, into: &builder)
        builder.flush()
        return builder.spans
    }

    /// Appends the UTF-8 of `bytes[start..<end]`'s text to `text`, unstyled: the spans' text
    /// without building them, for a search. Bytes that are not UTF-8 are left as they are (a
    /// search in ASCII cannot match them, nor their `�`).
    static func text(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into text: inout [UInt8]
    ) {
        var builder = TextBuilder(text: text)
        text = []
        decode(bytes, from: start, to: end, into: &builder)
        text = builder.text
    }

    /// Reads `bytes[start..<end]` into `builder`.
    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into builder: inout some Builder
    ) {
        var index = start
        while index < end {
            let byte = bytes[index]
            let isC1 = byte == 0xC2 && index + 1 < end && (0x80...0x9F).contains(bytes[index + 1])
            if byte &- 0x20 < 0x5F {
                builder.append(byte)
                index += 1
                continue
            }
            if byte >= 0x80 && !isC1 {
                // Whole UTF-8 sequences only: a stray lead byte kept as it is would join the byte
                // after an escape removed next to it (`C2 ESC[m 9B`) into U+009B, an 8-bit CSI.
                let length = validUTF8Length(bytes, at: index, to: end)
                if length == 0 {
                    append("\u{FFFD}", to: &builder)
                    index += 1
                } else {
                    for offset in 0..<length { builder.append(bytes[index + offset]) }
                    index += length
                }
                continue
            }
            switch byte {
            case 0x1B:
                let (next, parameters) = escape(bytes, from: index + 1, to: end)
                if let parameters { builder.select(parameters) }
                index = next
            case 0xC2:
                let control = bytes[index + 1]
                index += 2
                switch control {
                case 0x9B:
                    let (next, parameters) = controlSequence(bytes, from: index, to: end)
                    if let parameters { builder.select(parameters) }
                    index = next
                case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                    index = endOfString(bytes, from: index, to: end)
                default:
                    append(Sanitizer.placeholder(for: Unicode.Scalar(control)), to: &builder)
                }
            case 0x09:
                builder.tab()
                index += 1
            default:
                append(Sanitizer.placeholder(for: Unicode.Scalar(byte)), to: &builder)
                index += 1
            }
        }
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when none starts there.
    private static func validUTF8Length(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, to end: Int
    ) -> Int {
        var iterator = bytes[index..<min(end, index + 4)].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return 0 }
        return UTF8.width(scalar)
    }

    /// Appends `scalar`'s UTF-8 to `builder`.
    private static func append(_ scalar: Unicode.Scalar, to builder: inout some Builder) {
        for byte in String(scalar).utf8 { builder.append(byte) }
    }

    /// What a line's text is read into.
    private protocol Builder {
        /// A byte of text.
        mutating func append(_ byte: UInt8)
        /// An SGR sequence's parameters.
        mutating func select(_ parameters: [Int])
        /// A tab.
        mutating func tab()
    }

    /// Builds styled spans.
    private struct SpanBuilder: Builder {
        var spans: [Span] = []
        var run: [UInt8] = []
        var style: Style
        let base: Style
        let colors: Bool
        /// The columns of the spans so far, for tabs.
        var column = 0

        init(style: Style, colors: Bool) {
            self.style = style
            base = style
            self.colors = colors
            run.reserveCapacity(128)
        }

        mutating func append(_ byte: UInt8) {
            run.append(byte)
        }

        mutating func select(_ parameters: [Int]) {
            guard colors else { return }
            flush()
            LogColors.apply(parameters, to: &style, base: base)
        }

        mutating func tab() {
            flush()
            run += Array(repeating: 0x20, count: 8 - column % 8)
            flush()
        }

        /// Decodes the text so far into the last span, or a new one when the style changed.
        mutating func flush() {
            guard !run.isEmpty else { return }
            let text = String(decoding: run, as: UTF8.self)
            run.removeAll(keepingCapacity: true)
            column += TextWidth.width(of: text)
            if let last = spans.last, last.style == style {
                spans[spans.count - 1].text += text
            } else {
                spans.append(Span(text, style))
            }
        }
    }

    /// Builds the text's bytes alone.
    private struct TextBuilder: Builder {
        var text: [UInt8]
        /// Where this line's text starts in `text`.
        let start: Int
        /// Whether the text so far is ASCII, one column a byte.
        var isASCII = true

        init(text: [UInt8]) {
            self.text = text
            start = text.count
        }

        mutating func append(_ byte: UInt8) {
            text.append(byte)
            if byte >= 0x80 { isASCII = false }
        }

        func select(_ parameters: [Int]) {}

        mutating func tab() {
            let column =
                isASCII
                ? text.count - start : TextWidth.width(of: String(decoding: text[start...], as: UTF8.self))
            text += Array(repeating: 0x20, count: 8 - column % 8)
        }
    }

    /// Where the sequence begun by an ESC before `start` ends, and its parameters if it is SGR.
    private static func escape(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> (end: Int, sgr: [Int]?) {
        guard start < end else { return (end, nil) }
        switch bytes[start] {
        case 0x5B:  // [
            return controlSequence(bytes, from: start + 1, to: end)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            return (endOfString(bytes, from: start + 1, to: end), nil)
        case 0x20...0x2F:
            // nF escape: intermediates, then one final byte.
            var index = start
            while index < end, (0x20...0x2F).contains(bytes[index]) { index += 1 }
            if index < end, (0x30...0x7E).contains(bytes[index]) { index += 1 }
            return (index, nil)
        case 0x30...0x7E:
            return (start + 1, nil)
        default:
            // Not an escape sequence: the ESC alone goes.
            return (start, nil)
        }
    }

    /// Where a CSI whose parameters start at `start` ends, and its parameters if it is SGR
    /// (final `m`, only digits, `;` and `:`). A byte that cannot belong to it ends it unread.
    private static func controlSequence(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> (end: Int, sgr: [Int]?) {
        var index = start
        var isSGR = true
        while index < end {
            switch bytes[index] {
            case 0x30...0x3B:
                index += 1
            case 0x20...0x2F, 0x3C...0x3F:
                isSGR = false
                index += 1
            case 0x6D where isSGR:
                return (index + 1, parameters(bytes, from: start, to: index))
            case 0x40...0x7E:
                return (index + 1, nil)
            default:
                return (index, nil)
            }
        }
        return (index, nil)
    }

    /// The numbers of `bytes[start..<end]`, split at `;` and `:`; an empty one is 0.
    private static func parameters(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [Int]
    {
        var numbers = [0]
        for byte in bytes[start..<end] {
            if byte == 0x3B || byte == 0x3A {
                numbers.append(0)
            } else if numbers[numbers.count - 1] < 100_000 {
                numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(byte - 0x30)
            }
        }
        return numbers
    }

    /// Where an OSC, DCS, SOS, PM or APC body starting at `start` ends: after BEL, ESC \ or ST;
    /// at another ESC, which starts anew; or at the end of the line.
    private static func endOfString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int
    {
        var index = start
        while index < end {
            switch bytes[index] {
            case 0x07:
                return index + 1
            case 0x1B:
                return index + 1 < end && bytes[index + 1] == 0x5C ? index + 2 : index
            case 0xC2 where index + 1 < end && bytes[index + 1] == 0x9C:
                return index + 2
            default:
                index += 1
            }
        }
        return end
    }
}
