import Foundation
import GitHubKit
import Synchronization

/// Writes a user's profile and lists, a repository, its README and lists, or a pull request and
/// its parts, as GitHub's own JSON objects.
///
/// `--json` gathers every section concurrently and writes one document at the end, so a
/// failure leaves stdout empty. `--jsonl` writes each page's lines as it arrives, one
/// section after another, so memory stays flat however long the list.
final class JSONDump: Sendable {
    let github: GitHub
    /// Whose data: a user (nil for the token's) or a repository.
    let subject: DumpSubject
    let sections: [Section]
    /// Items per list at most; nil for all.
    let limit: Int?
    let fields: Set<String>?
    let pretty: Bool
    let perPage: Int
    let console: Console
    /// Whether `--fields` kept anything from any object, and whether there was any object.
    private let selection = Mutex((matched: false, seen: false))
    /// How many items each list that `--limit` cut kept, said once the dump has succeeded.
    private let cuts = Mutex<[Section: Int]>([:])
    /// How many items each list GitHub caps (``Section/listedAtMost``) had, to say when the cap
    /// left some out.
    private let listed = Mutex<[Section: Int]>([:])
    /// The organization's sections asked of a login that is not one, said once the dump has
    /// succeeded (a 404 there could also mean the login does not exist, which the dump says).
    private let notAnOrganization = Mutex<Set<Section>>([])

    init(
        github: GitHub, subject: DumpSubject, sections: [Section], limit: Int?, fields: Set<String>?,
        pretty: Bool,
        perPage: Int, console: Console
    ) {
        self.github = github
        self.subject = subject
        self.sections = sections
        self.limit = limit
        self.fields = fields
        self.pretty = pretty
        self.perPage = perPage
        self.console = console
    }

