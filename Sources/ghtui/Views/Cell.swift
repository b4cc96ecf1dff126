/// One column of one row of the screen.
struct Cell: Hashable, Sendable {
    /// What the column shows: one printable scalar plus any combining marks; empty for the
    /// second column of a double-width character.
    var content: String
    /// How it looks.
    var style: Style

    /// A space in the default style.
    static let blank = Cell(content: " ", style: .plain)

    /// Whether this column is covered by the double-width character to its left.
    var isContinuation: Bool { content.isEmpty }
}
