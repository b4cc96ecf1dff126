/// Markdown bytes bounded before they reach cmark-gfm, whose table extension (0.29.0.gfm.6, as
/// Debian ships it) costs time per cell that grows with the row's width: a 10,000-column
/// table takes seconds per row, and a wide header over many one-word lines (each one a row,
/// padded to the header's width) minutes.
///
/// So: at most `maxBytes` are read (cut at a line's end, with a note); a table's header,
/// delimiter and rows are cut after `maxColumns` columns (the last shown as `…`); and all tables
/// together get `maxTableCells` cells, rows past that dropped with a note where they were.
/// Tables are found as cmark finds them, roughly: a delimiter row (`|`, `-`, `:` and spaces,
/// after any quote marks or indent) under a line with a `|`, then every line up to a blank one.
struct MarkdownInput {
    /// The most bytes read: 1 MiB, as much as GitHub's contents API returns in JSON.
    static let maxBytes = 1 << 20
    /// The most columns a table keeps.
    static let maxColumns = 64
    /// The most cells all of a document's tables keep.
    static let maxTableCells = 100_000

    /// The bytes to parse.
    private(set) var bytes: [UInt8] = []
    /// What was left out, to show after the text.
    private(set) var notes: [String] = []

    /// `source` bounded.
    init(_ source: some Collection<UInt8>) {
        var source = Array(source)
        if source.count > Self.maxBytes {
            let total = source.count
            let end = source[..<Self.maxBytes].lastIndex(of: 0x0A).map { $0 + 1 } ?? Self.maxBytes
            source.removeSubrange(end...)
            notes.append(
                "(Only the first \(Format.grouped(end)) of \(Format.grouped(total)) bytes are shown.)")
        }
        bytes.reserveCapacity(source.count)
        boundTables(source)
    }

    private mutating func boundTables(_ source: [UInt8]) {
        var cellsLeft = Self.maxTableCells
        var columns = 0  // of the table being read; 0 outside tables
        var dropped = 0
        var previousStart = 0  // where the previous line starts in `bytes`
        var previousHasPipe = false
        var start = 0
        while start < source.count {
            let end = source[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? source.count
            let line = source[start..<end]
            start = end
            let lineStart = bytes.count
            defer {
                previousStart = lineStart
                previousHasPipe = line.contains(UInt8(ascii: "|"))
            }
            if columns > 0 {
                if Self.isBlank(line) {
                    columns = 0
                    noteDropped(&dropped)
                } else if cellsLeft < columns {
                    dropped += 1
                    continue
                } else {
                    cellsLeft -= columns
                    bytes += Self.capped(line, fill: "…")
                    continue
                }
            } else if previousHasPipe, let count = Self.delimiterColumns(line) {
                columns = min(count, Self.maxColumns + 1)
                if cellsLeft >= columns {
                    // The header was copied as it came: cut it as its delimiter row is cut.
                    let header = Array(bytes[previousStart...])
                    bytes.removeSubrange(previousStart...)
                    bytes += Self.capped(header[...], fill: "…") + Self.capped(line, fill: "-")
                    cellsLeft -= columns
                    continue
                }
                // No cells left: an escaped delimiter row makes no table.
                columns = 0
                bytes.append(UInt8(ascii: "\\"))
            }
            bytes += line
        }
        if columns > 0 { noteDropped(&dropped) }
    }

    /// Notes, where a table ended, the rows it lost.
    private mutating func noteDropped(_ dropped: inout Int) {
        guard dropped > 0 else { return }
        if bytes.last != 0x0A { bytes.append(0x0A) }
        bytes += Array("\n(\(Format.grouped(dropped)) more table rows are not shown.)\n\n".utf8)
        dropped = 0
    }

    /// `line` cut before its `maxColumns`th `|`, ending in a last cell `fill` instead.
    private static func capped(_ line: ArraySlice<UInt8>, fill: String) -> [UInt8] {
        var pipes = 0
        for index in line.indices where line[index] == UInt8(ascii: "|") {
            pipes += 1
            if pipes == maxColumns { return Array(line[..<index]) + Array("|\(fill)|\n".utf8) }
        }
        return Array(line)
    }

    /// Whether `line` has nothing but spaces and quote marks.
    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == UInt8(ascii: ">") }
    }

    /// The columns of a table delimiter row (`| --- | :-: |`), or nil when `line` is not one.
    private static func delimiterColumns(_ line: ArraySlice<UInt8>) -> Int? {
        let body = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: ">") }
        var columns = 0
        var inCell = false
        var pipes = 0
        for byte in body {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: ":"):
                if !inCell { columns += 1 }
                inCell = true
            case UInt8(ascii: "|"):
                pipes += 1
                inCell = false
            case 0x20, 0x09, 0x0A, 0x0D:
                inCell = false
            default:
                return nil
            }
        }
        return columns > 0 && pipes > 0 ? columns : nil
    }
}
