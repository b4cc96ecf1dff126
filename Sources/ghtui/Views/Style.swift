/// How a cell looks: a foreground colour on the terminal's own background, and attributes.
///
/// Views colour by role (`Style(.accent)`), and the theme says which colour each role is; when
/// colours are off (`NO_COLOR`, theme `none`) the attributes alone carry the meaning.
struct Style: Hashable, Sendable {
    /// A foreground colour: what it means (a role the theme colours), or a fixed colour that
    /// comes with the content (a label's, a job log's).
    enum Color: Hashable, Sendable {
        /// The terminal's own foreground.
        case standard
        /// The colour the theme gives `role`; the grid resolves it when the style is written.
        case role(ColorRole)
        /// The same colour in every theme; none with colours off.
        case fixed(TerminalColor)

        /// Fixed red: labels, job logs.
        static let red = Color.fixed(.red)
        /// Fixed green.
        static let green = Color.fixed(.green)
        /// Fixed magenta.
        static let magenta = Color.fixed(.magenta)
        /// Fixed blue.
        static let blue = Color.fixed(.blue)
        /// Fixed yellow.
        static let yellow = Color.fixed(.yellow)
        /// Fixed cyan.
        static let cyan = Color.fixed(.cyan)
    }

    /// The foreground colour.
    var color: Color = .standard
    /// Heavier text.
    var bold = false
    /// Fainter text, for secondary details.
    var dim = false
    /// Swapped foreground and background, for the selection and bars.
    var reverse = false
    /// Underlined text.
    var underline = false

    /// The terminal's default look.
    static let plain = Style()
    /// Emphasis.
    static let strong = Style(bold: true)
    /// Secondary details: labels, dates, counts.
    static let faint = Style(dim: true)
    /// The selected row, the active tab, the status bar.
    static let selected = Style(reverse: true)
    /// Error messages.
    static let error = Style(.error, bold: true)
    /// Headings.
    static let heading = Style(bold: true, underline: true)

    /// This style with reverse video on.
    var reversed: Style {
        var style = self
        style.reverse = true
        return style
    }
}

extension Style {
    /// A style in `role`'s colour; in an extension, so the memberwise initializer stays.
    init(
        _ role: ColorRole, bold: Bool = false, dim: Bool = false, reverse: Bool = false,
        underline: Bool = false
    ) {
        self.init(color: .role(role), bold: bold, dim: dim, reverse: reverse, underline: underline)
    }
}
