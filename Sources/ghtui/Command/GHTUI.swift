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
              ghtui --demo --user octo-org             an organization's profile
              ghtui --user dyljqq --json | jq .user    profile, repos and followers as JSON
              ghtui --user dyljqq --jsonl --include followers --limit 0 | wc -l
              ghtui --user dyljqq --json --fields login,name,followers
              ghtui --repo apple/swift                 browse a repository with its tabs
              ghtui --repo apple/swift --json --include repo,issues --state all --limit 50
              ghtui --repo apple/swift --jsonl --include pulls --fields number,title
              ghtui auth login --client-id ID          sign in with GitHub's device flow

            TOKEN: GH_TOKEN, else GITHUB_TOKEN, else the config file's entry for the host
              (ghtui auth login), else its "token", else `gh auth token` if gh signed in.
            CONFIG: --config PATH, else $XDG_CONFIG_HOME/ghtui/config.json,
              else ~/.config/ghtui/config.json.

            \(ExitStatus.help)
            """,
        version: GitHub.version,
        subcommands: [AuthCommand.self, MarkdownCommand.self]
    )

    @Option(help: "The GitHub login to open (default: the token's user).")
    var user: String?

    @Option(help: "A repository to open instead of a user, written OWNER/NAME.")
    var repo: String?

    @OptionGroup(title: "Output")
    var output: OutputOptions

    @OptionGroup(title: "Connection")
    var connection: ConnectionOptions

    @OptionGroup(title: "Cache")
    var cache: CacheOptions

    @OptionGroup var logging: VerboseOption

    /// `--verbose`
    var verbose: Bool { logging.verbose }

    @Flag(
        name: .customLong("no-mouse"),
        help: "Leave the mouse to the terminal (selecting text): no clicks or wheel in the browser.")
    var noMouse = false

    @Flag(help: "Start FakeGitHub in-process and open its demo user: no network, no token.")
    var demo = false

    mutating func validate() throws {
        if let user {
            do {
                try GitHubNames.validateLogin(user)
            } catch {
                throw ValidationError("\(error)")
            }
        }
        if repo != nil && user != nil { throw ValidationError("--user and --repo exclude each other") }
        _ = try repository
        try output.fit(forRepository: repo != nil)
    }

    /// `--repo` as a checked name; nil without it.
    var repository: RepositoryName? {
        get throws {
            guard let repo else { return nil }
            do {
                return try RepositoryName(parsing: repo)
            } catch {
                throw ValidationError("--repo: \(error)")
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
            perPage: connection.perPage, concurrency: connection.concurrency,
            connections: connection.connections,
            timeout: connection.timeout,
            retries: connection.retries,
            cacheMode: cache.offline ? .offline : cache.noCache ? .disabled : nil,
            cachePath: cache.cachePath, mouse: noMouse ? false : nil)
    }
}
