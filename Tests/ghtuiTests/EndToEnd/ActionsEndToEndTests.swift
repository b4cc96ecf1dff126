import FakeGitHub
import Foundation
import TestSupport
import Testing

@testable import ghtui

/// `*` (star) and `F` (follow) in the real `ghtui` under tmux against FakeGitHub: the request
/// GitHub received, the screen after it did it and after it refused, and no request at all
/// without a token.
@Suite(.serialized, .oneBinaryAtATime) struct ActionsEndToEndTests {
    private let token = "actions-token"

    private func session(_ name: String, _ arguments: String, url: URL, token: String?) async throws
        -> TmuxSession
    {
        let environment = token.map { "GH_TOKEN=\($0)" } ?? ""
        return try await TmuxSession(
            name: name, width: 150, command: ghtuiShellCommand(arguments, url: url, environment: environment))
    }

    /// Presses `key` until `text` shows. A press before ghtui has GitHub's answer to whether the
    /// repository is starred (or the user followed), or while the last write's answer is still on
    /// its way, is refused with "still asking GitHub…", as a user would see it, and pressed again:
    /// FakeGitHub records the check's request before ghtui has read its answer.
    /// The refusal stays on screen until a press is taken, so a press is judged refused only
    /// a second after it was sent: before, the refusal seen may be the last one's.
    private func pressAgain(_ key: String, _ session: TmuxSession, until text: String) async throws -> String
    {
        let deadline = ContinuousClock.now + hangGuard
        var pressed = ContinuousClock.now
        session.type(key)
        while ContinuousClock.now < deadline {
            try await Task.sleep(for: TmuxSession.pollInterval)
            let screen = await offThePool { session.capture() }
            if screen.contains(text) { return screen }
            if screen.contains("still asking GitHub"), ContinuousClock.now - pressed > .seconds(1) {
                pressed = ContinuousClock.now
                session.type(key)
            }
        }
        return try await session.waitFor(text)
    }

    /// The number before `label` on `screen` ("1,820 stars" → 1820).
    private func count(_ label: String, on screen: String) -> Int? {
        let match = screen.firstMatch(of: try! Regex("([0-9,]+) \(label)"))
        return match.flatMap {
            Int(String($0.output[1].substring ?? "").replacingOccurrences(of: ",", with: ""))
        }
    }

    /// The requests `server` received for `method path`.
    private func received(_ server: FakeGitHub, _ method: String, _ path: String) async -> [RecordedRequest] {
        await server.requests.filter { $0.method == method && $0.path == path }
    }

