/// How Markdown's elements look. `Style` has no italics or strike-through, so emphasis is
/// underlined and struck text faint; with colours off (`NO_COLOR`, theme `none`) headings,
/// emphasis, links and quotes still differ by their attributes and marks, and code by its
/// indent (inline code then reads as text).
enum MarkdownStyle {
    /// A heading of `level`: 1 and 2 are also ruled below (see `headingRule`).
    static func heading(_ level: Int) -> Style {
        switch level {
        case 1: Style(bold: true, underline: true)
        case 2: Style(bold: true)
        case 3: Style(bold: true, underline: true)
        default: Style(bold: true)
        }
    }

    /// The rule drawn under a heading of `level`, if any: `═` under level 1, `─` under level 2.
    static func headingRule(_ level: Int) -> String? {
        switch level {
        case 1: "═"
        case 2: "─"
        default: nil
        }
    }

    /// Emphasis (`*text*`).
    static func emphasis(_ style: inout Style) { style.underline = true }
    /// Strong emphasis (`**text**`).
    static func strong(_ style: inout Style) { style.bold = true }
    /// Struck text (`~~text~~`).
    static func strikethrough(_ style: inout Style) { style.dim = true }
    /// A link's text.
    static func link(_ style: inout Style) {
        style.color = .role(.accent)
        style.underline = true
    }
    /// An image's `[image: alt]`.
    static func image(_ style: inout Style) { style.dim = true }
    /// Inline code and code blocks.
    static let code = Style(.reference)
    /// List bullets and numbers, quote bars, table borders, rules, notes.
    static let mark = Style.faint
    /// A table's header cells.
    static let tableHeader = Style.strong
}
