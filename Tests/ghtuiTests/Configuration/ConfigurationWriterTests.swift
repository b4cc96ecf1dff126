import Foundation
import Testing

@testable import ghtui

/// The config file writer: a token in, a token out, and nothing else of the file lost.
@Suite struct ConfigurationWriterTests {
    static func permissions(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func storingCreatesThePrivateDirectoryAndFile() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try ConfigurationWriter(path: home.defaultConfigPath).store("t0ken", host: "github.com")
        #expect(try Self.permissions(home.defaultConfigPath) == 0o600)
        #expect(try Self.permissions(home.path + "/.config/ghtui") == 0o700)
        #expect(try Self.permissions(home.path + "/.config") == 0o700)
        let loaded = try home.load()
        #expect(loaded.configuration.token?.value == "t0ken")
        #expect(loaded.warnings.isEmpty)
    }

    @Test func storingAndRemovingKeepEveryOtherKeyAndValue() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let original = #"""
            {"token": "old", "theme": "dark", "timeout": 2.5, "per_page": 7, "x-custom": [1, true, null],
             "cache": {"mode": "off"}, "hosts": {"ghe.example.com": {"token": "ghe"}}}
            """#
        try home.writeDefaultConfig(original, permissions: 0o644)
        let writer = ConfigurationWriter(path: home.defaultConfigPath)
        try writer.store("new", host: "github.com")
        #expect(try Self.permissions(home.defaultConfigPath) == 0o600)
        #expect(try home.load().configuration.token?.value == "new")
        #expect(try writer.removeToken(host: "github.com"))
        #expect(try !writer.removeToken(host: "github.com"))
        let expected = try JSONSerialization.jsonObject(with: Data(original.utf8)) as? NSDictionary
        let data = try Data(contentsOf: URL(fileURLWithPath: home.defaultConfigPath))
        let now = try JSONSerialization.jsonObject(with: data) as? NSDictionary
        #expect(now == expected)
    }

    @Test func aFileThatIsNotAJSONObjectIsLeftAlone() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig("[1, 2]")
        #expect(throws: ConfigurationError.self) {
            try ConfigurationWriter(path: home.defaultConfigPath).store("t", host: "github.com")
        }
        #expect(try String(contentsOfFile: home.defaultConfigPath, encoding: .utf8) == "[1, 2]")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.path + "/.config/ghtui")
        #expect(leftovers == ["config.json"])
    }
}
