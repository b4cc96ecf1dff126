extension Configuration {
    /// The terminal colour scheme; the raw value is how the config file and `--theme` spell it.
    public enum Theme: String, Sendable, Equatable, CaseIterable {
        /// Pick dark or light from the terminal's background, where it can be detected.
        case auto
        /// Colours for a dark background.
        case dark
        /// Colours for a light background.
        case light
        /// No colours at all.
        ///
        /// In a `Theme?` (as in `ConfigurationOverrides`) write `Configuration.Theme.none`:
        /// a bare `.none` there means nil.
        case none
    }
}
