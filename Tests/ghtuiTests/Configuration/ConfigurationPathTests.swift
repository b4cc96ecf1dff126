import Foundation
import GitHubKit
import Testing

@testable import ghtui

@Suite struct ConfigurationPathTests {
    @Test func xdgConfigHomeIsPreferredOverHome() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"theme": "light"}"#)
        let xdgPath = try home.write(#"{"theme": "dark"}"#, to: "xdg/ghtui/config.json")
        let loaded = try home.load(environment: ["XDG_CONFIG_HOME": home.path + "/xdg"])
        #expect(loaded.theme == .dark)
        #expect(loaded.configFilePath == xdgPath)
    }

    @Test(arguments: [nil, "", "relative/config"])
    func homeConfigIsUsedWithoutAnAbsoluteXDGConfigHome(_ xdgConfigHome: String?) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(#"{"theme": "light"}"#)
        var environment: [String: String] = [:]
        environment["XDG_CONFIG_HOME"] = xdgConfigHome
        let loaded = try home.load(environment: environment)
        #expect(loaded.theme == .light)
        #expect(loaded.configFilePath == path)
    }

    @Test func xdgConfigHomeWithoutAFileDoesNotFallBackToHome() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"theme": "light"}"#)
        let loaded = try home.load(environment: ["XDG_CONFIG_HOME": home.path + "/xdg"])
        #expect(loaded.theme == .auto)
        #expect(loaded.configFilePath == nil)
    }

    @Test func defaultConfigPathFollowsXDG() {
        #expect(
            ConfigurationPaths.defaultConfigFile(environment: [:], home: "/home/octo")
                == "/home/octo/.config/ghtui/config.json")
        #expect(
            ConfigurationPaths.defaultConfigFile(environment: [:], home: "/home/octo/")
                == "/home/octo/.config/ghtui/config.json")
        #expect(
            ConfigurationPaths.defaultConfigFile(
                environment: ["XDG_CONFIG_HOME": "/xdg/config"], home: "/home/octo")
                == "/xdg/config/ghtui/config.json")
    }

    @Test func missingDefaultConfigIsFine() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let loaded = try home.load()
        #expect(loaded.configFilePath == nil)
        #expect(loaded.warnings.isEmpty)
    }

    @Test func explicitConfigBeatsDefaultLocations() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"theme": "light"}"#)
        try home.write(#"{"theme": "none"}"#, to: "xdg/ghtui/config.json")
        let explicit = try home.write(#"{"theme": "dark"}"#, to: "elsewhere/ghtui.json")
        let loaded = try home.load(
            environment: ["XDG_CONFIG_HOME": home.path + "/xdg"],
            overrides: ConfigurationOverrides(configPath: explicit))
        #expect(loaded.theme == .dark)
        #expect(loaded.configFilePath == explicit)
    }

    @Test func missingExplicitConfigIsAnError() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = home.path + "/nowhere/config.json"
        let error = home.loadError(overrides: ConfigurationOverrides(configPath: path))
        #expect(error == .missingFile(path: path))
        #expect(error?.description == "config file \(path) does not exist (it was given with --config)")
    }

    @Test func tildeInExplicitConfigPathMeansTheHomeDirectory() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.write(#"{"per_page": 7}"#, to: "my-config.json")
        let loaded = try home.load(overrides: ConfigurationOverrides(configPath: "~/my-config.json"))
        #expect(loaded.configuration.perPage == 7)
        #expect(loaded.configFilePath == path)
    }

    @Test func defaultCachePathFollowsXDGCacheHome() {
        let cache = Configuration.CacheSettings()
        #expect(
            ConfigurationPaths.cacheFile(
                cache, environment: ["XDG_CACHE_HOME": "/xdg/cache"], home: "/home/octo")
                == "/xdg/cache/ghtui/cache.sqlite")
        #expect(
            ConfigurationPaths.cacheFile(cache, environment: [:], home: "/home/octo")
                == "/home/octo/.cache/ghtui/cache.sqlite"
        )
        #expect(
            ConfigurationPaths.cacheFile(cache, environment: ["XDG_CACHE_HOME": ""], home: "/home/octo/")
                == "/home/octo/.cache/ghtui/cache.sqlite")
        #expect(
            ConfigurationPaths.cacheFile(
                cache, environment: ["XDG_CACHE_HOME": "relative"], home: "/home/octo")
                == "/home/octo/.cache/ghtui/cache.sqlite")
    }

    @Test func explicitCachePathWinsAndExpandsTilde() {
        let environment = ["XDG_CACHE_HOME": "/xdg/cache"]
        #expect(
            ConfigurationPaths.cacheFile(
                Configuration.CacheSettings(path: "/var/cache/ghtui.sqlite"), environment: environment,
                home: "/home/octo") == "/var/cache/ghtui.sqlite")
        #expect(
            ConfigurationPaths.cacheFile(
                Configuration.CacheSettings(path: "~/caches/ghtui.sqlite"), environment: environment,
                home: "/home/octo")
                == "/home/octo/caches/ghtui.sqlite")
    }

    @Test func cachePathFromFileResolvesAgainstTheHomeDirectory() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"cache": {"path": "~/c.sqlite"}}"#)
        let loaded = try home.load()
        #expect(loaded.configuration.cache.path == "~/c.sqlite")
        #expect(
            ConfigurationPaths.cacheFile(loaded.configuration.cache, environment: [:], home: home.path)
                == home.path
                + "/c.sqlite")
    }
}
