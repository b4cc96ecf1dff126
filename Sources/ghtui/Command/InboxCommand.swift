import ArgumentParser
import Foundation
import GitHubKit

/// `ghtui inbox`: the token's user's notifications, in the browser (where `i` also opens them)
/// or, with `--json`/`--jsonl`, written as GitHub sent them.
struct InboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inbox",
        abstract: "Open your GitHub notifications, or write them as JSON (a token needed).",
        discussion: """
            EXAMPLES:
              ghtui inbox                                     the inbox in the browser
              ghtui inbox --json | jq '.notifications | length'
              ghtui inbox --jsonl --all --reason review_requested,mention
              ghtui inbox --json --repo apple/swift --fields id,reason,subject

            REASONS: GitHub's, e.g. review_requested, mention, team_mention, assign, author,
              comment, ci_activity, state_change, subscribed, security_alert.

            \(ExitStatus.help)
            """)

    @Flag(help: "Read notifications too, not only unread ones.")
    var all = false

    @Option(
        help: "With --json or --jsonl: only these reasons, comma-separated (e.g. review_requested,mention).")
    var reason: String?

    @OptionGroup var target: RepositoryOption

    @OptionGroup(title: "Output")
    var output: OutputOptions

    @OptionGroup(title: "Connection")
    var connection: ConnectionOptions

    @OptionGroup(title: "Cache")
    var cache: CacheOptions

    @OptionGroup var logging: VerboseOption

    @OptionGroup var mouse: MouseOption

    /// `--repo`, as written.
    var repo: String? { target.repo }

    /// `--reason` as a set; nil for every reason.
    var reasons: Set<String>? {
        reason.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
    }

    mutating func validate() throws {
        if output.include != nil || output.state != nil {
            throw ValidationError(
                "--include and --state apply to a user's or repository's dump, not to the inbox")
        }
        if let reason {
            let names = reason.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard names.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0 == "_" } }) else {
                throw ValidationError(
                    "--reason needs GitHub's reason names, comma-separated, e.g. review_requested,mention; got \"\(Sanitizer.clean(reason))\""
                )
            }
        }
        if !output.dumping && (reason != nil || repo != nil) {
            throw ValidationError(
                "--reason and --repo apply to --json and --jsonl; in the browser, f cycles the reasons and / filters"
            )
        }
        if let repo {
            do {
                _ = try RepositoryName(parsing: repo)
            } catch {
                throw ValidationError("--repo: \(error)")
            }
        }
    }

    /// Opens the inbox or writes it; a failure has been reported on stderr and ends in its
    /// documented status.
    func run() async throws {
        var command = try GHTUI.parse([])
        command.output = output
        command.connection = connection
        command.cache = cache
        command.logging = logging
        command.mouse = mouse
        let request = InboxRequest(
            all: all, reasons: reasons, repository: try repo.map { try RepositoryName(parsing: $0) })
        let trace = Trace(environment: ProcessInfo.processInfo.environment)
        let status = await Runner(command: command, console: Console(), trace: trace, inbox: request).run()
        guard status == .success else { throw ExitCode(status.rawValue) }
    }
}

/// What `ghtui inbox` asks for: read threads too, which reasons, which repository.
struct InboxRequest: Sendable {
    /// Read threads too.
    var all: Bool
    /// Only these reasons (dumps only); nil for every one.
    var reasons: Set<String>?
    /// Only this repository's threads (dumps only).
    var repository: RepositoryName?
}
