import Foundation
import GitHubKit

/// Resolves ghtui's settings (GitHubKit's `Configuration` and the theme) from command-line overrides, environment, config file and defaults.
///
/// For each setting the first source that sets it wins: flags, then environment (`GH_TOKEN`,
/// then `GITHUB_TOKEN`; `GITHUB_API_URL`; `GITHUB_SERVER_URL` for the web URL), then the config
/// file (for the token: the host's `hosts.HOST.token`, then `token`), then the default, except that a web URL is only taken from a source at least as high
/// as the one that set the API URL; otherwise it is derived from the API URL. Every source is
/// validated in full, so a bad value is reported even where a higher source overrides it.
/// The environment and home directory are parameters: nothing else about the process is read,
/// and only the config file is touched on disk.
struct ConfigurationLoader: Sendable {
    /// Loads and validates the configuration.
    ///
    /// The file is `overrides.configPath` (which must exist) or the default path (which may be
    /// missing). Unknown keys and a token in a file others can read become warnings, not errors.
    func load(
        overrides: ConfigurationOverrides = ConfigurationOverrides(),
        environment: [String: String],
        homeDirectory: String
    ) throws(ConfigurationError) -> LoadedConfiguration {
        let path = ConfigurationPaths.configFile(
            explicit: overrides.configPath, environment: environment, home: homeDirectory)
        let file = try ConfigurationFile.load(path: path, mustExist: overrides.configPath != nil)
        var layers = [
            try Self.commandLineLayer(overrides),
            try Self.environmentLayer(environment),
            file?.layer ?? ConfigurationLayer(),
        ]
        var sources: [ConfigurationKey: ConfigurationSource] = [:]
        func resolve<Value>(
            _ setting: KeyPath<ConfigurationLayer, ConfigurationLayer.Sourced<Value>?>,
            _ key: ConfigurationKey,
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
        // The file's token for this host comes before its top-level "token", and the environment's
        // before both.
        let host = ConfigurationHost.name(of: webURL ?? Configuration.webURL(derivedFrom: apiURL))
        if let hostToken = file?.layer.hostTokens[host] {
            layers[layers.endIndex - 1].token = hostToken
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
            retries: resolve(\.retries, .retries) ?? Configuration.defaultRetries,
            connectionsPerHost: resolve(\.connections, .connections))
        let mouse = resolve(\.mouse, .mouse) ?? true
        let commands = resolve(\.commands, .commands) ?? []
        let keyMap = (resolve(\.keyMap, .keys) ?? .standard).adding(commands)
        // The keys alone were checked when read (`ConfigurationFile.keyMap`): only commands add more.
        if !commands.isEmpty, let conflict = keyMap.conflicts.first {
            throw Self.commandConflict(conflict, path: file?.path ?? "")
        }
        let sections = resolve(\.sections, .sections) ?? HomeSection.defaults
        let downloadsDir = resolve(\.downloadsDir, .downloadsDir)
        var loaded = LoadedConfiguration(
            configuration: configuration,
            theme: resolve(\.theme, .theme) ?? .auto,
            warnings: file?.warnings ?? [],
            configFilePath: file?.path,
            sources: sources)
        loaded.mouse = mouse
        loaded.themeColors = layers.lazy.compactMap(\.themeColors).first?.value ?? [:]
        loaded.keyMap = keyMap
        loaded.sections = sections
        loaded.downloadsDir = downloadsDir
        if let clientID = layers.lazy.compactMap(\.oauthClientID).first {
            loaded.oauthClientID = (clientID.value, clientID.source)
        }
        return loaded
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
        layer.perPage = try integer(overrides.perPage, flag: "--per-page", in: Configuration.perPageRange)
        layer.concurrency = try integer(
            overrides.concurrency, flag: "--concurrency", in: Configuration.concurrencyRange)
        layer.retries = try integer(overrides.retries, flag: "--retries", in: Configuration.retriesRange)
        layer.connections = try integer(
            overrides.connections, flag: "--connections", in: Configuration.connectionsPerHostRange)
        layer.cacheMaxSizeMB = try integer(
            overrides.cacheMaxSizeMB, flag: "--cache-max-size-mb",
            in: Configuration.CacheSettings.maxSizeMBRange)
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
        if let raw = overrides.oauthClientID {
            let source = ConfigurationSource.commandLine(flag: "--client-id")
            if let clientID = try ConfigurationValidation.clientID(raw, source: source) {
                layer.oauthClientID = .init(value: clientID, source: source)
            }
        }
        if let theme = overrides.theme {
            layer.theme = .init(value: theme, source: .commandLine(flag: "--theme"))
        }
        if let mouse = overrides.mouse {
            layer.mouse = .init(value: mouse, source: .commandLine(flag: "--no-mouse"))
        }
        return layer
    }

    /// A flag's integer, checked against `range`; nil when the flag was not given.
    private static func integer(
        _ value: Int?, flag: String, in range: ClosedRange<Int>
    ) throws(ConfigurationError) -> ConfigurationLayer.Sourced<Int>? {
        guard let value else { return nil }
        let source = ConfigurationSource.commandLine(flag: flag)
        return .init(
            value: try ConfigurationValidation.integer(value, in: range, source: source), source: source)
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
        if let raw = environment["GHTUI_OAUTH_CLIENT_ID"] {
            let source = ConfigurationSource.environment(variable: "GHTUI_OAUTH_CLIENT_ID")
            if let clientID = try ConfigurationValidation.clientID(raw, source: source) {
                layer.oauthClientID = .init(value: clientID, source: source)
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

    /// The error for a command's key that already means something where the command runs,
    /// named by the command's entry (`commands[0].key`).
    private static func commandConflict(_ conflict: KeyConflict, path: String) -> ConfigurationError {
        func command(_ binding: KeyBinding) -> UserCommand? {
            if case .runCommand(let command) = binding.command { command } else { nil }
        }
        let mine = command(conflict.second) ?? command(conflict.first)
        let other = command(conflict.second) == nil ? conflict.second : conflict.first
        let meaning =
            command(other).map { "the command of \($0.name) runs" }
            ?? other.action.map { "it already means \($0.rawValue.debugDescription)" }
            ?? "it is fixed to \(other.summary)"
        return .invalidKeys(
            source: .file(path: path, key: "\(mine?.name ?? "commands").key"),
            problem:
                "binds \(conflict.key.spelling.debugDescription) on the \(conflict.context.title), where "
                + meaning + "; choose another key")
    }
}
