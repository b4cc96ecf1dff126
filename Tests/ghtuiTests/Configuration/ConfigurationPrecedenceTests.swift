import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// One setting staged in every layer, with what each layer should resolve it to.
struct ConfigurationPrecedenceCase: Sendable, CustomTestStringConvertible {
    let key: ConfigurationKey
    /// The setting as a config-file member, e.g. `"per_page": 50`.
    let fileMember: String
    let fileValue: String
    let environment: [String: String]
    let environmentValue: String?
    let overrides: ConfigurationOverrides?
    let flag: String?
    let flagValue: String?
    let defaultValue: String
    let read: @Sendable (LoadedConfiguration) -> String

    var testDescription: String { key.rawValue }

    static let all: [ConfigurationPrecedenceCase] = [
        ConfigurationPrecedenceCase(
            key: .token, fileMember: #""token": "file-token""#, fileValue: "file-token",
            environment: ["GH_TOKEN": "env-token"], environmentValue: "env-token",
            overrides: nil, flag: nil, flagValue: nil,
            defaultValue: "none", read: { $0.configuration.token?.value ?? "none" }),
        ConfigurationPrecedenceCase(
            key: .apiURL, fileMember: #""api_url": "https://file.example/api/v3""#,
            fileValue: "https://file.example/api/v3",
            environment: ["GITHUB_API_URL": "https://env.example/api/v3"],
            environmentValue: "https://env.example/api/v3",
            overrides: ConfigurationOverrides(apiURL: "http://127.0.0.1:8080"), flag: "--api-url",
            flagValue: "http://127.0.0.1:8080",
            defaultValue: "https://api.github.com", read: { $0.configuration.apiURL.absoluteString }),
        ConfigurationPrecedenceCase(
            key: .webURL, fileMember: #""web_url": "https://file-web.example""#,
            fileValue: "https://file-web.example",
            environment: ["GITHUB_SERVER_URL": "https://env-web.example"],
            environmentValue: "https://env-web.example",
            overrides: ConfigurationOverrides(webURL: "https://flag-web.example"), flag: "--web-url",
            flagValue: "https://flag-web.example",
            defaultValue: "https://github.com", read: { $0.configuration.webURL.absoluteString }),
        ConfigurationPrecedenceCase(
            key: .perPage, fileMember: #""per_page": 50"#, fileValue: "50",
            environment: [:], environmentValue: nil,
            overrides: ConfigurationOverrides(perPage: 25), flag: "--per-page", flagValue: "25",
            defaultValue: "100", read: { String($0.configuration.perPage) }),
        ConfigurationPrecedenceCase(
            key: .concurrency, fileMember: #""concurrency": 4"#, fileValue: "4",
            environment: [:], environmentValue: nil,
            overrides: ConfigurationOverrides(concurrency: 2), flag: "--concurrency", flagValue: "2",
            defaultValue: "8", read: { String($0.configuration.concurrency) }),
        ConfigurationPrecedenceCase(
            key: .connections, fileMember: #""connections": 4"#, fileValue: "4",
            environment: [:], environmentValue: nil,
            overrides: ConfigurationOverrides(connections: 2), flag: "--connections", flagValue: "2",
            defaultValue: "1", read: { String($0.configuration.connectionsPerHostInForce) }),
        ConfigurationPrecedenceCase(
            key: .timeout, fileMember: #""timeout": 12.5"#, fileValue: "12.5 seconds",
            environment: [:], environmentValue: nil,
            overrides: ConfigurationOverrides(timeout: 3), flag: "--timeout", flagValue: "3.0 seconds",
            defaultValue: "30.0 seconds", read: { "\($0.configuration.timeout)" }),
        ConfigurationPrecedenceCase(
            key: .cacheMode, fileMember: #""cache": {"mode": "off"}"#, fileValue: "disabled",
            environment: [:], environmentValue: nil,
            overrides: ConfigurationOverrides(cacheMode: .offline), flag: "--offline", flagValue: "offline",
            defaultValue: "revalidate", read: { "\($0.configuration.cache.mode)" }),
        ConfigurationPrecedenceCase(
            key: .cachePath, fileMember: #""cache": {"path": "/file/cache.sqlite"}"#,
            fileValue: "/file/cache.sqlite",
            environment: [:], environmentValue: nil,
            overrides: ConfigurationOverrides(cachePath: "/flag/cache.sqlite"), flag: "--cache-path",
            flagValue: "/flag/cache.sqlite",
            defaultValue: "none", read: { $0.configuration.cache.path ?? "none" }),
        ConfigurationPrecedenceCase(
            key: .cacheMaxSizeMB, fileMember: #""cache": {"max_size_mb": 50}"#, fileValue: "50",
            environment: [:], environmentValue: nil,
            overrides: ConfigurationOverrides(cacheMaxSizeMB: 10), flag: "--cache-max-size-mb",
            flagValue: "10",
            defaultValue: "200", read: { String($0.configuration.cache.maxSizeMB) }),
        ConfigurationPrecedenceCase(
            key: .retries, fileMember: #""retries": 5"#, fileValue: "5",
            environment: [:], environmentValue: nil,
            overrides: ConfigurationOverrides(retries: 0), flag: "--retries", flagValue: "0",
            defaultValue: "3", read: { String($0.configuration.retries) }),
        ConfigurationPrecedenceCase(
            key: .theme, fileMember: #""theme": "dark""#, fileValue: "dark",
            environment: [:], environmentValue: nil,
            overrides: ConfigurationOverrides(theme: .light), flag: "--theme", flagValue: "light",
            defaultValue: "auto", read: { $0.theme.rawValue }),
        ConfigurationPrecedenceCase(
            key: .mouse, fileMember: #""mouse": false"#, fileValue: "false",
            environment: [:], environmentValue: nil,
            overrides: ConfigurationOverrides(mouse: false), flag: "--no-mouse", flagValue: "false",
            defaultValue: "true", read: { String($0.mouse) }),
        ConfigurationPrecedenceCase(
            key: .keys, fileMember: #""keys": {"star": "x"}"#, fileValue: "x",
            environment: [:], environmentValue: nil,
            overrides: nil, flag: nil, flagValue: nil,
            defaultValue: "*", read: { $0.keyMap.keys(for: .star, in: .repository).map(\.label).joined() }),
        ConfigurationPrecedenceCase(
            key: .sections, fileMember: #""sections": [{"title": "Mine", "query": "author:@me"}]"#,
            fileValue: "Mine",
            environment: [:], environmentValue: nil,
            overrides: nil, flag: nil, flagValue: nil,
            defaultValue: "Review requested", read: { $0.sections.first?.title ?? "" }),
        ConfigurationPrecedenceCase(
            key: .commands, fileMember: #""commands": [{"key": "C", "on": "pull", "run": "true"}]"#,
            fileValue: "run: true",
            environment: [:], environmentValue: nil,
            overrides: nil, flag: nil, flagValue: nil,
            defaultValue: "",
            read: {
                $0.keyMap.bindings.first { $0.keys == [.character("C")] && $0.contexts == [.pull] }?.summary
                    ?? ""
            }),
        ConfigurationPrecedenceCase(
            key: .downloadsDir, fileMember: #""downloads_dir": "~/Downloads""#, fileValue: "~/Downloads",
            environment: [:], environmentValue: nil,
            overrides: nil, flag: nil, flagValue: nil,
            defaultValue: "none", read: { $0.downloadsDir ?? "none" }),
    ]
}