    /// `{"user": {...}, "repos": [...], ...}`, written once everything has arrived. Items are
    /// written (repaired and indented) as their pages arrive, so the end only joins them, a
    /// chunk at a time.
    func writeDocument() async throws {
        let (profile, lists) = try await gather()
        let head = sections.contains(subject.head) ? try select(profile.raw) : nil
        try checkFieldsMatched()
        var out: [UInt8] = [UInt8(ascii: "{")]
        out.reserveCapacity(Self.chunk)
        for (index, section) in sections.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            newline(depth: 1, &out)
            out += Array("\"\(section.rawValue)\":".utf8)
            if pretty { out.append(0x20) }
            if section == subject.head {
                if let head {
                    head.write(pretty: pretty, indent: 1, into: &out)
                } else {
                    out += Array("{}".utf8)
                }
                continue
            }
            let items = lists[section] ?? []
            if section.isObject {
                // The README or the organization: its object as received, or null when none.
                out += items.first ?? Array("null".utf8)
                continue
            }
            out.append(UInt8(ascii: "["))
            for (position, item) in items.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                newline(depth: 2, &out)
                out += item
                if out.count >= Self.chunk {
                    try console.out(out)
                    out.removeAll(keepingCapacity: true)
                }
            }
            if !items.isEmpty { newline(depth: 1, &out) }
            out.append(UInt8(ascii: "]"))
        }
        newline(depth: 0, &out)
        out += Array("}\n".utf8)
        try console.out(out)
        reportCuts(profile)
        reportNotAnOrganization(profile)
    }

    /// The bytes gathered before a write: a 4 MB document goes out in a few writes, without
    /// a second copy of it in memory.
    private static let chunk = 256 * 1024

    /// A line break and indentation, when pretty.
    private func newline(depth: Int, _ out: inout [UInt8]) {
        JSONWriter.newline(pretty: pretty, depth: depth, into: &out)
    }

    /// The profile (or repository) and every list. With a login or repository given, all of
    /// them are fetched at once; the token's own user must be known before its lists can be
    /// asked for.
    private func gather() async throws -> (Profile, [Section: [[UInt8]]]) {
        if subject.isKnown {
            async let profile = profile()
            async let lists = collectLists(subject)
            return try await (profile, lists)
        }
        let profile = try await profile()
        return (profile, try await collectLists(try known(profile)))
    }

    /// The subject with what its lists need from its own object: the token's user's login, or
    /// the pull request's head commit.
    private func known(_ profile: Profile) throws -> DumpSubject {
        switch subject {
        case .user(nil): .user(try profile.login)
        case .pullRequest(let repository, let number, nil):
            .pullRequest(repository, number: number, headSHA: try profile.headSHA)
        default: subject
        }
    }

    private func collectLists(_ subject: DumpSubject) async throws -> [Section: [[UInt8]]] {
        try await withThrowingTaskGroup(of: (Section, [[UInt8]]).self) { group in
            for section in sections where section != subject.head {
                group.addTask { (section, try await self.collect(section, subject)) }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
    }

    /// `{"section":"followers","data":{...}}` per line, written page by page.
    func writeLines() async throws {
        let profile = try await profile()
        let subject = try known(profile)
        if sections.contains(subject.head), let head = try select(profile.raw) {
            try console.out(line(subject.head, head))
        }
        for section in sections where section != subject.head {
            var written = false
            try await each(section, subject) { items in
                written = true
                try console.out(items.flatMap { line(section, $0) })
            }
            // A repository without a README, or a user's `org`, has a line saying so.
            if section.isObject && !written {
                try console.out(line(section, RawJSON(bytes: Array("null".utf8))))
            }
        }
        try checkFieldsMatched()
        reportCuts(profile)
        reportNotAnOrganization(profile)
    }

    /// Says once per list that `--limit` cut it, with GitHub's total where the profile has one,
    /// and once per list that GitHub's own cap cut.
    private func reportCuts(_ profile: Profile) {
        let counts = cuts.withLock { $0 }
        for section in sections {
            guard let count = counts[section] else { continue }
            let total = section.countField.flatMap { profile.counts[$0] }.map { " of \($0)" } ?? "+"
            console.err("\(section.rawValue): \(count)\(total); --limit 0 for all")
        }
        let listed = listed.withLock { $0 }
        for section in sections where counts[section] == nil {
            guard let cap = section.listedAtMost, let count = listed[section], count >= cap,
                let total = section.countField.flatMap({ profile.counts[$0] }), total > count
            else { continue }
            console.err("\(section.rawValue): \(count) of \(total); GitHub lists at most \(cap)")
        }
    }

    /// Says which organization's sections a user has none of.
    private func reportNotAnOrganization(_ profile: Profile) {
        let sections = notAnOrganization.withLock { $0 }
        guard !sections.isEmpty else { return }
        let login = (try? profile.login).map { "\($0) is" } ?? "this is"
        for section in self.sections where sections.contains(section) {
            let written = section.isObject ? "null" : "none"
            console.err("\(section.rawValue): \(login) not an organization; \(written) written")
        }
    }

    private func line(_ section: Section, _ item: RawJSON) -> [UInt8] {
        var out = Array("{\"section\":\"\(section.rawValue)\",\"data\":".utf8)
        item.write(pretty: false, into: &out)
        out += Array("}\n".utf8)
        return out
    }

    /// The user (or repository) object as received, with its login and counts.
    private func profile() async throws -> Profile {
        let response: APIResponse
        do {
            response = try await github.client.response(for: subject.headRoute)
        } catch {
            // The one request whose 404 says the login (or repository) itself is wrong.
            if case .notFound = error.rootCause, let notFound = subject.notFound { throw notFound }
            throw error
        }
        do {
            return try Profile(raw: RawJSON(validating: response.body))
        } catch {
            throw DumpError.unexpectedBody("\(response.endpoint) did not answer with a JSON object")
        }
    }

    /// A list's items, each written as it will appear in the document (inside a list of a
    /// top-level object: two levels deep; the README, an object, one level).
    private func collect(_ section: Section, _ subject: DumpSubject) async throws -> [[UInt8]] {
        var items: [[UInt8]] = []
        try await each(section, subject) { page in
            for item in page {
                items.append(item.written(pretty: pretty, indent: section.isObject ? 1 : 2))
            }
        }
        return items
    }

    /// Hands a section's kept items to `body`, a page at a time.
    private func each(_ section: Section, _ subject: DumpSubject, _ body: ([RawJSON]) throws -> Void)
        async throws
    {
        switch (section, subject) {
        case (.activity, .user(let login?)):
            try body(try await activity(login: login).compactMap(select))
        case (.readme, .repository(let repository, _)):
            if let readme = try await RepositoryParts.readme(of: repository, github: github) {
                try body([readme].compactMap(select))
            }
        case (.checks, .pullRequest(let repository, _, let sha?)):
            var runs: [RawJSON] = []
            if let route = section.route(subject, perPage: perPage) {
                try await walk(section, route: route) { runs += $0 }
            }
            let status = try await PullRequestParts.combinedStatus(of: sha, in: repository, github: github)
            try body([PullRequestParts.checks(runs: runs, status: try status.flatMap(select))])
        case (.org, .user(let login?)):
            if let org = try await OrganizationParts.organization(login, github: github) {
                try body([org].compactMap(select))
            } else {
                notAnOrganization.withLock { _ = $0.insert(.org) }
            }
        default:
            guard let route = section.route(subject, perPage: perPage) else { return }
            do {
                try await walk(section, route: route, body)
            } catch let error as GitHubError
                where section == .issues && RepositoryParts.issuesAreDisabled(error)
            {
                // A repository with issues turned off has none: said, not a failure.
                console.clearProgress()
                console.err("issues: turned off for this repository (410 Gone); none written")
            } catch let error as GitHubError
                where section == .members && OrganizationParts.isNotAnOrganization(error)
            {
                notAnOrganization.withLock { _ = $0.insert(.members) }
            }
        }
    }

    /// The entries of the activity feed as JSON objects, cut to `--limit`.
    private func activity(login: String) async throws -> [RawJSON] {
        let feed = try await github.activity(of: login)
        if feed.isTruncated {
            console.err(
                "activity: the feed was cut short; kept the \(feed.entries.count) entries before the cut")
        }
        var entries = feed.entries
        if let limit, entries.count > limit {
            entries = Array(entries.prefix(limit))
            cuts.withLock { $0[.activity] = limit }
        }
        return try entries.map(ActivityObject.make)
    }

    /// Walks a list's pages, handing each page's kept items to `body`, and notes when `--limit`
    /// cut the list.
    private func walk(_ section: Section, route: any Router, _ body: ([RawJSON]) throws -> Void)
        async throws
    {
        var count = 0
        var more = false
        for try await page in try github.pages(of: route, limit: limit, parse: section.readPage) {
            var items = page.items
            if let limit, count + items.count >= limit {
                more = count + items.count > limit || page.next != nil
                items = Array(items.prefix(limit - count))
            }
            count += items.count
            if let total = page.totalPages, total > 1 {
                console.progress("\(section.rawValue): page \(page.number)/\(total)")
            }
            try body(try items.compactMap(select))
        }
        console.clearProgress()
        if more { cuts.withLock { $0[section] = count } }
        if section.listedAtMost != nil { listed.withLock { $0[section] = count } }
    }

    static func elements(_ response: APIResponse) throws(GitHubError) -> [RawJSON] {
        do {
            return try RawJSON.elements(ofArray: response.body)
        } catch {
            throw .decodingFailed(
                endpoint: response.endpoint, codingPath: "", reason: "expected a JSON array")
        }
    }

    /// The object without `temp_clone_token` (a credential GitHub puts in a repository it
    /// lets the token's user clone, which no output holds), cut to `--fields`; nil when it has
    /// none of them.
    private func select(_ object: RawJSON) throws -> RawJSON? {
        let object = try object.removingMembers(named: "temp_clone_token")
        guard let fields else { return object }
        let kept = try object.keeping(fields)
        selection.withLock {
            $0.seen = true
            $0.matched = $0.matched || kept != nil
        }
        return kept
    }

    /// `--fields` that match nothing at all are a usage error, not an empty dump.
    private func checkFieldsMatched() throws {
        guard let fields, selection.withLock({ $0.seen && !$0.matched }) else { return }
        throw DumpError.usage(
            "none of the --fields (\(fields.sorted().joined(separator: ","))) exist in GitHub's objects")
    }
}

/// The head object of a dump (the user, or the repository), with what the lists need from it.
private struct Profile: Sendable {
    let raw: RawJSON
    let members: [String: RawJSON]

    init(raw: RawJSON) throws {
        self.raw = raw
        members = Dictionary(try raw.members().map { ($0.key, $0.value) }) { first, _ in first }
    }

    var login: String {
        get throws {
            guard let login = members["login"]?.string else {
                throw DumpError.unexpectedBody("the user object has no login")
            }
            return login
        }
    }

    /// A pull request's head commit, which its checks are for.
    var headSHA: String {
        get throws {
            guard let head = members["head"], let sha = try? head.members().first(where: { $0.key == "sha" }),
                let text = sha.value.string
            else {
                throw DumpError.unexpectedBody("the pull request object has no head.sha")
            }
            return text
        }
    }

    /// Integer fields such as `followers`, for "1000 of 3000".
    var counts: [String: Int] {
        members.compactMapValues { Int(String(decoding: $0.bytes, as: UTF8.self)) }
    }
}
