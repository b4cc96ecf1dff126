import Foundation
import GitHubKit
import Testing

@testable import ghtui

@Suite struct ConfigurationUnknownKeyTests {
    @Test(arguments: [
        ("per_pag", "per_page"),
        ("perPage", "per_page"),
        ("per-page", "per_page"),
        ("apiUrl", "api_url"),
        ("tokne", "token"),
        ("Theme", "theme"),
        ("timout", "timeout"),
    ])
    func misspeltTopLevelKeyWarnsWithASuggestion(_ key: String, _ suggestion: String) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig("{\(key.debugDescription): 1, \"concurrency\": 3}")
        let loaded = try home.load()
        #expect(
            loaded.warnings == [
                "config file \(path): unknown key \"\(key)\" (did you mean \"\(suggestion)\"?)"
            ])
        #expect(loaded.configuration.concurrency == 3)
    }

    @Test func misspeltCacheKeyWarnsWithTheDottedName() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(
            #"{"cache": {"mdoe": "offline", "maxSizeMB": 5, "path": "/c"}}"#)
        let loaded = try home.load()
        #expect(
            loaded.warnings == [
                "config file \(path): unknown key \"cache.maxSizeMB\" (did you mean \"cache.max_size_mb\"?)",
                "config file \(path): unknown key \"cache.mdoe\" (did you mean \"cache.mode\"?)",
            ])
        #expect(loaded.configuration.cache.mode == .revalidate)
        #expect(loaded.configuration.cache.path == "/c")
    }

    @Test func unrelatedKeyWarnsWithoutASuggestion() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(#"{"colour_scheme": null, "//": "a comment"}"#)
        let loaded = try home.load()
        #expect(
            loaded.warnings == [
                "config file \(path): unknown key \"//\" (ignored)",
                "config file \(path): unknown key \"colour_scheme\" (ignored)",
            ])
        #expect(loaded.configuration == Configuration())
    }

    @Test func unknownKeysDoNotHideErrors() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(#"{"per_pag": 5, "theme": "blue"}"#)
        #expect(
            home.loadError()
                == .invalidValue(
                    source: .file(path: path, key: "theme"),
                    expected: #"one of "auto", "dark", "light", "none""#,
                    got: #""blue""#))
    }
}
