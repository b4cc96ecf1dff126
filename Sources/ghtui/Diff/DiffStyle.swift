/// How a diff looks. Colours say what a line is, and so do its mark (`+`, `-`, `\`) and
/// attributes, so with colours off (`NO_COLOR`, theme `none`) a diff still reads: hunk headers
/// and line numbers are faint, added and removed marks bold.
enum DiffStyle {
    /// The text of a line of `kind`.
    static func text(_ kind: DiffLine.Kind) -> Style {
        switch kind {
        case .added: Style(.added)
        case .removed: Style(.removed)
        case .context: .plain
        case .noNewline, .other: .faint
        }
    }

    /// The mark column of a line of `kind`.
    static func mark(_ kind: DiffLine.Kind) -> Style {
        switch kind {
        case .added: Style(.added, bold: true)
        case .removed: Style(.removed, bold: true)
        case .context, .noNewline, .other: .faint
        }
    }

    /// The mark of a line of `kind`; a space where it has none, so the column is always there.
    static func symbol(_ kind: DiffLine.Kind) -> String {
        switch kind {
        case .added: "+"
        case .removed: "-"
        case .noNewline: "\\"
        case .context, .other: " "
        }
    }

    /// A hunk's `@@ … @@` header.
    static let hunkHeader = Style(.reference, dim: true)
    /// Line numbers.
    static let lineNumber = Style.faint
    /// Why a file shows no lines, and headings of comments not at a line.
    static let note = Style.faint
    /// The bar beside a review comment thread.
    static let thread = Style(.highlight)
    /// A comment's author.
    static let author = Style.strong
    /// A comment's date and the `outdated` and `resolved` tags.
    static let detail = Style.faint
    /// The `pending` tag of a comment of the review being written.
    static let pending = Style(.tag, bold: true)
}
