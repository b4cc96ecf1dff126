/// How a cell looks: a foreground colour on the terminal's own background, and attributes.
///
/// Colours are few and chosen to read on dark and light backgrounds alike; when colours are
/// off (`NO_COLOR`, theme `none`) the attributes alone carry the meaning.
struct Style: Hashable, Sendable {
    /// A foreground colour from the terminal's palette.
    enum Color: Int, Hashable, Sendable, CaseIterable {
        /// The terminal's own foreground.
        case standard
        /// Errors.
        case red
        /// Activity and success.
        case green
        /// Programming languages, tags.
        case magenta
        /// Links and logins.
        case blue
        /// Warnings and labels.
        case yellow
        /// Labels.
        case cyan
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
    static let error = Style(color: .red, bold: true)
    /// Headings.
    static let heading = Style(bold: true, underline: true)

    /// This style with reverse video on.
    var reversed: Style {
        var style = self
        style.reverse = true
        return style
    }
}
