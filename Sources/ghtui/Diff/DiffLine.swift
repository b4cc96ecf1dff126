/// One line of a hunk: what it is, its numbers in the old and new file, and its text to draw.
struct DiffLine: Equatable, Sendable {
    /// What a line of a hunk is, from its first character.
    enum Kind: Equatable, Sendable {
        /// ` `: in both files.
        case context
        /// `+`: only in the new file.
        case added
        /// `-`: only in the old file.
        case removed
        /// `\ No newline at end of file`, about the line before it.
        case noNewline
        /// A line that is none of these (a patch git did not write); kept as text.
        case other
    }

    /// What the line is.
    var kind: Kind
    /// Its number in the old file; nil for added lines and where the hunk header is unreadable.
    var oldNumber: Int?
    /// Its number in the new file; nil for removed lines and where the hunk header is unreadable.
    var newNumber: Int?
    /// Its text without the first character (whole for `other`), ready to draw.
    var text: DiffText

    /// The side and number a review comment on this line names: removed lines are on the left,
    /// added and context lines on the right; nil for the rest.
    var anchor: (side: DiffSide, line: Int)? {
        switch kind {
        case .removed: oldNumber.map { (.left, $0) }
        case .added, .context: newNumber.map { (.right, $0) }
        case .noNewline, .other: nil
        }
    }

    /// Whether a comment on `side` at `line` is about this line.
    func isAt(_ side: DiffSide, _ line: Int) -> Bool {
        switch (kind, side) {
        case (.removed, .left), (.context, .left): oldNumber == line
        case (.added, .right), (.context, .right): newNumber == line
        default: false
        }
    }
}