    /// Waits until `server` received `method path`, and returns its answer's status.
    private func waitForRequest(_ server: FakeGitHub, _ method: String, _ path: String) async throws -> Int {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if let request = await received(server, method, path).last { return request.status }
            try await Task.sleep(for: .milliseconds(25))
        }
        Issue.record("no \(method) \(path)")
        return 0
    }

    @Test func starWithATokenPutsThenDeletesAndTheHeaderFollows() async throws {
        try await FakeGitHub.serving(options: Options(tokens: [token: "mona"])) { server, url in
            let session = try await session(
                "ghtui-e2e-star", "--repo mona/hello-world", url: url, token: token)
            defer { session.kill() }
            let path = "/user/starred/mona/hello-world"
            let wasStarred = try await waitForRequest(server, "GET", path) == 204
            // The answer reached GitHub's side; wait until ghtui has painted it too.
            var screen = try await session.waitFor(
                "Hello, World! 👋",
                where: { $0.contains("stars") && (!wasStarred || $0.contains("★ starred")) })
            let stars = try #require(count("stars", on: screen))
            #expect(screen.contains("★ starred") == wasStarred)

            screen = try await pressAgain(
                "*", session, until: wasStarred ? "unstarred mona/hello-world" : "★ starred mona/hello-world")
            #expect(count("stars", on: screen) == stars + (wasStarred ? -1 : 1))
            #expect(try await waitForRequest(server, wasStarred ? "DELETE" : "PUT", path) == 204)

            screen = try await pressAgain(
                "*", session, until: wasStarred ? "★ starred mona/hello-world" : "unstarred mona/hello-world")
            #expect(count("stars", on: screen) == stars)
            #expect(try await waitForRequest(server, wasStarred ? "PUT" : "DELETE", path) == 204)
            #expect(await received(server, "PUT", path).count == 1)
            #expect(await received(server, "DELETE", path).count == 1)
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func aStarsAnswerLeavesANewerMessageOnTheStatusBar() async throws {
        let options = Options(latency: .milliseconds(800), tokens: [token: "mona"])
        try await FakeGitHub.serving(options: options) { server, url in
            let session = try await session(
                "ghtui-e2e-star-newer", "--repo mona/hello-world", url: url, token: token)
            defer { session.kill() }
            let path = "/user/starred/mona/hello-world"
            let wasStarred = try await waitForRequest(server, "GET", path) == 204
            try await session.waitFor(
                "Hello, World! 👋",
                where: { $0.contains("stars") && (!wasStarred || $0.contains("★ starred")) })
            _ = try await pressAgain(
                "*", session, until: wasStarred ? "unstarred mona/hello-world" : "★ starred mona/hello-world")
            // A newer message (o: the repository's address) while the write is on its way.
            session.type("o")
            try await session.waitFor("https://github.com/mona/hello-world")
            #expect(try await waitForRequest(server, wasStarred ? "DELETE" : "PUT", path) == 204)
            // GitHub's answer is in (the row's count and mark are the write's); the message stays.
            try await Task.sleep(for: .seconds(1))
            let screen = await offThePool { session.capture() }
            let status = screen.split(separator: "\n").last(where: {
                !$0.trimmingCharacters(in: .whitespaces).isEmpty
            })
            #expect(status?.contains("https://github.com/mona/hello-world") == true, "\(screen)")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func starWithoutATokenSaysOneIsNeededAndSendsNothing() async throws {
        try await FakeGitHub.serving { server, url in
            let session = try await session(
                "ghtui-e2e-star-anon", "--repo mona/hello-world", url: url, token: nil)
            defer { session.kill() }
            var screen = try await session.waitFor("Hello, World! 👋", where: { $0.contains("stars") })
            let stars = try #require(count("stars", on: screen))
            session.type("*")
            screen = try await session.waitFor("starring needs a token (GH_TOKEN or ghtui auth login)")
            #expect(count("stars", on: screen) == stars)
            #expect(!screen.contains("★ starred"))
            #expect(await server.requests.allSatisfy { !$0.path.hasPrefix("/user/starred") })
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func starRefusedForScopesNamesTheScopeAndRollsBack() async throws {
        let options = Options(tokens: [token: "mona"], tokenScopes: [token: ["read:user"]])
        try await FakeGitHub.serving(options: options) { server, url in
            let session = try await session(
                "ghtui-e2e-star-scope", "--repo mona/hello-world", url: url, token: token)
            defer { session.kill() }
            let path = "/user/starred/mona/hello-world"
            let wasStarred = try await waitForRequest(server, "GET", path) == 204
            var screen = try await session.waitFor(
                "Hello, World! 👋",
                where: { $0.contains("stars") && (!wasStarred || $0.contains("★ starred")) })
            let stars = try #require(count("stars", on: screen))
            screen = try await pressAgain(
                "*", session, until: "the token needs scope public_repo or repo (it has read:user)")
            #expect(try await waitForRequest(server, wasStarred ? "DELETE" : "PUT", path) == 403)
            #expect(count("stars", on: screen) == stars)
            #expect(screen.contains("★ starred") == wasStarred)
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func followWithATokenPutsThenDeletesAndTheSummaryFollows() async throws {
        try await FakeGitHub.serving(options: Options(tokens: [token: "mona"])) { server, url in
            let session = try await session("ghtui-e2e-follow", "--user user-00001", url: url, token: token)
            defer { session.kill() }
            let path = "/user/following/user-00001"
            let wasFollowing = try await waitForRequest(server, "GET", path) == 204
            // The answer reached GitHub's side; wait until ghtui has painted it too.
            var screen = try await session.waitFor(
                "followers",
                where: { $0.contains("page 1/") && (!wasFollowing || $0.contains("✓ Following")) })
            let followers = try #require(count("followers", on: screen))
            #expect(screen.contains("✓ Following") == wasFollowing)

            screen = try await pressAgain(
                "F", session, until: wasFollowing ? "unfollowed user-00001" : "following user-00001")
            #expect(count("followers", on: screen) == followers + (wasFollowing ? -1 : 1))
            #expect(screen.contains("✓ Following") != wasFollowing)
            #expect(try await waitForRequest(server, wasFollowing ? "DELETE" : "PUT", path) == 204)

            screen = try await pressAgain(
                "F", session, until: wasFollowing ? "following user-00001" : "unfollowed user-00001")
            #expect(count("followers", on: screen) == followers)
            #expect(try await waitForRequest(server, wasFollowing ? "PUT" : "DELETE", path) == 204)
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func followWithoutATokenOrWithoutTheScopeSaysWhyAndRollsBack() async throws {
        let options = Options(tokens: [token: "mona"], tokenScopes: [token: ["read:user"]])
        try await FakeGitHub.serving(options: options) { server, url in
            let anonymous = try await session(
                "ghtui-e2e-follow-anon", "--user user-00001", url: url, token: nil)
            defer { anonymous.kill() }
            try await anonymous.waitFor("followers", where: { $0.contains("page 1/") })
            anonymous.type("F")
            try await anonymous.waitFor("following needs a token (GH_TOKEN or ghtui auth login)")
            #expect(await server.requests.allSatisfy { !$0.path.hasPrefix("/user/following") })
            anonymous.send("q")
            try await anonymous.waitFor("EXITED:0")

            let scoped = try await session(
                "ghtui-e2e-follow-scope", "--user user-00001", url: url, token: token)
            defer { scoped.kill() }
            let path = "/user/following/user-00001"
            let wasFollowing = try await waitForRequest(server, "GET", path) == 204
            var screen = try await scoped.waitFor(
                "followers",
                where: { $0.contains("page 1/") && (!wasFollowing || $0.contains("✓ Following")) })
            let followers = try #require(count("followers", on: screen))
            screen = try await pressAgain(
                "F", scoped, until: "the token needs scope user or user:follow (it has read:user)")
            #expect(try await waitForRequest(server, wasFollowing ? "DELETE" : "PUT", path) == 403)
            #expect(count("followers", on: screen) == followers)
            #expect(screen.contains("✓ Following") == wasFollowing)
            scoped.send("q")
            try await scoped.waitFor("EXITED:0")
        }
    }
}
