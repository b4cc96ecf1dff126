import FakeGitHub
import Foundation
import Testing

/// With no other token, ghtui asks the GitHub CLI (`gh auth token --hostname HOST`), with a fake
/// `gh` first (and alone) on `PATH`: signed in, not signed in, hanging, missing.
@Suite(.serialized, .oneBinaryAtATime) struct GHFallbackTests {
    /// A `gh` that answers `auth token --hostname HOST` with the fixture's token, and records its
    /// arguments in `gh-args` beside it.
    static func signedIn(_ fixture: AuthFixture) throws {
        try fixture.installGH(
            """
            echo "$@" > "\(fixture.home.path)/gh-args"
            if [ "$1 $2 $3" = "auth token --hostname" ]; then echo "\(AuthFixture.token)"; exit 0; fi
            exit 1
            """)
    }

    @Test func aSignedInGHGivesTheTokenAndStatusSaysSo() async throws {
        let fixture = AuthFixture()
        defer { fixture.remove() }
        try Self.signedIn(fixture)
        try await FakeGitHub.serving(options: AuthFixture.options()) { server, url in
            let status = try await fixture.run(["auth", "status", "--api-url", url.absoluteString])
            #expect(status.status == 0, "\(status.stderr)")
            #expect(status.text.contains("Signed in as: mona"))
            #expect(
                status.text.contains(
                    "Token from: the GitHub CLI (gh auth token --hostname \(AuthFixture.host(of: url)))"))
            let arguments = try String(contentsOfFile: fixture.home.path + "/gh-args", encoding: .utf8)
            #expect(arguments == "auth token --hostname \(AuthFixture.host(of: url))\n")

            let dump = try await fixture.run(["--api-url", url.absoluteString, "--json", "--include", "user"])
            #expect(dump.status == 0, "\(dump.stderr)")
            let users = await server.requests.filter { $0.path == "/user" }
            #expect(!users.isEmpty)
            #expect(users.allSatisfy { $0.header("authorization") == "Bearer \(AuthFixture.token)" })
            #expect(!fixture.leaks(status, dump))
        }
    }

    @Test func aGHThatIsNotSignedInIsPassedOverSilently() async throws {
        let fixture = AuthFixture()
        defer { fixture.remove() }
        try fixture.installGH(
            """
            echo "no oauth token found for 127.0.0.1; run gh auth login" >&2
            exit 1
            """)
        try await FakeGitHub.serving(options: AuthFixture.options()) { server, url in
            let dump = try await fixture.run([
                "--api-url", url.absoluteString, "--user", "mona", "--json", "--include", "user",
            ])
            #expect(dump.status == 0, "\(dump.stderr)")
            #expect(dump.stderr.isEmpty)
            #expect(await server.requests.allSatisfy { $0.header("authorization") == nil })
            let status = try await fixture.run([
                "auth", "status", "--api-url", url.absoluteString, "--verbose",
            ])
            #expect(status.status == 4)
            #expect(status.stderr.contains("not signed in"))
            #expect(!status.stderr.contains("no oauth token found"))
            #expect(status.stderr.contains("gh auth token --hostname \(AuthFixture.host(of: url)) failed"))
        }
    }

    @Test func aGHThatHangsIsStoppedAndPassedOver() async throws {
        let fixture = AuthFixture()
        defer { fixture.remove() }
        // The child `sleep` keeps the output pipe open: only ending the whole process group ends it.
        try fixture.installGH("/bin/sleep 600; echo \(AuthFixture.token)")
        try await FakeGitHub.serving(options: AuthFixture.options()) { server, url in
            let dump = try await fixture.run(
                [
                    "--api-url", url.absoluteString, "--user", "mona", "--json", "--include", "user",
                    "--verbose",
                ])
            #expect(dump.status == 0, "\(dump.stderr)")
            #expect(dump.stderr.contains("did not answer within"))
            #expect(await server.requests.allSatisfy { $0.header("authorization") == nil })
            let status = try await fixture.run(["auth", "status", "--api-url", url.absoluteString])
            #expect(status.status == 4)
            #expect(!fixture.leaks(dump, status))
        }
    }

    @Test func withoutGHOnThePathGhtuiCarriesOn() async throws {
        let fixture = AuthFixture()
        defer { fixture.remove() }
        try await FakeGitHub.serving(options: AuthFixture.options()) { _, url in
            let dump = try await fixture.run(
                [
                    "--api-url", url.absoluteString, "--user", "mona", "--json", "--include", "user",
                    "--verbose",
                ])
            #expect(dump.status == 0, "\(dump.stderr)")
            #expect(dump.stderr.contains("gh is not on PATH"))
        }
    }

    @Test func aGHThatNeverSignedInIsNotEvenRun() async throws {
        let fixture = AuthFixture()
        defer { fixture.remove() }
        try fixture.installGH(#"echo "$@" > "\#(fixture.home.path)/gh-args"; exit 1"#, withHostsFile: false)
        try await FakeGitHub.serving(options: AuthFixture.options()) { _, url in
            let dump = try await fixture.run(
                [
                    "--api-url", url.absoluteString, "--user", "mona", "--json", "--include", "user",
                    "--verbose",
                ])
            #expect(dump.status == 0, "\(dump.stderr)")
            #expect(dump.stderr.contains("gh has no hosts.yml"))
            #expect(!FileManager.default.fileExists(atPath: fixture.home.path + "/gh-args"))
        }
    }

    @Test func aStoredTokenOrTheDemoNeverAsksGH() async throws {
        let fixture = AuthFixture()
        defer { fixture.remove() }
        try Self.signedIn(fixture)
        try await FakeGitHub.serving(options: AuthFixture.options()) { _, url in
            try fixture.writeConfig(
                #"{"hosts": {"\#(AuthFixture.host(of: url))": {"token": "\#(AuthFixture.token)"}}}"#)
            let status = try await fixture.run(["auth", "status", "--api-url", url.absoluteString])
            #expect(status.status == 0, "\(status.stderr)")
            #expect(status.text.contains("Token from: the config file"))
        }
        let demo = try await fixture.run(["--demo", "--json", "--include", "user"])
        #expect(demo.status == 0, "\(demo.stderr)")
        #expect(!FileManager.default.fileExists(atPath: fixture.home.path + "/gh-args"))
    }
}