@Suite struct ConfigurationPrecedenceTests {
    @Test func everyKeyHasAPrecedenceCase() {
        #expect(Set(ConfigurationPrecedenceCase.all.map(\.key)) == Set(ConfigurationKey.allCases))
    }

    @Test func defaultsApplyWhenNothingIsSet() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let loaded = try home.load()
        #expect(loaded.configuration == Configuration())
        #expect(loaded.configuration.token == nil)
        #expect(loaded.configuration.apiURL.absoluteString == "https://api.github.com")
        #expect(loaded.configuration.webURL.absoluteString == "https://github.com")
        #expect(loaded.configuration.perPage == 100)
        #expect(loaded.configuration.concurrency == 8)
        #expect(loaded.configuration.timeout == .seconds(30))
        #expect(loaded.configuration.timeoutInterval == 30)
        #expect(
            loaded.configuration.cache
                == Configuration.CacheSettings(mode: .revalidate, path: nil, maxSizeMB: 200))
        #expect(loaded.theme == .auto)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.configFilePath == nil)
        for key in ConfigurationKey.allCases {
            #expect(loaded.source(of: key) == (key == .webURL ? .derived : .default), "\(key)")
        }
    }

    @Test(arguments: ConfigurationPrecedenceCase.all)
    func defaultAppliesWithoutAnySource(_ setting: ConfigurationPrecedenceCase) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let loaded = try home.load()
        #expect(setting.read(loaded) == setting.defaultValue)
    }

    @Test(arguments: ConfigurationPrecedenceCase.all)
    func fileBeatsDefault(_ setting: ConfigurationPrecedenceCase) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig("{\(setting.fileMember)}")
        let loaded = try home.load()
        #expect(setting.read(loaded) == setting.fileValue)
        #expect(loaded.source(of: setting.key) == .file(path: path, key: setting.key.rawValue))
        #expect(loaded.configFilePath == path)
        #expect(loaded.warnings.isEmpty)
    }

    @Test(arguments: ConfigurationPrecedenceCase.all.filter { $0.environmentValue != nil })
    func environmentBeatsFile(_ setting: ConfigurationPrecedenceCase) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig("{\(setting.fileMember)}")
        let loaded = try home.load(environment: setting.environment)
        #expect(setting.read(loaded) == setting.environmentValue)
        let variable = try #require(setting.environment.keys.first)
        #expect(loaded.source(of: setting.key) == .environment(variable: variable))
    }

    @Test(arguments: ConfigurationPrecedenceCase.all.filter { $0.overrides != nil })
    func flagBeatsEnvironmentAndFile(_ setting: ConfigurationPrecedenceCase) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig("{\(setting.fileMember)}")
        let overrides = try #require(setting.overrides)
        let loaded = try home.load(environment: setting.environment, overrides: overrides)
        #expect(setting.read(loaded) == setting.flagValue)
        #expect(loaded.source(of: setting.key) == .commandLine(flag: try #require(setting.flag)))
    }

    @Test func tokenHasNoCommandLineOverride() {
        let labels = Mirror(reflecting: ConfigurationOverrides()).children.compactMap(\.label)
        #expect(!labels.contains { $0.lowercased().contains("token") })
    }

    @Test func ghTokenBeatsGitHubToken() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let loaded = try home.load(environment: ["GH_TOKEN": "gh-token", "GITHUB_TOKEN": "github-token"])
        #expect(loaded.configuration.token?.value == "gh-token")
        #expect(loaded.source(of: .token) == .environment(variable: "GH_TOKEN"))
    }

    @Test func gitHubTokenIsUsedWhenGHTokenIsUnset() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"token": "file-token"}"#)
        let loaded = try home.load(environment: ["GITHUB_TOKEN": "github-token"])
        #expect(loaded.configuration.token?.value == "github-token")
        #expect(loaded.source(of: .token) == .environment(variable: "GITHUB_TOKEN"))
    }

    @Test func emptyEnvironmentValuesCountAsUnset() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(
            #"{"token": "file-token", "api_url": "https://ghe.example.com/api/v3"}"#)
        let environment = [
            "GH_TOKEN": "", "GITHUB_TOKEN": "  \n", "GITHUB_API_URL": "", "GITHUB_SERVER_URL": " ",
        ]
        let loaded = try home.load(environment: environment)
        #expect(loaded.configuration.token?.value == "file-token")
        #expect(loaded.configuration.apiURL.absoluteString == "https://ghe.example.com/api/v3")
        #expect(loaded.configuration.webURL.absoluteString == "https://ghe.example.com")
        #expect(loaded.source(of: .token) == .file(path: path, key: "token"))
    }

    @Test func emptyGHTokenFallsThroughToGitHubToken() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let loaded = try home.load(environment: ["GH_TOKEN": "", "GITHUB_TOKEN": "github-token"])
        #expect(loaded.configuration.token?.value == "github-token")
    }

    @Test func emptyTokenInFileCountsAsUnset() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"token": ""}"#, permissions: 0o644)
        let loaded = try home.load()
        #expect(loaded.configuration.token == nil)
        #expect(loaded.warnings.isEmpty)
    }

    @Test func tokenIsTrimmedOfSurroundingWhitespace() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let loaded = try home.load(environment: ["GH_TOKEN": "  gh-token\n"])
        #expect(loaded.configuration.token?.value == "gh-token")
    }

    @Test func nullInFileLeavesTheDefault() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(
            #"{"token": null, "per_page": null, "theme": null, "cache": {"mode": null, "path": null}}"#)
        let loaded = try home.load()
        #expect(loaded.configuration == Configuration())
        #expect(loaded.warnings.isEmpty)
    }

    @Test func integralFloatCountsAsInteger() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"per_page": 50.0, "concurrency": 1e1}"#)
        let loaded = try home.load()
        #expect(loaded.configuration.perPage == 50)
        #expect(loaded.configuration.concurrency == 10)
    }

    @Test func themeNoneInFileMeansNoColours() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"theme": "none"}"#)
        #expect(try home.load().theme == Theme.none)
        #expect(Theme.allCases.map(\.rawValue) == ["auto", "dark", "light", "none"])
    }

    @Test func noCacheFlagDisablesTheCache() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"cache": {"mode": "offline"}}"#)
        let loaded = try home.load(overrides: ConfigurationOverrides(cacheMode: .disabled))
        #expect(loaded.configuration.cache.mode == .disabled)
        #expect(loaded.source(of: .cacheMode) == .commandLine(flag: "--no-cache"))
    }

    @Test func badValueInFileFailsEvenWhenAFlagOverridesIt() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(#"{"per_page": 500}"#)
        let error = home.loadError(overrides: ConfigurationOverrides(perPage: 50))
        #expect(
            error
                == .invalidValue(
                    source: .file(path: path, key: "per_page"), expected: "an integer from 1 to 100",
                    got: "500"))
    }

    @Test(arguments: [
        (
            ConfigurationOverrides(perPage: 0),
            "--per-page must be an integer from 1 to 100 (got 0)"
        ),
        (
            ConfigurationOverrides(perPage: 101),
            "--per-page must be an integer from 1 to 100 (got 101)"
        ),
        (
            ConfigurationOverrides(concurrency: 65),
            "--concurrency must be an integer from 1 to 64 (got 65)"
        ),
        (
            ConfigurationOverrides(timeout: 0),
            "--timeout must be a number of seconds greater than 0 and at most 86400 (got 0)"
        ),
        (
            ConfigurationOverrides(timeout: -1.5),
            "--timeout must be a number of seconds greater than 0 and at most 86400 (got -1.5)"
        ),
        (
            ConfigurationOverrides(timeout: .infinity),
            "--timeout must be a number of seconds greater than 0 and at most 86400 (got inf)"
        ),
        (
            ConfigurationOverrides(cachePath: ""),
            #"--cache-path must be a non-empty path (got "")"#
        ),
        (
            ConfigurationOverrides(cacheMaxSizeMB: 0),
            "--cache-max-size-mb must be an integer from 1 to 1048576 (got 0)"
        ),
    ])
    func outOfRangeFlagIsAnErrorNamingTheFlag(_ overrides: ConfigurationOverrides, _ message: String) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let error = try #require(home.loadError(overrides: overrides))
        #expect(error.description == message)
    }
}
