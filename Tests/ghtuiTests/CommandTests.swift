import ArgumentParser
import GitHubKit
import Testing

@testable import ghtui

/// The command line as ArgumentParser hands it to `run()`: option groups, and `--include` and
/// `--fields` already turned into the values the dump uses.
@Suite struct CommandTests {
    @Test func includeIsParsedOnceIntoSectionsInTheirWrittenOrder() throws {
        let command = try GHTUI.parse(["--json", "--include", "starred, user,activity,user"])
        #expect(command.output.sections == [.user, .starred, .activity])
        #expect(try GHTUI.parse(["--json"]).output.sections == Section.defaults)
    }

    @Test func repoHasItsOwnDefaultSectionsAndState() throws {
        let command = try GHTUI.parse(["--repo", "mona/hello-world", "--json"])
        #expect(command.output.sections == Section.repositoryDefaults)
        #expect(command.output.issueState == .open)
        #expect(try command.repository == RepositoryName(owner: "mona", name: "hello-world"))
        let chosen = try GHTUI.parse([
            "--repo", "mona/hello-world", "--include", "contributors,repo", "--state", "all",
        ])
        #expect(chosen.output.sections == [.repo, .contributors])
        #expect(chosen.output.issueState == .all)
    }

    @Test func fieldsAreParsedOnceIntoKeyNames() throws {
        let command = try GHTUI.parse(["--json", "--fields", "login, name,,!,followers"])
        #expect(command.output.keptFields == ["login", "name", "followers"])
        #expect(try GHTUI.parse(["--json"]).output.keptFields == nil)
    }

    @Test func limitZeroMeansEveryItem() throws {
        #expect(try GHTUI.parse(["--json", "--limit", "0"]).output.listLimit == nil)
        #expect(try GHTUI.parse(["--json"]).output.listLimit == 1000)
    }

    @Test func flagsInEveryGroupBecomeConfigurationOverrides() throws {
        let command = try GHTUI.parse([
            "--user", "mona", "--api-url", "http://127.0.0.1:8080", "--per-page", "50", "--concurrency", "2",
            "--timeout", "2.5", "--retries", "0", "--offline", "--cache-path", "/tmp/c.sqlite", "--config",
            "/tmp/ghtui.json",
        ])
        #expect(command.user == "mona")
        #expect(
            command.overrides
                == ConfigurationOverrides(
                    configPath: "/tmp/ghtui.json", apiURL: "http://127.0.0.1:8080", perPage: 50,
                    concurrency: 2,
                    timeout: 2.5, retries: 0, cacheMode: .offline, cachePath: "/tmp/c.sqlite"))
        #expect(try GHTUI.parse(["--no-cache"]).overrides.cacheMode == .disabled)
        #expect(try GHTUI.parse([]).overrides == ConfigurationOverrides())
    }

    @Test(arguments: [
        (["--include", "user,bogus"], #"unknown --include section "bogus""#),
        (["--fields", ",!,"], "--fields needs comma-separated field names"),
        (["--json", "--jsonl"], "--json and --jsonl exclude each other"),
        (["--pretty", "--compact"], "--pretty and --compact exclude each other"),
        (["--offline", "--no-cache"], "--offline needs the cache; drop --no-cache"),
        (["--user", "a b"], "not a valid GitHub login"),
    ])
    func eachGroupRefusesItsOwnBadInput(arguments: [String], message: String) {
        let error = #expect(throws: (any Error).self) { try GHTUI.parse(arguments) }
        if let error {
            #expect(GHTUI.exitCode(for: error) == .validationFailure)
            #expect(GHTUI.message(for: error).contains(message), "\(GHTUI.message(for: error))")
        }
    }

    @Test func helpGroupsTheOptionsAndKeepsTheExamplesAndExitCodes() {
        let help = GHTUI.helpMessage(columns: 100)
        for heading in ["EXAMPLES:", "EXIT CODES:", "OUTPUT:", "CONNECTION:", "CACHE:", "OPTIONS:"] {
            #expect(help.contains(heading), "\(heading)")
        }
        #expect(help.contains("--retries <retries>"))
        #expect(help.contains("Times a failed read is sent again, 0–10 (default 3)."))
        #expect(help.contains("(default: user,repos,followers)"))
    }
}
