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
              ghtui --demo                             Home on FakeGitHub as its demo user, no network
              ghtui --demo --user octo-org             an organization's profile
              ghtui --user dyljqq --json | jq .user    profile, repos and followers as JSON
              ghtui --user dyljqq --jsonl --include followers --limit 0 | wc -l
              ghtui --user dyljqq --json --fields login,name,followers
              ghtui --repo apple/swift                 browse a repository with its tabs
              ghtui --repo apple/swift --json --include repo,issues --state all --limit 50
              ghtui --repo apple/swift --jsonl --include pulls --fields number,title
              ghtui --repo apple/swift --json --include repo,runs --limit 20
              ghtui --repo apple/swift --pull 123 --jsonl --include files,reviews
              ghtui --repo apple/swift --job 39800005800 --log > job.log
              ghtui inbox                              your notifications (a token needed)
              ghtui inbox --jsonl --reason review_requested
              ghtui auth login --client-id ID          sign in with GitHub's device flow

            TOKEN: GH_TOKEN, else GITHUB_TOKEN, else the config file's entry for the host
              (ghtui auth login), else its "token", else `gh auth token` if gh signed in.
            CONFIG: --config PATH, else $XDG_CONFIG_HOME/ghtui/config.json,
              else ~/.config/ghtui/config.json.

            \(ExitStatus.help)
            """,
        version: GitHub.version,
        subcommands: [
            AuthCommand.self, InboxCommand.self, MarkdownCommand.self, DiffCommand.self, LogCommand.self,
        ]
    )

    @Option(help: "The GitHub login to open (default: the token's user).")
    var user: String?

    @OptionGroup var target: RepositoryOption

    /// `--repo`, as written.
    var repo: String? { target.repo }

    @Option(
        help: """
            With --repo: open this pull request (by number) in the browser, or with --json or \
            --jsonl dump it and its parts (see --include) instead of the repository.
            """)
    var pull: Int?

    @Option(help: "With --repo and --log: the Actions job, by ID (as in the job's URL).")
    var job: Int?

    @Flag(
        help: """
            With --repo and --job: write the job's log to stdout as plain text (escape sequences \
            and control characters removed, timestamps kept).
            """)
    var log = false

    @OptionGroup(title: "Output")
    var output: OutputOptions

    @OptionGroup(title: "Connection")
    var connection: ConnectionOptions

    @OptionGroup(title: "Cache")
    var cache: CacheOptions

    @OptionGroup var logging: VerboseOption

    /// `--verbose`
    var verbose: Bool { logging.verbose }

    @OptionGroup var mouse: MouseOption

    @Flag(
        help:
            "Start FakeGitHub in-process, signed in as its demo user with a demo token: no network, no real token."
    )
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
        if log || job != nil { return try validateLog() }
        if let pull {
            guard repo != nil else { throw ValidationError("--pull needs --repo OWNER/NAME") }
            guard pull > 0 else { throw ValidationError("--pull needs a pull request number, 1 or more") }
        }
        try output.fit(for: pull != nil ? .pullRequest : repo != nil ? .repository : .user)
    }

    /// `--job ID --log`: a job of `--repo`, written as text, without the dump's options.
    private func validateLog() throws {
        guard let job else { throw ValidationError("--log needs --job ID") }
        guard log else { throw ValidationError("--job needs --log: ghtui writes a job's log") }
        guard repo != nil else { throw ValidationError("--job needs --repo OWNER/NAME") }
        guard job > 0 else { throw ValidationError("--job needs a job ID, 1 or more") }
        if pull != nil { throw ValidationError("--log and --pull exclude each other") }
        if output.dumping { throw ValidationError("--log writes plain text; drop --json and --jsonl") }
        if output.include != nil || output.fields != nil || output.state != nil {
            throw ValidationError("--include, --fields and --state apply to --json and --jsonl, not --log")
        }
        if cache.offline {
            throw ValidationError("--log reads GitHub's log storage, which is never cached; drop --offline")
        }
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
            cachePath: cache.cachePath, mouse: mouse.noMouse ? false : nil)
    }
}
