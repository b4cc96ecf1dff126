/// A screenful of styled cells: what the views produce and the terminal draws.
///
/// Every string written goes through `Sanitizer` and is cut to fit with `…`, so nothing
/// written here can reach past its columns or carry control characters to the terminal. Every
/// style goes through `palette`, so a cell carries the colour to draw, never a role.
struct Grid: Equatable, Sendable {
    /// Columns.
    let width: Int
    /// Rows.
    let height: Int
    /// Row after row, `width` cells each.
    private(set) var cells: [Cell]
    /// The colours styles are drawn in: the theme's.
    let palette: Palette

    /// A blank grid, drawn in `palette`'s colours.
    init(width: Int, height: Int, palette: Palette = .standard) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.palette = palette
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at `row`, `column`.
    subscript(row: Int, column: Int) -> Cell {
        cells[row * width + column]
    }

    /// Writes `text` from `column` on `row`, within `limit` columns (default: to the right
    /// edge), cut with `…` when longer; returns the columns used.
    @discardableResult
    mutating func write(_ text: String, row: Int, column: Int, limit: Int? = nil, style: Style = .plain)
        -> Int
    {
        guard row >= 0, row < height, column >= 0, column < width else { return 0 }
        let room = min(limit ?? width - column, width - column)
        guard room > 0 else { return 0 }
        let fitted = TextWidth.truncate(Sanitizer.clean(text), to: room)
        let style = palette.resolve(style)
        let end = column + room
        var position = column
        var last: Int?
        for scalar in fitted.unicodeScalars {
            let columns = TextWidth.width(of: scalar)
            if columns == 0 {
                // A combining mark joins the character before it; ncurses takes up to five.
                if let last, !Sanitizer.isVariationSelector(scalar),
                    cells[last].content.unicodeScalars.count < 5
                {
                    cells[last].content.unicodeScalars.append(scalar)
                }
                continue
            }
            guard position + columns <= end else { break }
            let index = row * width + position
            set(index, Cell(content: String(TextWidth.printable(scalar)), style: style))
            if columns == 2 { set(index + 1, Cell(content: "", style: style)) }
            last = index
            position += columns
        }
        return position - column
    }

    /// Fills `columns` of `row` with spaces in `style`.
    mutating func clear(row: Int, columns: Range<Int>? = nil, style: Style = .plain) {
        guard row >= 0, row < height else { return }
        let range = (columns ?? 0..<width).clamped(to: 0..<width)
        let style = palette.resolve(style)
        for column in range {
            set(row * width + column, Cell(content: " ", style: style))
        }
    }

    /// Changes the style of `columns` of `row`, keeping what they show.
    ///
    /// A colour the cell took from its attributes alone (faint: `muted`) is dropped before the
    /// change and taken again after it, so faint text on a row turned reverse takes `selection`.
    mutating func restyle(row: Int, columns: Range<Int>? = nil, _ change: (inout Style) -> Void) {
        guard row >= 0, row < height else { return }
        for column in (columns ?? 0..<width).clamped(to: 0..<width) {
            var style = cells[row * width + column].style
            var uncolored = style
            uncolored.color = .standard
            if style.color != .standard, palette.resolve(uncolored).color == style.color {
                style = uncolored
            }
            change(&style)
            cells[row * width + column].style = palette.resolve(style)
        }
    }

    /// What `row` shows, without trailing spaces: for tests and logs.
    func line(_ row: Int) -> String {
        var text = ""
        for column in 0..<width { text += self[row, column].content }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Every row's `line`, joined with newlines.
    var text: String {
        (0..<height).map(line).joined(separator: "\n")
    }

    /// Sets one cell, blanking the halves of any double-width character it splits.
    private mutating func set(_ index: Int, _ cell: Cell) {
        let column = index % width
        if cells[index].isContinuation, column > 0, !cells[index - 1].isContinuation {
            cells[index - 1].content = " "
        }
        if !cells[index].isContinuation, column + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1].content = " "
        }
        cells[index] = cell
    }
}
