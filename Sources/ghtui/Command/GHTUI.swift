import ArgumentParser
import Foundation
import GitHubKit

/// The command line: its flags read like its `--help`.
struct GHTUI: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ghtui",
        abstract: "Browse GitHub users, their repos, followers, following and stars from a terminal.",
        discussion: """
            EXAMPLES:
              ghtui --user dyljqq                      browse a user in the terminal
              ghtui --demo                             browse FakeGitHub's demo user, no network
              ghtui --user dyljqq --json | jq .user    profile, repos and followers as JSON
              ghtui --user dyljqq --jsonl --include followers --limit 0 | wc -l
              ghtui --user dyljqq --json --fields login,name,followers

            TOKEN: GH_TOKEN, else GITHUB_TOKEN, else "token" in the config file.
            CONFIG: --config PATH, else $XDG_CONFIG_HOME/ghtui/config.json, else ~/.config/ghtui/config.json.

            \(ExitStatus.help)
            """,
        version: GitHub.version,
        subcommands: [MarkdownCommand.self]
    )

    @Option(help: "The GitHub login to open (default: the token's user).")
    var user: String?

    @OptionGroup(title: "Output")
    var output: OutputOptions

    @OptionGroup(title: "Connection")
    var connection: ConnectionOptions

    @OptionGroup(title: "Cache")
    var cache: CacheOptions

    @Flag(help: "Log requests, statuses, cache hits and the rate limit to stderr.")
    var verbose = false

    @Flag(help: "Start FakeGitHub in-process and open its demo user: no network, no token.")
    var demo = false

    func validate() throws {
        if let user {
            do {
                try GitHubNames.validateLogin(user)
            } catch {
                throw ValidationError("\(error)")
            }
        }
    }

    /// Browses or dumps; a failure has been reported on stderr and ends in its documented status.
    func run() async throws {
        // The trace file is opened again here: `Entry` holds its own for the `main` and `exit`
        // lines, and appends from both interleave by whole lines.
        let trace = Trace(environment: ProcessInfo.processInfo.environment)
        let status = await Runner(command: self, console: Console(), trace: trace).run()
        guard status == .success else { throw ExitCode(status.rawValue) }
    }

    /// The settings given on the command line, for the configuration loader.
    var overrides: ConfigurationOverrides {
        ConfigurationOverrides(
            configPath: connection.config, apiURL: connection.apiURL, webURL: connection.webURL,
            perPage: connection.perPage, concurrency: connection.concurrency, timeout: connection.timeout,
            retries: connection.retries,
            cacheMode: cache.offline ? .offline : cache.noCache ? .disabled : nil,
            cachePath: cache.cachePath)
    }
}
