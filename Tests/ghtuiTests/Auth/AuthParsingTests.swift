import ArgumentParser
import Testing

@testable import ghtui

/// `ghtui auth …` parses into its subcommands with their own flags, and plain `ghtui` as before.
@Suite struct AuthParsingTests {
    @Test func subcommandFlagsBelongToTheSubcommand() throws {
        let parsed = try GHTUI.parseAsRoot(["auth", "status", "--verbose", "--api-url", "http://127.0.0.1:1"])
        let status = try #require(parsed as? AuthStatus, "\(type(of: parsed))")
        #expect(status.options.verbose)
        #expect(status.options.connection.apiURL == "http://127.0.0.1:1")
    }

    @Test func withoutAuthTheCommandLineIsGhtuisAsBefore() throws {
        let parsed = try GHTUI.parseAsRoot(["--user", "mona", "--json", "--verbose"])
        let command = try #require(parsed as? GHTUI)
        #expect(command.user == "mona")
        #expect(command.verbose)
        #expect(try GHTUI.parse(["--verbose"]).verbose)
        #expect(try !GHTUI.parse([]).verbose)
    }

    @Test func loginTakesAClientIDAndScopes() throws {
        let parsed = try GHTUI.parseAsRoot(["auth", "login", "--client-id", "Ov23li", "--scopes", "repo"])
        let login = try #require(parsed as? AuthLogin)
        #expect(login.clientID == "Ov23li")
        #expect(login.scopes == "repo")
        #expect(
            try (GHTUI.parseAsRoot(["auth", "login"]) as? AuthLogin)?.scopes
                == "repo,user,read:org,gist,notifications")
    }
}
