import FakeGitHub
import Foundation
import TestSupport
import Testing

@testable import ghtui

/// `*` on a repository row (a profile's Repos tab, search results) in the real `ghtui` under
/// tmux against FakeGitHub: GitHub is asked whether the row is starred, then the star or unstar
/// is sent and shown on the row's count; a refusal names the scope and takes it back; without a
/// token nothing is sent; leaving the screen before GitHub answers still stars.
@Suite(.serialized, .oneBinaryAtATime) struct RowStarEndToEndTests {
    private let token = "row-star-token"

    private func session(_ name: String, _ arguments: String, url: URL, token: String?) async throws
        -> TmuxSession
    {
        let environment = token.map { "GH_TOKEN=\($0)" } ?? ""
        return try await TmuxSession(
            name: name, width: 150, command: ghtuiShellCommand(arguments, url: url, environment: environment))
    }

    /// The requests `server` received for `method path`.
    private func received(_ server: FakeGitHub, _ method: String, _ path: String) async -> [RecordedRequest] {
        await server.requests.filter { $0.method == method && $0.path == path }
    }

    /// Waits until `server` received `method path` `count` times, and returns the last answer's status.
    private func waitForRequest(_ server: FakeGitHub, _ method: String, _ path: String, count: Int = 1)
        async throws -> Int
    {
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            let requests = await received(server, method, path)
            if requests.count >= count, let last = requests.last { return last.status }
            try await Task.sleep(for: .milliseconds(25))
        }
        Issue.record("no \(method) \(path)")
        return 0
    }

    /// The selected row's star count ("★ 1,820" → 1820), when it is written in full (not "12.3k").
    private func stars(_ screen: TerminalScreen) -> Int? {
        screen.selectedRow.flatMap { $0.firstMatch(of: #/★ ([0-9,]+) /#) }.flatMap {
            Int($0.1.replacing(",", with: ""))
        }
    }

    @Test func starOnAProfilesRepositoryRowAsksThenStarsAndUnstarsShownOnTheRow() async throws {
        try await FakeGitHub.serving(options: Options(tokens: [token: "mona"])) { server, url in
            let session = try await session("ghtui-e2e-row-star", "--user mona", url: url, token: token)
            defer { session.kill() }
            var screen = try await session.screen("mona's repositories") {
                $0.text.contains("page 1/") && $0.text.contains("NAME") && $0.selectedRow != nil
            }
            let row = try #require(screen.selectedRow)
            let name = try #require(row.split(separator: " ").first.map(String.init))
            let count = try #require(stars(screen), "the first row's count is written in full: \(row)")
            let path = "/user/starred/mona/\(name)"

            session.type("*")
            #expect(try await waitForRequest(server, "GET", path) != 0)
            let wasStarred = await received(server, "GET", path).last?.status == 204
            screen = try await session.screen("the row starred") {
                $0.status.contains(wasStarred ? "unstarred mona/\(name)" : "★ starred mona/\(name)")
                    && stars($0) == count + (wasStarred ? -1 : 1)
            }
            #expect(try await waitForRequest(server, wasStarred ? "DELETE" : "PUT", path) == 204)

            // Once GitHub's answer is in (no spinner: nothing in flight), the second `*` knows
            // the state: it acts at once, with no new check.
            _ = try await session.screen("the write answered") { screen in
                !StatusBar.frames.contains { screen.status.contains($0) }
            }
            let back = wasStarred ? "★ starred mona/\(name)" : "unstarred mona/\(name)"
            session.type("*")
            _ = try await session.screen("the row back") {
                $0.status.contains(back) && stars($0) == count
            }
            #expect(try await waitForRequest(server, wasStarred ? "PUT" : "DELETE", path) == 204)
            #expect(await received(server, "GET", path).count == 1)
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func starOnASearchResultWithoutTheScopeNamesItAndRollsBackAndWithoutATokenSendsNothing()
        async throws
    {
        let options = Options(tokens: [token: "mona"], tokenScopes: [token: ["read:user"]])
        try await FakeGitHub.serving(options: options) { server, url in
            for (index, token) in [token, nil].enumerated() {
                let session = try await session(
                    "ghtui-e2e-row-star-\(index)", "--user mona", url: url, token: token)
                defer { session.kill() }
                let screen = try await session.searchRepositories("user:mona")
                let fullName = try #require(screen.selectedRow?.split(separator: " ").first.map(String.init))
                let count = try #require(stars(screen))
                let path = "/user/starred/\(fullName)"
                let before = await server.requests.count
                session.type("*")
                if token == nil {
                    _ = try await session.screen("needs a token") {
                        $0.status.contains("starring needs a token (GH_TOKEN or ghtui auth login)")
                    }
                    #expect(
                        await server.requests.dropFirst(before).allSatisfy {
                            !$0.path.hasPrefix("/user/starred")
                        })
                } else {
                    let said = try await session.screen("the refusal") {
                        $0.status.contains("the token needs scope public_repo or repo (it has read:user)")
                            && stars($0) == count
                    }
                    let refused = await server.requests.filter {
                        $0.path == path && ($0.method == "PUT" || $0.method == "DELETE")
                    }
                    #expect(refused.map(\.status) == [403])
                    // The refusal names the write the check chose.
                    let verb = refused.first?.method == "DELETE" ? "unstar" : "star"
                    #expect(said.status.contains("could not \(verb) \(fullName)"))
                }
                session.send("q")
                try await session.waitFor("EXITED:0")
            }
        }
    }

    @Test func leavingRightAfterAStarOnARowStillStarsIt() async throws {
        // GitHub answers slowly, so that Esc comes before the check's answer.
        let options = Options(latency: .milliseconds(300), tokens: [token: "mona"])
        try await FakeGitHub.serving(options: options) { server, url in
            let session = try await session("ghtui-e2e-row-star-leave", "--user mona", url: url, token: token)
            defer { session.kill() }
            let screen = try await session.searchRepositories("user:mona")
            let fullName = try #require(screen.selectedRow?.split(separator: " ").first.map(String.init))
            let path = "/user/starred/\(fullName)"
            session.type("*")
            session.send("Escape")
            try await session.screen("mona's profile again") { $0.breadcrumb.hasSuffix("› mona") }
            let wasStarred = try await waitForRequest(server, "GET", path) == 204
            #expect(try await waitForRequest(server, wasStarred ? "DELETE" : "PUT", path) == 204)
            // Said on the screen left for, once GitHub has done it.
            try await session.screen("the star said") {
                $0.status.contains(wasStarred ? "unstarred \(fullName)" : "★ starred \(fullName)")
            }
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }
}
