/// A GFM table in lines of at most a width: columns as wide as their widest cell (in display
/// columns, so CJK and emoji line up), ` │ ` between them, a `─┼─` rule under the header, each
/// cell aligned as the table says.
///
/// A table wider than the width is narrowed: the narrow columns keep their width and the
/// others share what is left, their cells wrapped; columns that cannot get even 3 columns are
/// left out, marked by a last ` │ …` column.
struct MarkdownTableLayout {
    /// Between two columns.
    private static let separator = " │ "
    /// After the last column shown when some were left out.
    private static let more = " │ …"
    /// The narrowest a column is made.
    private static let minimumWidth = 3

    private let table: MarkdownTable
    private let widths: [Int]
    private let isCut: Bool

    /// The layout of `table` in `width` columns.
    init(table: MarkdownTable, width: Int) {
        self.table = table
        let count = max(table.alignments.count, table.header.count)
        var natural = Array(repeating: 1, count: count)
        for row in [table.header] + table.rows {
            for (column, cell) in row.prefix(count).enumerated() {
                natural[column] = max(natural[column], Span.width(of: cell))
            }
        }
        let gaps = max(0, count - 1) * Self.separator.count
        if natural.reduce(0, +) + gaps <= width {
            widths = natural
            isCut = false
            return
        }
        // As many columns as fit at their narrowest, then the room shared among them.
        var shown = 0
        var used = 0
        while shown < count {
            let next = used + (shown > 0 ? Self.separator.count : 0) + min(natural[shown], Self.minimumWidth)
            if next + (shown + 1 < count ? Self.more.count : 0) > width { break }
            used = next
            shown += 1
        }
        shown = max(1, shown)
        isCut = shown < count
        var room = width - (shown - 1) * Self.separator.count - (isCut ? Self.more.count : 0)
        var widths = Array(natural.prefix(shown))
        var left = shown
        for column in widths.indices.sorted(by: { widths[$0] < widths[$1] }) {
            let share = max(1, room / left)
            widths[column] = min(widths[column], share)
            room -= widths[column]
            left -= 1
        }
        self.widths = widths
    }

    /// The table's lines.
    func lines() -> [[Span]] {
        var lines = row(table.header, style: MarkdownStyle.tableHeader)
        let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
        lines.append([Span(rule + (isCut ? "─┼─…" : ""), MarkdownStyle.mark)])
        for cells in table.rows { lines += row(cells, style: nil) }
        return lines
    }

    /// One row's lines: each cell wrapped to its column, as tall as the tallest.
    private func row(_ cells: [[Span]], style: Style?) -> [[Span]] {
        let wrapped = widths.indices.map { column -> [[Span]] in
            guard column < cells.count else { return [] }
            var cell = cells[column]
            if let style {
                cell = cell.map { Span($0.text, Self.merge(style, into: $0.style), link: $0.link) }
            }
            return SpanWrapper.wrap(cell, width: widths[column])
        }
        let height = max(1, wrapped.map(\.count).max() ?? 1)
        return (0..<height).map { index in
            var line: [Span] = []
            for (column, width) in widths.enumerated() {
                if column > 0 { line.append(Span(Self.separator, MarkdownStyle.mark)) }
                let content = index < wrapped[column].count ? wrapped[column][index] : []
                let padding = max(0, width - Span.width(of: content))
                let alignment = column < table.alignments.count ? table.alignments[column] : .left
                let before = alignment == .right ? padding : alignment == .center ? padding / 2 : 0
                if before > 0 { line.append(Span(String(repeating: " ", count: before))) }
                line += content
                let last = column == widths.count - 1 && !isCut
                if padding - before > 0 && !last {
                    line.append(Span(String(repeating: " ", count: padding - before)))
                }
            }
            if isCut { line.append(Span(Self.more, MarkdownStyle.mark)) }
            return MarkdownLayout.trimmed(line)
        }
    }

    /// `style`'s attributes added to `base`.
    private static func merge(_ style: Style, into base: Style) -> Style {
        var merged = base
        merged.bold = merged.bold || style.bold
        merged.underline = merged.underline || style.underline
        merged.dim = merged.dim || style.dim
        return merged
    }
}
