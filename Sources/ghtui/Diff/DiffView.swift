/// Draws a file's diff into a rectangle of a grid: a title row (the file, its change, its
/// counts and whether long lines wrap or are cut), then the layout's rows from a scroll
/// position, the cursor's row and a `V` selection in reverse video.
enum DiffView {
    /// The rows of a rectangle `height` rows tall that show the diff's rows, under the title.
    static func bodyHeight(_ height: Int) -> Int {
        max(0, height - 1)
    }

    /// Draws `layout` into `rows` × `columns` of `grid`, its row `top` first under the title.
    static func draw(
        _ layout: DiffLayout, top: Int, cursor: Int?, selection: ClosedRange<Int>? = nil,
        into grid: inout Grid, rows: Range<Int>, columns: Range<Int>
    ) {
        guard let titleRow = rows.first, !columns.isEmpty else { return }
        grid.clear(row: titleRow, columns: columns)
        grid.write(title(layout), row: titleRow, column: columns.lowerBound, limit: columns.count)
        for (offset, gridRow) in rows.dropFirst().enumerated() {
            let row = top + offset
            grid.clear(row: gridRow, columns: columns)
            grid.write(layout.row(row), row: gridRow, column: columns.lowerBound, limit: columns.count)
            if row == cursor || selection?.contains(row) == true {
                grid.restyle(row: gridRow, columns: columns) { style in
                    style.reverse = true
                    if row == cursor { style.bold = true }
                }
            }
        }
    }

    /// The title of `layout`'s file: status, path (`old → new`, sanitized), counts and mode.
    static func title(_ layout: DiffLayout) -> [Span] {
        let file = layout.file
        let status = DiffFileList.status(file.status)
        return [
            Span(status.letter + " ", status.style), Span(Sanitizer.clean(DiffFileList.name(file)), .strong),
            Span("  "),
            Span("+\(Format.grouped(file.additions))", DiffStyle.text(.added)), Span(" "),
            Span("−\(Format.grouped(file.deletions))", DiffStyle.text(.removed)),
            Span(layout.mode == .wrap ? "  wrapped" : "  cut", .faint),
        ]
    }
}
