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
        for (index, run) in raw.split(separator: "\t", omittingEmptySubsequences: false).enumerated() {
            if index > 0 {
                let padding = stop - column % stop
                output += String(repeating: " ", count: padding)
                column += padding
            }
            let clean = simple ? String(run) : Sanitizer.clean(String(run))
            output += clean
            column += TextWidth.width(of: clean)
        }
        text = output
        columns = column
        isSimple = output.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
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

    /// The byte offset after the character at byte offset `start`.
    func next(after start: Int) -> Int {
        let utf8 = text.utf8
        let scalars = text.unicodeScalars
        let index = utf8.index(utf8.startIndex, offsetBy: start)
        guard index < scalars.endIndex else { return start }
        return utf8.distance(from: utf8.startIndex, to: scalars.index(after: index))
    }

    /// The text between byte offsets `start` and `end`.
    func slice(_ start: Int, _ end: Int) -> String {
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        let to = utf8.index(utf8.startIndex, offsetBy: end)
        return String(decoding: utf8[from..<to], as: UTF8.self)
    }
}
