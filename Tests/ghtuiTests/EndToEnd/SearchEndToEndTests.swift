import FakeGitHub
import Foundation
import Testing

@testable import ghtui

/// The search screen of the real `ghtui` in a real (tmux) terminal against FakeGitHub: `S`, a
/// query with qualifiers sent as typed, the three tabs with their counts searched when shown,
/// paging, `Enter` on a repository, a person and an issue, GitHub's 422, and no matches.
@Suite(.serialized, .oneBinaryAtATime) struct SearchEndToEndTests {
    private let countPattern = #/ (Repositories|Users|Issues) ([0-9,]+) /#

    /// The `q` of every request FakeGitHub saw at `path`, decoded once as GitHub decodes it.
    private func queries(_ server: FakeGitHub, path: String) async -> [(raw: String, q: String?)] {
        await server.requests.filter { $0.path == path }.map { request in
            let raw = request.query.split(separator: "&").first { $0.hasPrefix("q=") }.map {
                String($0.dropFirst(2))
            }
            return (request.query, raw?.removingPercentEncoding)
        }
    }

    @Test func sSearchesTheFirstTabAsTypedPagesAndOpensARepository() async throws {
        try await FakeGitHub.serving { server, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-search",
                command: ghtuiShellCommand("--user mona --per-page 20", url: url))
            defer { session.kill() }
            // With 20 a page the second page may load at once: any page count will do.
            try await session.waitFor("page ", where: { $0.contains(#/page [0-9]+\//#) })
            session.send("S")
            try await session.waitFor("Search:")
            let typed = "user:mona stars:>10 in:name"
            session.type(typed)
            session.send("Enter")
            var screen = try await session.waitFor("Repositories ", where: { $0.contains("page 2/") })
            #expect(screen.contains(countPattern))
            #expect(screen.contains("Search: \(typed)"))
            let repositories = await queries(server, path: "/search/repositories")
            #expect(!repositories.isEmpty && repositories.allSatisfy { $0.q == typed })
            #expect(repositories.contains { $0.raw.contains("page=2") }, "the second page was fetched")
            #expect(await queries(server, path: "/search/users").isEmpty, "Users is searched only when shown")
            #expect(
                await queries(server, path: "/search/issues").isEmpty, "Issues is searched only when shown")

            // Enter on the first repository opens it; back comes to the results.
            session.send("Enter")
            screen = try await session.waitFor(" 1 README ")
            #expect(screen.contains("› mona/"))
            session.send("Escape")
            try await session.waitFor("Search: \(typed)")

            // Users: Enter opens the person's profile.
            session.send("2")
            var shown = try await session.screen("the Users tab") {
                $0.currentTab == 2 && $0.selectedRow != nil
            }
            let login = try #require(shown.selectedRow?.split(separator: " ").first.map(String.init))
            session.send("Enter")
            try await session.screen("\(login)'s profile") {
                $0.breadcrumb.hasSuffix("› \(login)") && $0.currentTab == 1
            }
            session.send("Escape")
            try await session.waitFor("Search: \(typed)")

            // Issues: Enter opens the issue or pull request itself.
            session.send("3")
            // The cursor is on the first row, which the column titles' row is above.
            shown = try await session.screen("the Issues tab") {
                $0.currentTab == 3 && $0.text.contains(#/\n +#[0-9]+ /#)
            }
            let number = try #require(shown.text.firstMatch(of: #/\n +#([0-9]+) /#)?.1)
            session.send("Enter")
            try await session.screen("issue #\(number)") { $0.breadcrumb.hasSuffix("#\(number)") }
            session.send("Escape")
            try await session.waitFor("Search: \(typed)")

            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func anInvalidQueryIsExplainedAndNoMatchesSaySo() async throws {
        try await FakeGitHub.serving { server, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-search-bad", command: ghtuiShellCommand("--user mona", url: url))
            defer { session.kill() }
            try await session.waitFor("page 1/")
            session.send("S")
            try await session.waitFor("Search:")
            session.type(#"label:"help wanted"#)
            session.send("Enter")
            try await session.waitFor(
                "GitHub refused the search: The search contains an unbalanced quotation")
            #expect(await server.requests.contains { $0.path == "/search/repositories" && $0.status == 422 })

            // S edits the query: the prompt starts on it.
            session.send("S")
            try await session.waitFor(#"Search: label:"help wanted"#)
            for _ in 0..<19 { session.send("BSpace") }
            session.type("zzqqxxnomatch")
            session.send("Enter")
            var screen = try await session.waitFor("No repositories match “zzqqxxnomatch”")
            #expect(screen.contains(" 1 Repositories 0 "))
            #expect(!screen.contains("GitHub refused"))
            session.send("2")
            screen = try await session.waitFor("No users match “zzqqxxnomatch”")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }
}
