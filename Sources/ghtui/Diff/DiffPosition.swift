/// A line of a pull request's diff that a review comment can be on: the file, the side and the
/// line number, as GitHub's `path`, `side` and `line`.
struct DiffPosition: Equatable, Sendable, Codable {
    /// The file's path in the pull request.
    var path: String
    /// The side of the line.
    var side: DiffSide
    /// The line's number on that side.
    var line: Int
}

/// Lines selected for one review comment: GitHub's `start_side`/`start_line` to `side`/`line`,
/// within one hunk of one file.
struct DiffSelection: Equatable, Sendable, Codable {
    /// The first line.
    var start: DiffPosition
    /// The last line (the one GitHub's `line` names).
    var end: DiffPosition

    /// Whether it is one line.
    var isSingleLine: Bool { start == end }
}
