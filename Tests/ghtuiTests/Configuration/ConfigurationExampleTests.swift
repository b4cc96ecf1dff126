import Foundation
import GitHubKit
import Testing

@testable import ghtui

@Suite struct ConfigurationExampleTests {
    /// `config.example.json` at the package root, found from this file's own location.
    static let examplePath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Configuration
        .deletingLastPathComponent()  // ghtuiTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("config.example.json").path

    @Test func exampleConfigLoadsWithoutWarnings() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let loaded = try home.load(overrides: ConfigurationOverrides(configPath: Self.examplePath))
        #expect(loaded.warnings == [])
        #expect(loaded.configFilePath == Self.examplePath)
        // Its keys spell out standard ones, so copying it changes no key but adds its commands.
        let commands = loaded.keyMap.bindings.filter {
            if case .runCommand = $0.command { true } else { false }
        }
        #expect(commands.count == 2)
        #expect(KeyMap(loaded.keyMap.bindings.filter { !commands.contains($0) }) == .standard)
    }

    @Test func exampleConfigSetsEveryKeyButTheToken() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let loaded = try home.load(overrides: ConfigurationOverrides(configPath: Self.examplePath))
        for key in ConfigurationKey.allCases where key != .token {
            #expect(loaded.source(of: key) == .file(path: Self.examplePath, key: key.rawValue), "\(key)")
        }
        // The example lists "token": null on purpose: tokens belong in GH_TOKEN, not in a shared file.
        #expect(loaded.configuration.token == nil)
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.examplePath))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object.keys.contains("token"))
    }
}
