import ArgumentParser
import Foundation
import GitHubKit

/// What a dump writes and how: `--json` or `--jsonl`, which sections, how many items, which keys.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Write one JSON document of GitHub's objects instead of browsing.")
    var json = false

    @Flag(help: "Write one JSON object per line, {\"section\":…,\"data\":…}, as pages arrive.")
    var jsonl = false

    @Option(
        help: """
            Sections to dump (default: \(Section.defaults.map(\.rawValue).joined(separator: ","))), from \
            user, repos, followers, following, starred, activity, and for an organization org \
            and members; with --repo (default: \
            \(Section.repositoryDefaults.map(\.rawValue).joined(separator: ","))), from repo, readme, \
            issues, pulls, releases, contributors, runs (workflow runs); with --pull N (default: \
            \(Section.pullRequestDefaults.map(\.rawValue).joined(separator: ","))), from pull, files, \
            reviews, review_comments, commits, checks (the head commit's check runs and combined \
            status, {"check_runs":[...],"status":{...}}).
            """)
    var include: String?

    @Option(help: "With --repo: which issues and pull requests, open, closed or all (default: open).")
    var state: String?

    @Option(help: "Items per list at most; 0 for everything.")
    var limit = 1000

    @Option(help: "Keep only these keys in every object, e.g. login,name,followers.")
    var fields: String?

    @Flag(help: "Indent the JSON (the default when stdout is a terminal).")
    var pretty = false

    @Flag(help: "Compact JSON (the default when stdout is not a terminal).")
    var compact = false

    /// `--include` as sections in the order they are written; set by `validate()`.
    private(set) var sections = Section.defaults
    /// `--fields` as key names, nil for every key; set by `validate()`.
    private(set) var keptFields: Set<String>?
    /// `--state` as a filter; set by `validate()`.
    private(set) var issueState = IssueStateFilter.open

    // The parsed values above are not arguments of their own.
    private enum CodingKeys: CodingKey {
        case json, jsonl, include, limit, fields, pretty, compact, state
    }

    /// Whether a dump was asked for, rather than the browser.
    var dumping: Bool { json || jsonl }

    /// `--limit` as a cap on each list; nil for everything.
    var listLimit: Int? { limit == 0 ? nil : limit }

    /// Whether to indent: `--pretty`, else `--compact`, else whether stdout is a terminal.
    func indents(onTerminal stdoutIsTerminal: Bool) -> Bool {
        pretty || (!compact && stdoutIsTerminal)
    }

    mutating func validate() throws {
        if json && jsonl { throw ValidationError("--json and --jsonl exclude each other") }
        if pretty && compact { throw ValidationError("--pretty and --compact exclude each other") }
        if limit < 0 { throw ValidationError("--limit must be 0 (everything) or more, got \(limit)") }
        if let fields {
            guard let names = Self.fieldNames(fields) else {
                throw ValidationError(
                    "--fields needs comma-separated field names such as login,name,followers")
            }
            keptFields = names
        }
        if let state {
            guard let filter = IssueStateFilter(rawValue: state) else {
                throw ValidationError(
                    "--state must be open, closed or all, got \"\(Sanitizer.clean(state))\"")
            }
            issueState = filter
        }
    }

    /// Fits the sections to the dump: a user's, a repository's (`--repo`) or a pull request's
    /// (`--pull`), whose default `--include` and names differ; `--state` needs `--repo` alone.
    mutating func fit(for kind: DumpKind) throws {
        if state != nil && kind != .repository {
            throw ValidationError(
                kind == .user
                    ? "--state applies to --repo OWNER/NAME"
                    : "--state applies to a repository's issues and pulls, not to --pull")
        }
        guard let include else {
            sections = kind.defaults
            return
        }
        do {
            sections = try Section.parse(include, for: kind)
        } catch .usage(let message) {
            throw ValidationError(message)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// The `--fields` names, nil when none is a plausible field name.
    private static func fieldNames(_ text: String) -> Set<String>? {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { name in
                !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            }
        return names.isEmpty ? nil : Set(names)
    }
}
