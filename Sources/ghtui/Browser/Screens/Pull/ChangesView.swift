/// Draws a ``ChangesPane`` into rows of a grid: the file list under its summary, or the open
/// file's diff under its title.
enum ChangesView {
    /// Draws `pane` into grid rows `rows` (columns 1 to the grid's width − 1); `loading` says
    /// what the list waits for when it is empty.
    static func draw(_ pane: ChangesPane, loading: String?, into grid: inout Grid, rows: Range<Int>) {
        let columns = 1..<(grid.width - 1)
        guard let top = rows.first else { return }
        if let open = pane.open {
            let selection = open.anchor.map { min($0, open.cursor)...max($0, open.cursor) }
            DiffView.draw(
                open.layout, top: open.top, cursor: open.cursor, selection: selection, into: &grid,
                rows: rows,
                columns: columns)
            return
        }
        grid.write(pane.list.summary, row: top, column: 1, limit: columns.count)
        if pane.list.rows.isEmpty {
            let text = loading ?? "no files changed"
            grid.write(text, row: top + 1, column: 2, limit: columns.count - 1, style: .faint)
            return
        }
        for offset in 0..<min(pane.listRows, rows.count - 1) {
            let index = pane.scroll + offset
            guard index < pane.list.rows.count else { break }
            let row = top + 1 + offset
            grid.write(pane.list.line(index, width: columns.count), row: row, column: 1, limit: columns.count)
            if index == pane.cursor { grid.restyle(row: row, columns: columns) { $0.reverse = true } }
        }
    }
}
