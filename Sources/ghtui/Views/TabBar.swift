/// A row of tab labels, the selected one in reverse video.
enum TabBar {
    /// Draws the first of `candidates` (label sets, longest first) that fits on `row`, else
    /// the last, with label `selected` highlighted.
    static func draw(_ candidates: [[String]], selected: Int, row: Int, into grid: inout Grid) {
        let texts = labels(candidates, width: grid.width)
        var column = 1
        for (index, text) in texts.enumerated() {
            let style = index == selected ? Style(bold: true, reverse: true) : Style.faint
            column +=
                grid.write(text, row: row, column: column, limit: grid.width - 1 - column, style: style) + 1
        }
    }

    /// The labels `draw` shows on a screen `width` columns wide: the first of `candidates` that fits.
    static func labels(_ candidates: [[String]], width: Int) -> [String] {
        func fits(_ texts: [String]) -> Bool {
            texts.reduce(0, { $0 + TextWidth.width(of: $1) + 1 }) <= width - 2
        }
        return candidates.first(where: fits) ?? candidates.last ?? []
    }

    /// The index of the label `draw` puts under `column`, if any: a click's tab.
    static func index(at column: Int, _ candidates: [[String]], width: Int) -> Int? {
        var start = 1
        for (index, text) in labels(candidates, width: width).enumerated() {
            let end = min(start + TextWidth.width(of: text), width - 1)
            if column >= start && column < end { return index }
            start = end + 1
        }
        return nil
    }
}
