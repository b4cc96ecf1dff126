import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Display widths of text in terminal columns, as `wcwidth` (and so ncurses) counts them,
/// and cutting text to a width.
///
/// Widths are counted per Unicode scalar, the way ncurses and terminal multiplexers place
/// them: CJK and most emoji take two columns, combining marks none. A scalar `wcwidth`
/// calls unprintable takes one column, because the grid draws it as `�`.
enum TextWidth {
    /// The ellipsis that marks cut text.
    static let ellipsis = "…"

    /// `wcwidth` answers per the C locale's character type, so it needs a UTF-8 one.
    private static let localeIsUTF8: Bool = {
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return true }
        return setlocale(LC_CTYPE, "C.UTF-8") != nil
    }()

    private typealias WidthFunction = @convention(c) (wchar_t) -> Int32

    /// glibc's `wcwidth`, which Swift's Glibc module leaves out (it is an X/Open extension).
    private static let wcwidth: WidthFunction? = {
        guard let symbol = dlsym(nil, "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: WidthFunction.self)
    }()

    /// `wcwidth` of `value`; without `wcwidth`, 2 for the common wide ranges, else 1.
    private static func columns(_ value: UInt32) -> Int {
        _ = localeIsUTF8
        if let wcwidth { return Int(wcwidth(wchar_t(bitPattern: value))) }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
            0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    /// The columns `scalar` takes: 0, 1 or 2.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        if Sanitizer.isVariationSelector(scalar) { return 0 }
        let width = columns(value)
        return width < 0 ? 1 : min(width, 2)
    }

    /// `scalar` when the terminal can show it, else `�`.
    static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return scalar }
        return columns(value) < 0 ? "\u{FFFD}" : scalar
    }

    /// The columns `text` takes.
    static func width(of text: String) -> Int {
        var total = 0
        for byte in text.utf8 {
            guard byte >= 0x20 && byte < 0x7F else {
                return text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
            }
            total += 1
        }
        return total
    }

    /// `text` cut to at most `columns` columns, ending in `…` when something was cut.
    static func truncate(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        if width(of: text) <= columns { return text }
        var kept = String.UnicodeScalarView()
        var used = 0
        for scalar in text.unicodeScalars {
            let scalarWidth = width(of: scalar)
            if used + scalarWidth > columns - 1 { break }
            kept.append(scalar)
            used += scalarWidth
        }
        return String(kept) + ellipsis
    }

    /// `text` cut or padded with spaces to exactly `columns` columns.
    static func fit(_ text: String, to columns: Int, alignRight: Bool = false) -> String {
        let cut = truncate(text, to: columns)
        let padding = String(repeating: " ", count: max(0, columns - width(of: cut)))
        return alignRight ? padding + cut : cut + padding
    }

    /// `text` broken into lines of at most `columns` columns, at spaces where possible.
    ///
    /// Line breaks in `text` are kept; a word wider than a line is broken inside.
    static func wrap(_ text: String, to columns: Int) -> [String] {
        guard columns > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrapParagraph(String(paragraph), to: columns)
        }
        return lines
    }

    private static func wrapParagraph(_ text: String, to columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = width(of: word)
            if lineWidth > 0 && lineWidth + 1 + wordWidth <= columns {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            while wordWidth > columns {
                let (head, rest) = split(word, at: columns)
                lines.append(head)
                word = rest
                wordWidth = width(of: word)
            }
            line = word
            lineWidth = wordWidth
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The longest head of `text` within `columns` columns (at least one scalar), and the rest.
    private static func split(_ text: String, at columns: Int) -> (String, String) {
        var head = String.UnicodeScalarView()
        var rest = String.UnicodeScalarView()
        var used = 0
        var full = false
        for scalar in text.unicodeScalars {
            let scalarWidth = width(of: scalar)
            if !full && (used + scalarWidth <= columns || head.isEmpty) {
                head.append(scalar)
                used += scalarWidth
            } else {
                full = true
                rest.append(scalar)
            }
        }
        return (String(head), String(rest))
    }
}
