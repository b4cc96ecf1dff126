/// The browser's colour scheme; the raw value is how the config file spells it.
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
}
