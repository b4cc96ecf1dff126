/// A line of a diff made ready to draw: sanitized, tabs expanded, its width measured.
///
/// Tabs are expanded after each run between them is sanitized, so an escape sequence removed
/// from the text does not shift the tab stops that follow it.
struct DiffText: Equatable, Sendable {
    /// The text to draw: no escape sequence, control character or tab is left in it.
    var text: String
    /// The columns it takes.
    var columns: Int
    /// Whether every character takes one column and one byte, so rows are cut by byte offsets.
    var isSimple: Bool

    /// The drawn form of `raw`, with tab stops every `tabWidth` columns (at least 1).
    init(_ raw: Substring, tabWidth: Int) {
        var simple = true
        var hasTab = false
        for byte in raw.utf8 {
            if byte == 0x09 {
                hasTab = true
            } else if byte < 0x20 || byte >= 0x7F {
                simple = false
                break
            }
        }
        if simple && !hasTab {
            text = String(raw)
            columns = raw.utf8.count
            isSimple = true
            return
        }
        let stop = max(1, tabWidth)
        var output = ""
        var column = 0
        var ascii = true
        let runs = raw.utf8.split(separator: 0x09, omittingEmptySubsequences: false)
        for (index, run) in runs.enumerated() {
            if index > 0 {
                let padding = stop - column % stop
                output += String(repeating: " ", count: padding)
                column += padding
            }
            let clean = Self.clean(Substring(run))
            output += clean.text
            column += clean.columns
            ascii = ascii && clean.isASCII
        }
        text = output
        columns = column
        isSimple = ascii
    }

    /// `run` (no tab in it) made safe to draw, its columns, and whether it is printable ASCII.
    ///
    /// Most text needs no change: one pass measures it and looks for what `Sanitizer` removes
    /// or replaces (controls, invisible formatting, variation selectors, line separators), and
    /// only a run holding one of those goes through `Sanitizer`.
    private static func clean(_ run: Substring) -> (text: String, columns: Int, isASCII: Bool) {
        var columns = 0
        var ascii = true
        for scalar in run.unicodeScalars {
            let value = scalar.value
            if value >= 0x20 && value < 0x7F {
                columns += 1
                continue
            }
            ascii = false
            if value < 0xA0 || value == 0x2028 || value == 0x2029 || Sanitizer.isVariationSelector(scalar)
                || scalar.properties.generalCategory == .format
            {
                let clean = Sanitizer.clean(String(run))
                return (clean, TextWidth.width(of: clean), clean.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
            }
            columns += TextWidth.width(of: scalar)
        }
        return (String(run), columns, ascii)
    }

    /// Where the longest run of the text from byte offset `start` within `limit` columns ends,
    /// as a byte offset.
    func end(from start: Int, columns limit: Int) -> Int {
        let utf8 = text.utf8
        if isSimple { return min(utf8.count, start + max(0, limit)) }
        let scalars = text.unicodeScalars
        var index = utf8.index(utf8.startIndex, offsetBy: start)
        var used = 0
        while index < scalars.endIndex {
            let width = TextWidth.width(of: scalars[index])
            if used + width > limit { break }
            used += width
            index = scalars.index(after: index)
        }
        return utf8.distance(from: utf8.startIndex, to: index)
    }

    /// Where the rows after the first start, as byte offsets, when the text wraps at `width`
    /// columns: a row holds at least one character, and a combining mark stays on its row.
    func rowStarts(width: Int) -> [Int] {
        var starts: [Int] = []
        var used = 0
        var offset = 0
        for scalar in text.unicodeScalars {
            let columns = TextWidth.width(of: scalar)
            if used + columns > width && used > 0 {
                starts.append(offset)
                used = 0
            }
            used += columns
            offset += UTF8.width(scalar)
        }
        return starts
    }

    /// The text between byte offsets `start` and `end`.
    func slice(_ start: Int, _ end: Int) -> String {
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        let to = utf8.index(utf8.startIndex, offsetBy: end)
        return String(decoding: utf8[from..<to], as: UTF8.self)
    }
}
