/// A GFM table: its header, rows and each column's alignment; cells are styled text.
struct MarkdownTable: Equatable, Sendable {
    /// How a column's cells sit in it.
    enum Alignment: Equatable, Sendable {
        /// Left (GFM's default).
        case left
        /// Centred.
        case center
        /// Right.
        case right
    }

    /// One alignment per column.
    var alignments: [Alignment] = []
    /// The header row's cells.
    var header: [[Span]] = []
    /// The body rows' cells, each row as many as the header (or fewer).
    var rows: [[[Span]]] = []
}
