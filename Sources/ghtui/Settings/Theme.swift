/// The browser's colour scheme, the preset `theme.colors` starts from; the raw value is how the
/// config file spells it.
///
/// `auto`, `dark` and `light` draw the same colours for now: the basic colours read on dark
/// and light backgrounds alike.
enum Theme: String, Sendable, Equatable, CaseIterable {
    /// Pick dark or light from the terminal's background, where it can be detected.
    case auto
    /// Colours for a dark background.
    case dark
    /// Colours for a light background.
    case light
    /// No colours at all.
    ///
    /// In a `Theme?` (as in `ConfigurationOverrides`) write `Theme.none`: a bare `.none` there
    /// means nil.
    case none

    /// Whether the browser draws in colour: not with `none`, nor when `NO_COLOR` is set to
    /// anything (https://no-color.org).
    func usesColors(environment: [String: String]) -> Bool {
        self != Theme.none && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// The palette the browser draws in: this preset's colours with `colors` in place of its
    /// own for the roles named there; none when `usesColors` says so.
    func palette(colors: [ColorRole: TerminalColor], environment: [String: String]) -> Palette {
        guard usesColors(environment: environment) else { return .colorless }
        var palette = Palette.standard
        palette.colors.merge(colors) { _, chosen in chosen }
        return palette
    }
}
