import Foundation

/// Resolves a `Configuration` from command-line overrides, environment, config file and defaults.
///
/// For each setting the first source that sets it wins: flags, then environment (`GH_TOKEN`,
/// then `GITHUB_TOKEN`; `GITHUB_API_URL`; `GITHUB_SERVER_URL` for the web URL), then the config
/// file, then the default, except that a web URL is only taken from a source at least as high
/// as the one that set the API URL; otherwise it is derived from the API URL. Every source is
/// validated in full, so a bad value is reported even where a higher source overrides it.
/// The environment and home directory are parameters: nothing else about the process is read,
/// and only the config file is touched on disk.
public struct ConfigurationLoader: Sendable {
    /// Creates a loader.
    public init() {}

    /// `$XDG_CONFIG_HOME/ghtui/config.json`, else `HOME/.config/ghtui/config.json`.
    public static func defaultConfigPath(environment: [String: String], homeDirectory: String) -> String {
        let base = ConfigurationPaths.xdgDirectory(
            "XDG_CONFIG_HOME", environment: environment, home: homeDirectory, fallback: ".config")
        return ConfigurationPaths.joined(base, "ghtui", "config.json")
    }

    /// Loads and validates the configuration.
    ///
    /// The file is `overrides.configPath` (which must exist) or the default path (which may be
    /// missing). Unknown keys and a token in a file others can read become warnings, not errors.
    public func load(
        overrides: ConfigurationOverrides = ConfigurationOverrides(),
        environment: [String: String],
        homeDirectory: String
    ) throws(ConfigurationError) -> LoadedConfiguration {
        let file: ConfigurationFile?
        if let explicitPath = overrides.configPath {
            let path = ConfigurationPaths.expandingTilde(in: explicitPath, home: homeDirectory)
            file = try ConfigurationFile.load(path: path, mustExist: true)
        } else {
            let path = Self.defaultConfigPath(environment: environment, homeDirectory: homeDirectory)
            file = try ConfigurationFile.load(path: path, mustExist: false)
        }
        let layers = [
            try Self.commandLineLayer(overrides),
            try Self.environmentLayer(environment),
            file?.layer ?? ConfigurationLayer(),
        ]
        var sources: [Configuration.Key: ConfigurationSource] = [:]
        func resolve<Value>(
            _ setting: KeyPath<ConfigurationLayer, ConfigurationLayer.Sourced<Value>?>,
            _ key: Configuration.Key,
            among candidates: ArraySlice<ConfigurationLayer>? = nil
        ) -> Value? {
            guard let found = (candidates ?? layers[...]).lazy.compactMap({ $0[keyPath: setting] }).first
            else {
                sources[key] = .default
                return nil
            }
            sources[key] = found.source
            return found.value
        }

        let apiURL = resolve(\.apiURL, .apiURL) ?? Configuration.defaultAPIURL
        // The web URL belongs with the API URL: a web URL from a lower source than the API URL
        // would point at another server (`--api-url http://127.0.0.1:8080` over a file set up
        // for an Enterprise host), so it is derived instead.
        let apiLayer = layers.firstIndex { $0.apiURL != nil } ?? layers.endIndex - 1
        var webURL = resolve(\.webURL, .webURL, among: layers[...apiLayer])
        if webURL == nil {
            webURL = Configuration.webURL(derivedFrom: apiURL)
            sources[.webURL] = .derived
        }
        let cache = Configuration.CacheSettings(
            mode: resolve(\.cacheMode, .cacheMode) ?? .revalidate,
            path: resolve(\.cachePath, .cachePath),
            maxSizeMB: resolve(\.cacheMaxSizeMB, .cacheMaxSizeMB)
                ?? Configuration.CacheSettings.defaultMaxSizeMB)
        let configuration = Configuration(
            token: resolve(\.token, .token),
            apiURL: apiURL,
            webURL: webURL,
            perPage: resolve(\.perPage, .perPage) ?? Configuration.defaultPerPage,
            concurrency: resolve(\.concurrency, .concurrency) ?? Configuration.defaultConcurrency,
            timeout: resolve(\.timeout, .timeout) ?? Configuration.defaultTimeout,
            cache: cache,
            theme: resolve(\.theme, .theme) ?? .auto)
        return LoadedConfiguration(
            configuration: configuration,
            warnings: file?.warnings ?? [],
            configFilePath: file?.path,
            sources: sources)
    }

