import FakeGitHub
import Foundation
import TestSupport
import Testing

@testable import ghtui

/// The inbox in the real `ghtui` under tmux against FakeGitHub: `ghtui inbox` shows the unread
/// threads of every reason and type; `m`, `d` and `U` reach GitHub as it expects and show at
/// once; Enter opens a pull request; and the inbox asks again on its own, never faster than
/// GitHub's `X-Poll-Interval`, each time a conditional request GitHub answers with a free 304.
@Suite(.serialized, .oneBinaryAtATime) struct InboxEndToEndTests {
    private let token = "inbox-e2e-token"

    private func session(_ name: String, url: URL) async throws -> TmuxSession {
        try await TmuxSession(
            name: name, width: 140, height: 36,
            command: ghtuiShellCommand("inbox", url: url, environment: "GH_TOKEN=\(token)"))
    }

    /// Waits until `server` received `method path` `count` times; returns those requests.
    private func waitForRequests(_ server: FakeGitHub, _ method: String, _ path: String, count: Int = 1)
        async throws -> [RecordedRequest]
    {
        let deadline = ContinuousClock.now + hangGuard
        while ContinuousClock.now < deadline {
            let requests = await server.requests.filter { $0.method == method && $0.path == path }
            if requests.count >= count { return requests }
            try await Task.sleep(for: .milliseconds(25))
        }
        Issue.record("fewer than \(count) \(method) \(path)")
        return []
    }

    @Test func theUnreadThreadsAndTheirMarksReachGitHubAndShowAtOnce() async throws {
        try await FakeGitHub.serving(options: Options(tokens: [token: "mona"])) { server, url in
            let session = try await session("ghtui-e2e-inbox", url: url)
            defer { session.kill() }
            var screen = try await session.screen("the inbox") {
                $0.text.contains("Inbox: ") && $0.selectedRow != nil && $0.title.contains("unread (i)")
            }
            let count = try #require(
                screen.text.firstMatch(of: #/Inbox: ([0-9]+) unread/#).flatMap { Int($0.1) })
            #expect(screen.title.contains("● \(count) unread (i)"))
            for words in [
                "PR", "issue", "CI", "release", "discussion", "review requested", "mention", "CI activity",
            ] {
                #expect(screen.listRows.contains { $0.contains(words) }, "\(words)")
            }
            #expect(screen.status.contains("asked "))
            #expect(screen.listRows.allSatisfy { $0.hasPrefix("●") }, "unread only")

            // `m` on the second row: read at once, PATCHed.
            session.type("j")
            screen = try await session.screen("the second row") { $0.selectedRow == $0.listRows[1] }
            session.type("m")
            screen = try await session.screen("marked read") {
                $0.status.contains("marked read") && $0.text.contains("Inbox: \(count - 1) unread")
                    && $0.listRows[1].hasPrefix(" ")
            }
            let patch = try await waitForRequests(server, "PATCH", "/notifications/threads/58323101")
            #expect(patch.first?.status == 205)

            // `d` on it: gone at once, DELETEd.
            let title = screen.listRows[1].suffix(30)
            session.type("d")
            _ = try await session.screen("marked done") {
                $0.status.contains("marked done") && !$0.listRows.contains { $0.hasSuffix(title) }
            }
            let delete = try await waitForRequests(server, "DELETE", "/notifications/threads/58323101")
            #expect(delete.first?.status == 204)

            // `U` on the row now second: unsubscribed, PUT {"ignored": true}.
            session.type("U")
            _ = try await session.screen("unsubscribed") {
                $0.status.contains("unsubscribed") && ($0.selectedRow?.contains("(unsubscribed)") ?? false)
            }
            let put = try await waitForRequests(server, "PUT", "/notifications/threads/58323102/subscription")
            #expect(put.first?.status == 200)
            let body =
                try JSONSerialization.jsonObject(with: try #require(put.first?.body)) as? [String: Bool]
            #expect(body == ["ignored": true])

            // Enter on the first row opens its pull request here.
            session.type("g")
            session.send("Home")
            _ = try await session.screen("back on the first row") { $0.selectedRow == $0.listRows.first }
            session.send("Enter")
            _ = try await session.screen("the pull request") {
                $0.breadcrumb.hasSuffix("inbox › mona/hello-world#\(PullSamples.everyKindOfChange)")
            }
        }
    }

    @Test func theInboxAsksAgainNoFasterThanThePollIntervalEachTimeAFree304() async throws {
        var options = Options(tokens: [token: "mona"])
        options.notificationPollInterval = "1"
        try await FakeGitHub.serving(options: options) { server, url in
            let session = try await session("ghtui-e2e-inbox-poll", url: url)
            defer { session.kill() }
            _ = try await session.screen("the inbox") { $0.text.contains("Inbox: ") && $0.selectedRow != nil }
            let polls = try await waitForRequests(server, "GET", "/notifications", count: 4)
            for (earlier, later) in zip(polls, polls.dropFirst()) {
                #expect(
                    later.receivedAt - earlier.receivedAt >= .seconds(1), "no faster than X-Poll-Interval")
            }
            for poll in polls.dropFirst() {
                #expect(poll.header("if-modified-since") != nil)
                #expect(poll.status == 304)
            }
            let stats = await server.stats
            #expect(stats.notModified >= polls.count - 1)
        }
    }
}
