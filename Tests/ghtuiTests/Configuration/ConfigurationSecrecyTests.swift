import Foundation
import GitHubKit
import Testing

@testable import ghtui

@Suite struct ConfigurationSecrecyTests {
    static let secret = "ghp_SECRET0123456789abcdefghijklmnopqrstu"

    /// Every way a value commonly reaches a terminal or log.
    static func renderings(of value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), "\(value)", dumped]
    }

    @Test func loadedConfigurationNeverPrintsItsToken() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig("{\"token\": \"\(Self.secret)\"}")
        let loaded = try home.load()
        #expect(loaded.configuration.token?.value == Self.secret)
        for rendering in Self.renderings(of: loaded) {
            #expect(!rendering.contains(Self.secret), "\(rendering)")
        }
    }

    @Test(arguments: [0o644, 0o640, 0o604, 0o660, 0o666])
    func tokenInAFileOthersCanReadWarns(_ permissions: Int) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig("{\"token\": \"\(Self.secret)\"}", permissions: permissions)
        let loaded = try home.load()
        #expect(
            loaded.warnings == [
                "config file \(path) holds a token and is readable by others; run chmod 600 \(path)"
            ])
        #expect(loaded.configuration.token?.value == Self.secret)
    }

    @Test(arguments: [0o600, 0o400])
    func tokenInAPrivateFileDoesNotWarn(_ permissions: Int) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig("{\"token\": \"\(Self.secret)\"}", permissions: permissions)
        #expect(try home.load().warnings.isEmpty)
    }

    @Test func readableFileWithoutATokenDoesNotWarn() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"theme": "dark", "token": null}"#, permissions: 0o644)
        #expect(try home.load().warnings.isEmpty)
    }

    @Test func chmodSuggestionQuotesAPathWithSpaces() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.write(
            "{\"token\": \"\(Self.secret)\"}", to: "my dir/it's.json", permissions: 0o644)
        let loaded = try home.load(overrides: ConfigurationOverrides(configPath: path))
        let quoted = "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        #expect(
            loaded.warnings == [
                "config file \(path) holds a token and is readable by others; run chmod 600 \(quoted)"
            ])
    }

    @Test func tokenNeverAppearsInAnyErrorOrWarning() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        var messages: [String] = []
        func collect(
            file: String?, environment: [String: String] = [:], overrides: ConfigurationOverrides = .init()
        )
            throws
        {
            if let file {
                try home.writeDefaultConfig(file, permissions: 0o644)
            }
            do {
                messages += try home.load(environment: environment, overrides: overrides).warnings
            } catch {
                messages.append(error.description)
            }
        }
        let secret = Self.secret
        try collect(
            file: "{\"token\": \"\(secret)\", \"tokne\": \"\(secret)\", \"cache\": {\"x\": \"\(secret)\"}}")
        try collect(file: "{\"token\": \"\(secret)\", \"per_page\": 0}")
        try collect(file: "{\"token\": \"\(secret) with spaces\"}")
        try collect(file: "{\"token\": \"\(secret)\", \"per_page\": x}")
        try collect(file: "{\"token\": [\"\(secret)\"]}")
        try collect(file: nil, environment: ["GH_TOKEN": "\(secret)\u{7}"])
        try collect(file: nil, environment: ["GITHUB_TOKEN": "\(secret) \(secret)"])
        try collect(
            file: nil, overrides: ConfigurationOverrides(apiURL: "https://x:\(secret)@ghe.example.com"))
        try collect(
            file: nil, overrides: ConfigurationOverrides(webURL: "https://\(secret)@ghe.example.com/x"))
        try collect(file: nil, environment: ["GITHUB_API_URL": "ftp://\(secret)@x"])
        #expect(messages.count >= 10)
        for message in messages {
            #expect(!message.contains(secret), "\(message)")
        }
    }
}
