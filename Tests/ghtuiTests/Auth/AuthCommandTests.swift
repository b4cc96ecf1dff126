import FakeGitHub
import Foundation
import Testing

/// `ghtui auth login|status|logout` as a user runs them: the real binary against FakeGitHub's
/// device flow, with a scratch home and config file.
@Suite(.serialized, .oneBinaryAtATime) struct AuthCommandTests {
    @Test func loginStoresTheTokenPrivatelyKeepingEveryOtherKeyAndStatusAndLogoutFollow() async throws {
        let fixture = AuthFixture()
        defer { fixture.remove() }
        try fixture.writeConfig(
            #"{"theme": "dark", "per_page": 50, "timeout": 2.5, "cache": {"max_size_mb": 10}, "#
                + #""hosts": {"ghe.example.com": {"token": "keep-this-one"}}}"#, permissions: 0o644)
        let options = AuthFixture.options { $0.pendingPolls = 2 }
        try await FakeGitHub.serving(options: options) { _, url in
            let host = AuthFixture.host(of: url)
            let login = try await fixture.run([
                "auth", "login", "--api-url", url.absoluteString, "--client-id", AuthFixture.clientID,
            ])
            #expect(login.status == 0, "\(login.stderr)")
            #expect(login.stderr.contains("FAKE-0001"))
            #expect(login.stderr.contains("\(url.absoluteString)/login/device"))
            #expect(login.stderr.contains("Signed in to \(host) as mona"))
            #expect(login.stderr.contains(fixture.configPath))
            #expect(try fixture.configPermissions() == 0o600)
            let config = try fixture.config()
            #expect(config["theme"] as? String == "dark")
            #expect(config["per_page"] as? Int == 50)
            #expect(config["timeout"] as? Double == 2.5)
            #expect((config["cache"] as? [String: Any])?["max_size_mb"] as? Int == 10)
            let hosts = try #require(config["hosts"] as? [String: [String: String]])
            #expect(
                hosts == ["ghe.example.com": ["token": "keep-this-one"], host: ["token": AuthFixture.token]])

            let status = try await fixture.run([
                "auth", "status", "--api-url", url.absoluteString, "--verbose",
            ])
            #expect(status.status == 0, "\(status.stderr)")
            #expect(status.text.contains(host))
            #expect(status.text.contains("Signed in as: mona"))
            #expect(status.text.contains("Scopes: repo, read:org"))
            #expect(
                status.text.contains(
                    "Token from: the config file \(fixture.configPath) (hosts.\(host).token)"))

            let logout = try await fixture.run(["auth", "logout", "--api-url", url.absoluteString])
            #expect(logout.status == 0, "\(logout.stderr)")
            #expect(logout.stderr.contains("Removed the token for \(host)"))
            let after = try fixture.config()
            #expect(
                after["hosts"] as? [String: [String: String]] == [
                    "ghe.example.com": ["token": "keep-this-one"]
                ])
            #expect(after["theme"] as? String == "dark")

