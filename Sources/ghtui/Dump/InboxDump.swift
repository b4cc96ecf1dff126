import Foundation
import GitHubKit

/// `ghtui inbox --json|--jsonl`: the token's user's notifications (one repository's with
/// `--repo`) as GitHub sent them, newest first, unread only unless `--all`, kept to `--reason`.
///
/// `--json` writes `{"notifications":[...]}` once everything has arrived, so a failure leaves
/// stdout empty; `--jsonl` writes `{"section":"notifications","data":{...}}` a page at a time.
struct InboxDump: Sendable {
    let github: GitHub
    /// Read threads too.
    let all: Bool
    /// Only these reasons; nil for every one.
    let reasons: Set<String>?
    /// Only this repository's threads.
    let repository: RepositoryName?
    /// Threads at most; nil for all.
    let limit: Int?
    let fields: Set<String>?
    let pretty: Bool
    let console: Console

    /// The section name in both forms.
    private static let section = "notifications"

    /// The route of the first page: GitHub lists at most 50 notifications a page.
    private var route: any Router {
        if let repository {
            GithubRouter.activity.listRepoNotificationsForAuthenticatedUser(
                owner: repository.owner, repo: repository.name, all: all ? true : nil, perPage: 50)
        } else {
            GithubRouter.activity.listNotificationsForAuthenticatedUser(all: all ? true : nil, perPage: 50)
        }
    }

    /// Writes one document, or one line per thread with `lines`.
    func write(lines: Bool) async throws {
        var matched = false
        var seen = false
        var out: [UInt8] = lines ? [] : Array("{".utf8)
        if !lines {
            JSONWriter.newline(pretty: pretty, depth: 1, into: &out)
            out += Array("\"\(Self.section)\":\(pretty ? " " : "")[".utf8)
        }
        var count = 0
        try await each { thread in
            seen = true
            guard let kept = try select(thread) else { return }
            matched = true
            if lines {
                var line = Array("{\"section\":\"\(Self.section)\",\"data\":".utf8)
                kept.write(pretty: false, into: &line)
                line += Array("}\n".utf8)
                try console.out(line)
            } else {
                if count > 0 { out.append(UInt8(ascii: ",")) }
                JSONWriter.newline(pretty: pretty, depth: 2, into: &out)
                kept.write(pretty: pretty, indent: 2, into: &out)
            }
            count += 1
        }
        if let fields, seen, !matched {
            throw DumpError.usage(
                "none of the --fields (\(fields.sorted().joined(separator: ","))) exist in GitHub's objects")
        }
        guard !lines else { return }
        if count > 0 { JSONWriter.newline(pretty: pretty, depth: 1, into: &out) }
        out += Array("]".utf8)
        JSONWriter.newline(pretty: pretty, depth: 0, into: &out)
        out += Array("}\n".utf8)
        try console.out(out)
    }

    /// Hands each thread kept by `--reason` to `body`, in GitHub's order, up to `--limit`; says
    /// on stderr when the limit left some out.
    private func each(_ body: (RawJSON) throws -> Void) async throws {
        var count = 0
        for try await page in try github.pages(of: route, parse: JSONDump.elements) {
            if let total = page.totalPages, total > 1 {
                console.progress("\(Self.section): page \(page.number)/\(total)")
            }
            for thread in page.items where try keeps(thread) {
                if let limit, count == limit {
                    console.clearProgress()
                    console.err("\(Self.section): \(limit)+; --limit 0 for all")
                    return
                }
                try body(thread)
                count += 1
            }
        }
        console.clearProgress()
    }

    /// Whether `thread`'s reason is one asked for.
    private func keeps(_ thread: RawJSON) throws -> Bool {
        guard let reasons else { return true }
        let reason = try thread.members().first { $0.key == "reason" }?.value.string
        return reason.map(reasons.contains) ?? false
    }

    /// The thread cut to `--fields`; nil when it has none of them.
    private func select(_ thread: RawJSON) throws -> RawJSON? {
        guard let fields else { return thread }
        return try thread.keeping(fields)
    }
}
