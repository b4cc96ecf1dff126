import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// Tokens per host (`hosts.HOST.token`) and the OAuth client ID, as the loader reads them.
@Suite struct ConfigurationHostTokenTests {
    static let file = #"""
        {"token": "top-level-token", "hosts": {
            "github.com": {"token": "dotcom-token"},
            "GHE.example.com": {"token": "ghe-token"},
            "127.0.0.1:8080": {"token": "fake-token"}}}
        """#

    @Test(arguments: [
        ([String: String](), "dotcom-token", "hosts.github.com.token"),
        (["GITHUB_API_URL": "https://ghe.example.com/api/v3"], "ghe-token", "hosts.ghe.example.com.token"),
        (["GITHUB_API_URL": "http://127.0.0.1:8080"], "fake-token", "hosts.127.0.0.1:8080.token"),
        (["GITHUB_API_URL": "http://127.0.0.1:9090"], "top-level-token", "token"),
    ])
    func theHostsEntryComesBeforeTheTopLevelToken(environment: [String: String], token: String, key: String)
        throws
    {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(Self.file)
        let loaded = try home.load(environment: environment)
        #expect(loaded.configuration.token?.value == token)
        let entryKey =
            key == "token"
            ? "token" : key.replacingOccurrences(of: "ghe.example.com", with: "GHE.example.com")
        #expect(loaded.source(of: .token) == .file(path: path, key: entryKey))
        #expect(loaded.warnings.isEmpty)
    }

    @Test func theEnvironmentComesBeforeTheHostsEntry() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(Self.file)
        let loaded = try home.load(environment: ["GITHUB_TOKEN": "environment-token"])
        #expect(loaded.configuration.token?.value == "environment-token")
        #expect(loaded.source(of: .token) == .environment(variable: "GITHUB_TOKEN"))
    }

    @Test func anotherHostsTokenIsNeverSent() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"hosts": {"ghe.example.com": {"token": "ghe-token"}}}"#)
        let loaded = try home.load()
        #expect(loaded.configuration.token == nil)
        #expect(loaded.host == "github.com")
    }

    @Test(arguments: [
        (#"{"hosts": []}"#, #""hosts" must be an object"#),
        (#"{"hosts": {"github.com": "abc"}}"#, #""hosts.github.com" must be an object"#),
        (#"{"hosts": {"github.com": {"token": 5}}}"#, #""hosts.github.com.token" must be a string"#),
        (#"{"hosts": {"github.com": {"token": "a b"}}}"#, "visible ASCII"),
        (#"{"oauth_client_id": "has space"}"#, "client ID"),
    ])
    func badHostsAndClientIDsAreRefusedWithoutShowingTokens(text: String, message: String) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(text)
        let error = try #require(home.loadError())
        #expect(error.description.contains(message), "\(error)")
        #expect(!error.description.contains("a b"))
    }

    @Test func unknownHostKeysAndReadableHostTokensAreWarnings() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(
            #"{"hosts": {"github.com": {"token": "t", "tokn": 1}}}"#, permissions: 0o644)
        let loaded = try home.load()
        #expect(loaded.warnings.contains { $0.contains(#"unknown key "hosts.github.com.tokn""#) })
        #expect(loaded.warnings.contains { $0.contains("chmod 600") })
    }

    @Test func theClientIDComesFromTheFlagThenTheEnvironmentThenTheFile() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(#"{"oauth_client_id": "Ov23liFile"}"#)
        #expect(try home.load().oauthClientID?.value == "Ov23liFile")
        #expect(try home.load().oauthClientID?.source == .file(path: path, key: "oauth_client_id"))
        let environment = ["GHTUI_OAUTH_CLIENT_ID": "Ov23liEnv"]
        #expect(try home.load(environment: environment).oauthClientID?.value == "Ov23liEnv")
        let flag = ConfigurationOverrides(oauthClientID: "Ov23liFlag")
        #expect(try home.load(environment: environment, overrides: flag).oauthClientID?.value == "Ov23liFlag")
    }
}