            let signedOut = try await fixture.run(["auth", "status", "--api-url", url.absoluteString])
            #expect(signedOut.status == 4)
            #expect(signedOut.stderr.contains("not signed in to \(host)"))
            let again = try await fixture.run(["auth", "logout", "--api-url", url.absoluteString])
            #expect(again.status == 4)
            #expect(!fixture.leaks(login, status, logout, signedOut, again))
        }
    }

    @Test func theStoredTokenIsTheOneTheBrowserAndDumpsUse() async throws {
        let fixture = AuthFixture()
        defer { fixture.remove() }
        try await FakeGitHub.serving(options: AuthFixture.options()) { server, url in
            let login = try await fixture.run([
                "auth", "login", "--api-url", url.absoluteString, "--client-id", AuthFixture.clientID,
            ])
            #expect(login.status == 0, "\(login.stderr)")
            #expect(try fixture.configPermissions() == 0o600)
            let dump = try await fixture.run(["--api-url", url.absoluteString, "--json", "--include", "user"])
            #expect(dump.status == 0, "\(dump.stderr)")
            #expect(dump.text.contains(#""login":"mona""#) || dump.text.contains(#""login" : "mona""#))
            let authorized = await server.requests.filter { $0.path == "/user" }
            #expect(authorized.allSatisfy { $0.header("authorization") == "Bearer \(AuthFixture.token)" })
            #expect(!fixture.leaks(login, dump))
        }
    }

    @Test(arguments: [(DeviceFlowOptions.Outcome.deny, "denied"), (.expire, "expired")])
    func aDeniedOrExpiredSignInExitsWithFourAndStoresNothing(
        outcome: DeviceFlowOptions.Outcome, word: String
    ) async throws {
        let fixture = AuthFixture()
        defer { fixture.remove() }
        try fixture.writeConfig(#"{"theme": "light"}"#)
        let options = AuthFixture.options {
            $0.outcome = outcome
            $0.pendingPolls = 1
        }
        try await FakeGitHub.serving(options: options) { _, url in
            let result = try await fixture.run([
                "auth", "login", "--api-url", url.absoluteString, "--client-id", AuthFixture.clientID,
            ])
            #expect(result.status == 4)
            #expect(
                result.stderr.contains("ghtui: sign-in was \(word)")
                    || result.stderr.contains("sign-in \(word)"))
            #expect(try fixture.config().keys.sorted() == ["theme"])
        }
    }

    @Test func loginWithoutAClientIDSaysHowToGetOneAndExitsWithTwo() async throws {
        let fixture = AuthFixture()
        defer { fixture.remove() }
        try await FakeGitHub.serving(options: AuthFixture.options()) { server, url in
            let result = try await fixture.run(["auth", "login", "--api-url", url.absoluteString])
            #expect(result.status == 2)
            #expect(result.stderr.contains("Register an OAuth app"))
            #expect(result.stderr.contains("Enable Device Flow"))
            #expect(result.stderr.contains("gh auth login"))
            #expect(await server.requests.isEmpty)
        }
    }

    @Test func aWrongClientIDExitsWithTwoNamingIt() async throws {
        let fixture = AuthFixture()
        defer { fixture.remove() }
        try await FakeGitHub.serving(options: AuthFixture.options()) { _, url in
            let result = try await fixture.run(
                ["auth", "login", "--api-url", url.absoluteString],
                environment: ["GHTUI_OAUTH_CLIENT_ID": "nope"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("client ID"))
        }
    }

    @Test func aConfigFileThatIsNotJSONIsNamedAndKeptAsItWas() async throws {
        let fixture = AuthFixture()
        defer { fixture.remove() }
        let broken = #"{"theme": "dark", "oauth_client_id": "fakegithub-client-id""#
        try fixture.writeConfig(broken)
        try await FakeGitHub.serving(options: AuthFixture.options()) { _, url in
            let result = try await fixture.run([
                "auth", "login", "--api-url", url.absoluteString, "--client-id", AuthFixture.clientID,
            ])
            #expect(result.status != 0)
            #expect(result.stderr.contains(fixture.configPath))
            #expect(try String(contentsOfFile: fixture.configPath, encoding: .utf8) == broken)
            #expect(!fixture.leaks(result))
        }
    }

    @Test func aConfigDirectoryThatCannotBeMadeIsNamed() async throws {
        let fixture = AuthFixture()
        defer { fixture.remove() }
        try await FakeGitHub.serving(options: AuthFixture.options()) { _, url in
            // Not even root can make a directory in /proc.
            let result = try await fixture.run(
                ["auth", "login", "--api-url", url.absoluteString, "--client-id", AuthFixture.clientID],
                environment: ["XDG_CONFIG_HOME": "/proc/self/nothing-here"])
            #expect(result.status == 1)
            #expect(
                result.stderr.contains("cannot write config file /proc/self/nothing-here/ghtui/config.json"))
            #expect(!fixture.leaks(result))
        }
    }

    @Test func anEnvironmentTokenIsReportedAsTheSourceAndLogoutLeavesIt() async throws {
        let fixture = AuthFixture()
        defer { fixture.remove() }
        try await FakeGitHub.serving(options: AuthFixture.options()) { _, url in
            let environment = ["GH_TOKEN": AuthFixture.token]
            let status = try await fixture.run(
                ["auth", "status", "--api-url", url.absoluteString], environment: environment)
            #expect(status.status == 0, "\(status.stderr)")
            #expect(status.text.contains("Token from: the environment variable GH_TOKEN"))
            let logout = try await fixture.run(
                ["auth", "logout", "--api-url", url.absoluteString], environment: environment)
            #expect(logout.status == 0)
            #expect(logout.stderr.contains("GH_TOKEN"))
            #expect(logout.stderr.contains("it was not removed"))
            #expect(!fixture.leaks(status, logout))
        }
    }
}
