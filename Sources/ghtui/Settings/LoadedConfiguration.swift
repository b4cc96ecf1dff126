import GitHubKit

/// What `ConfigurationLoader.load` found: the settings, what to warn about, and where each came from.
struct LoadedConfiguration: Sendable, Equatable {
    /// The resolved, validated settings for GitHubKit.
    var configuration: Configuration
    /// The browser's colour scheme.
    var theme: Theme
    /// The colours the config file's `theme.colors` gives roles, in place of the preset's.
    var themeColors: [ColorRole: TerminalColor] = [:]
    /// Whether the browser takes clicks and the wheel (`mouse`, `--no-mouse`).
    var mouse = true
    /// The browser's keys (`keys`): the standard map, or the config file's remapping of it.
    var keyMap = KeyMap.standard
    /// Home's sections (`sections`), or the defaults.
    var sections = HomeSection.defaults
    /// Where the browser saves release assets (`downloads_dir`, `~` not yet expanded); nil: the
    /// current directory.
    var downloadsDir: String?
    /// Problems worth showing the user that did not stop loading; never contain a token.
    var warnings: [String]
    /// The config file that was read, or nil when there was none.
    var configFilePath: String?
    /// Where each setting's value came from; every `ConfigurationKey` is present.
    var sources: [ConfigurationKey: ConfigurationSource]
    /// The OAuth app client ID for `ghtui auth login` (`--client-id`, `GHTUI_OAUTH_CLIENT_ID` or
    /// `oauth_client_id`), and where it came from.
    var oauthClientID: (value: String, source: ConfigurationSource)?

    /// The host whose entry in the config file's `hosts` holds its token (`github.com`).
    var host: String { ConfigurationHost.name(of: configuration.webURL) }

    /// Creates a result; `ConfigurationLoader` is the usual way to get one.
    init(
        configuration: Configuration,
        theme: Theme = .auto,
        warnings: [String] = [],
        configFilePath: String? = nil,
        sources: [ConfigurationKey: ConfigurationSource] = [:]
    ) {
        self.configuration = configuration
        self.theme = theme
        self.warnings = warnings
        self.configFilePath = configFilePath
        self.sources = sources
    }

    /// The palette the browser draws in: the theme with its colours, or none under `NO_COLOR`.
    func palette(environment: [String: String]) -> Palette {
        theme.palette(colors: themeColors, environment: environment)
    }

    /// Where `key`'s value came from; `.default` for a key nothing set.
    func source(of key: ConfigurationKey) -> ConfigurationSource {
        sources[key] ?? .default
    }

    static func == (lhs: LoadedConfiguration, rhs: LoadedConfiguration) -> Bool {
        lhs.configuration == rhs.configuration && lhs.theme == rhs.theme
            && lhs.themeColors == rhs.themeColors && lhs.mouse == rhs.mouse
            && lhs.downloadsDir == rhs.downloadsDir
            && lhs.keyMap == rhs.keyMap && lhs.sections == rhs.sections
            && lhs.warnings == rhs.warnings
            && lhs.configFilePath == rhs.configFilePath && lhs.sources == rhs.sources
            && lhs.oauthClientID?.value == rhs.oauthClientID?.value
            && lhs.oauthClientID?.source == rhs.oauthClientID?.source
    }
}
