/// A row of tab labels, the selected one in reverse video.
enum TabBar {
    /// Draws the first of `candidates` (label sets, longest first) that fits on `row`, else
    /// the last, with label `selected` highlighted.
    static func draw(_ candidates: [[String]], selected: Int, row: Int, into grid: inout Grid) {
        func fits(_ texts: [String]) -> Bool {
            texts.reduce(0, { $0 + TextWidth.width(of: $1) + 1 }) <= grid.width - 2
        }
        let texts = candidates.first(where: fits) ?? candidates.last ?? []
        var column = 1
        for (index, text) in texts.enumerated() {
            let style = index == selected ? Style(bold: true, reverse: true) : Style.faint
            column +=
                grid.write(text, row: row, column: column, limit: grid.width - 1 - column, style: style) + 1
        }
    }
}
