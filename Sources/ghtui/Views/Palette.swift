/// The colours a grid is drawn in: each role's colour, or none at all.
///
/// The grid resolves every style written into it through its palette, so cells carry the
/// colour to draw (a fixed one or the terminal's own), never a role.
struct Palette: Hashable, Sendable {
    /// Each role's colour; a role not here is drawn in the terminal's own colour.
    var colors: [ColorRole: TerminalColor]
    /// Whether anything is coloured; false with theme `none` or `NO_COLOR`.
    var isColored = true

    /// Today's colours, which read on dark and light backgrounds alike.
    static let standard = Palette(colors: ColorRole.allCases.reduce(into: [:]) { $0[$1] = $1.standardColor })
    /// No colours at all: attributes alone carry the meaning.
    static let colorless = Palette(colors: [:], isColored: false)

    /// `style` with its colour as it is drawn: a role's colour from this palette; faint text
    /// and reverse-video bars with no colour of their own take `muted` and `selection`.
    func resolve(_ style: Style) -> Style {
        var resolved = style
        guard isColored else {
            resolved.color = .standard
            return resolved
        }
        switch style.color {
        case .role(let role):
            resolved.color = colors[role].map(Style.Color.fixed) ?? .standard
        case .standard where style.reverse:
            resolved.color = colors[.selection].map(Style.Color.fixed) ?? .standard
        case .standard where style.dim:
            resolved.color = colors[.muted].map(Style.Color.fixed) ?? .standard
        case .standard, .fixed:
            break
        }
        return resolved
    }
}
