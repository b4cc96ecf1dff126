/// A run of text in one style; a line of a view is an array of them.
struct Span: Equatable, Sendable {
    /// The text.
    var text: String
    /// Its look.
    var style: Style
    /// The address the text links to (a Markdown link), for the browser to open; not drawn.
    var link: String?

    /// A span of `text` in `style`, linking to `link`.
    init(_ text: String, _ style: Style = .plain, link: String? = nil) {
        self.text = text
        self.style = style
        self.link = link
    }

    /// The columns a line of spans takes.
    static func width(of line: [Span]) -> Int {
        line.reduce(0) { $0 + TextWidth.width(of: $1.text) }
    }
}

extension Grid {
    /// Writes a line of spans from `column` on `row` within `limit` columns; the span that
    /// does not fit is cut with `…` and the rest dropped. Returns the columns used.
    @discardableResult
    mutating func write(_ line: [Span], row: Int, column: Int, limit: Int? = nil) -> Int {
        let room = min(limit ?? width - column, width - column)
        var used = 0
        for span in line where used < room {
            used += write(span.text, row: row, column: column + used, limit: room - used, style: span.style)
        }
        return used
    }
}
