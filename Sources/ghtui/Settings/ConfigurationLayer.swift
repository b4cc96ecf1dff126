import Foundation
import GitHubKit

/// The settings one source (flags, environment or file) provides; nil where it is silent.
struct ConfigurationLayer {
    /// A value and where it came from.
    struct Sourced<Value> {
        var value: Value
        var source: ConfigurationSource
    }

    var token: Sourced<Configuration.Token>?
    var apiURL: Sourced<URL>?
    var webURL: Sourced<URL>?
    var perPage: Sourced<Int>?
    var concurrency: Sourced<Int>?
    var connections: Sourced<Int>?
    var timeout: Sourced<Duration>?
    var retries: Sourced<Int>?
    var cacheMode: Sourced<Configuration.CacheMode>?
    var cachePath: Sourced<String>?
    var cacheMaxSizeMB: Sourced<Int>?
    var theme: Sourced<Theme>?
    /// The colours `theme.colors` gives roles, in place of the preset's.
    var themeColors: Sourced<[ColorRole: TerminalColor]>?
    var mouse: Sourced<Bool>?
    /// The browser's keys: the standard map with the config file's `keys` applied.
    var keyMap: Sourced<KeyMap>?
    /// The user's own commands, on keys of their own.
    var commands: Sourced<[UserCommand]>?
    /// Where the browser saves release assets, as written (`~` not yet expanded).
    var downloadsDir: Sourced<String>?
    /// Home's sections, in place of the defaults.
    var sections: Sourced<[HomeSection]>?
    /// Tokens stored per host (`hosts.HOST.token` in the file), by ``ConfigurationHost`` name.
    var hostTokens: [String: Sourced<Configuration.Token>] = [:]
    /// The OAuth app client ID `ghtui auth login` uses.
    var oauthClientID: Sourced<String>?
}