    private static func commandLineLayer(
        _ overrides: ConfigurationOverrides
    ) throws(ConfigurationError) -> ConfigurationLayer {
        var layer = ConfigurationLayer()
        if let raw = overrides.apiURL {
            let source = ConfigurationSource.commandLine(flag: "--api-url")
            layer.apiURL = .init(value: try ConfigurationValidation.url(raw, source: source), source: source)
        }
        if let raw = overrides.webURL {
            let source = ConfigurationSource.commandLine(flag: "--web-url")
            layer.webURL = .init(value: try ConfigurationValidation.url(raw, source: source), source: source)
        }
        if let perPage = overrides.perPage {
            let source = ConfigurationSource.commandLine(flag: "--per-page")
            let value = try ConfigurationValidation.integer(
                perPage, in: Configuration.perPageRange, source: source)
            layer.perPage = .init(value: value, source: source)
        }
        if let concurrency = overrides.concurrency {
            let source = ConfigurationSource.commandLine(flag: "--concurrency")
            let value = try ConfigurationValidation.integer(
                concurrency, in: Configuration.concurrencyRange, source: source)
            layer.concurrency = .init(value: value, source: source)
        }
        if let seconds = overrides.timeout {
            let source = ConfigurationSource.commandLine(flag: "--timeout")
            layer.timeout = .init(
                value: try ConfigurationValidation.timeout(seconds: seconds, source: source), source: source)
        }
        if let mode = overrides.cacheMode {
            let flag = mode == .offline ? "--offline" : mode == .disabled ? "--no-cache" : "command line"
            layer.cacheMode = .init(value: mode, source: .commandLine(flag: flag))
        }
        if let path = overrides.cachePath {
            let source = ConfigurationSource.commandLine(flag: "--cache-path")
            layer.cachePath = .init(
                value: try ConfigurationValidation.path(path, source: source), source: source)
        }
        if let size = overrides.cacheMaxSizeMB {
            let source = ConfigurationSource.commandLine(flag: "--cache-max-size-mb")
            let value = try ConfigurationValidation.integer(
                size, in: Configuration.CacheSettings.maxSizeMBRange, source: source)
            layer.cacheMaxSizeMB = .init(value: value, source: source)
        }
        if let theme = overrides.theme {
            layer.theme = .init(value: theme, source: .commandLine(flag: "--theme"))
        }
        return layer
    }

    /// Empty and blank variables count as unset: `GH_TOKEN= ghtui` must fall through, not fail.
    private static func environmentLayer(
        _ environment: [String: String]
    ) throws(ConfigurationError) -> ConfigurationLayer {
        var layer = ConfigurationLayer()
        for variable in ["GH_TOKEN", "GITHUB_TOKEN"] {
            let source = ConfigurationSource.environment(variable: variable)
            if let raw = environment[variable],
                let token = try ConfigurationValidation.token(raw, source: source)
            {
                layer.token = .init(value: token, source: source)
                break
            }
        }
        if let raw = nonBlank(environment["GITHUB_API_URL"]) {
            let source = ConfigurationSource.environment(variable: "GITHUB_API_URL")
            layer.apiURL = .init(value: try ConfigurationValidation.url(raw, source: source), source: source)
        }
        if let raw = nonBlank(environment["GITHUB_SERVER_URL"]) {
            let source = ConfigurationSource.environment(variable: "GITHUB_SERVER_URL")
            layer.webURL = .init(value: try ConfigurationValidation.url(raw, source: source), source: source)
        }
        return layer
    }

    private static func nonBlank(_ value: String?) -> String? {
        guard let value, !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return nil
        }
        return value
    }
}

/// What `ConfigurationLoader.load` found: the settings, what to warn about, and where each came from.
public struct LoadedConfiguration: Sendable, Equatable {
    /// The resolved, validated settings.
    public var configuration: Configuration
    /// Problems worth showing the user that did not stop loading; never contain a token.
    public var warnings: [String]
    /// The config file that was read, or nil when there was none.
    public var configFilePath: String?
    /// Where each setting's value came from; every `Configuration.Key` is present.
    public var sources: [Configuration.Key: ConfigurationSource]

    /// Creates a result; `ConfigurationLoader` is the usual way to get one.
    public init(
        configuration: Configuration,
        warnings: [String] = [],
        configFilePath: String? = nil,
        sources: [Configuration.Key: ConfigurationSource] = [:]
    ) {
        self.configuration = configuration
        self.warnings = warnings
        self.configFilePath = configFilePath
        self.sources = sources
    }

    /// Where `key`'s value came from; `.default` for a key nothing set.
    public func source(of key: Configuration.Key) -> ConfigurationSource {
        sources[key] ?? .default
    }
}
