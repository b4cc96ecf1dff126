import ArgumentParser
import FakeGitHub
import Foundation
import GitHubKit

/// The command line: its flags read like its `--help`.
struct GHTUI: ParsableCommand {
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
        version: GitHub.version
    )

    @Option(help: "The GitHub login to open (default: the token's user).")
    var user: String?

    @Flag(help: "Write one JSON document of GitHub's objects instead of browsing.")
    var json = false

    @Flag(help: "Write one JSON object per line, {\"section\":…,\"data\":…}, as pages arrive.")
    var jsonl = false

    @Option(help: "Sections to dump, from user,repos,followers,following,starred,activity.")
    var include = Section.defaults.map(\.rawValue).joined(separator: ",")

    @Option(help: "Items per list at most; 0 for everything.")
    var limit = 1000

    @Option(help: "Keep only these keys in every object, e.g. login,name,followers.")
    var fields: String?

    @Flag(help: "Indent the JSON (the default when stdout is a terminal).")
    var pretty = false

    @Flag(help: "Compact JSON (the default when stdout is not a terminal).")
    var compact = false

    @Option(
        name: .customLong("api-url"),
        help: "The REST API's URL (GITHUB_API_URL; default https://api.github.com).")
    var apiURL: String?

    @Option(
        name: .customLong("web-url"),
        help: "The web host's URL (GITHUB_SERVER_URL; derived from the API URL).")
    var webURL: String?

    @Option(help: "The configuration file to read.")
    var config: String?

    @Option(help: "Requests in flight at once, 1–64 (default 8).")
    var concurrency: Int?

    @Option(name: .customLong("per-page"), help: "Items per API page, 1–100 (default 100).")
    var perPage: Int?

    @Option(help: "Seconds to wait for an answer (default 30).")
    var timeout: Double?

    @Flag(help: "Answer from the cache only; never touch the network.")
    var offline = false

    @Flag(name: .customLong("no-cache"), help: "Do not read or write the response cache.")
    var noCache = false

    @Option(name: .customLong("cache-path"), help: "Where the response cache lives.")
    var cachePath: String?

    @Flag(help: "Log requests, statuses, cache hits and the rate limit to stderr.")
    var verbose = false

    @Flag(help: "Start FakeGitHub in-process and open its demo user: no network, no token.")
    var demo = false

    func validate() throws {
        if json && jsonl { throw ValidationError("--json and --jsonl exclude each other") }
        if pretty && compact { throw ValidationError("--pretty and --compact exclude each other") }
        if offline && noCache { throw ValidationError("--offline needs the cache; drop --no-cache") }
        if limit < 0 { throw ValidationError("--limit must be 0 (everything) or more, got \(limit)") }
        if let user {
            do {
                try GitHubNames.validateLogin(user)
            } catch {
                throw ValidationError("\(error)")
            }
        }
        if let fields, selectedFields(fields) == nil {
            throw ValidationError("--fields needs comma-separated field names such as login,name,followers")
        }
        do {
            _ = try Section.parse(include)
        } catch .usage(let message) {
            throw ValidationError(message)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// The `--fields` names, nil when none is a plausible field name.
    func selectedFields(_ text: String) -> Set<String>? {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { name in
                !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            }
        return names.isEmpty ? nil : Set(names)
    }

    /// The settings given on the command line, for the configuration loader.
    var overrides: ConfigurationOverrides {
        ConfigurationOverrides(
            configPath: config, apiURL: apiURL, webURL: webURL, perPage: perPage, concurrency: concurrency,
            timeout: timeout, cacheMode: offline ? .offline : noCache ? .disabled : nil, cachePath: cachePath)
    }
}
