import FakeGitHub
import Foundation
import Testing

/// The browser says when it retries: the real `ghtui` under tmux against FakeGitHub.
@Suite(.serialized, .oneBinaryAtATime) struct RetryNoticeEndToEndTests {
    @Test func theStatusBarSaysWhichRequestIsRetriedAndHowManyTimes() async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.serverErrorHTML, path: "/users/mona/repos", times: 2)
            let session = try await TmuxSession(
                name: "ghtui-e2e-retry", command: ghtuiShellCommand("--user mona", url: url))
            defer { session.kill() }
            // The second retry's notice stays until a key is pressed, over the loaded profile.
            let screen = try await session.waitFor(
                "retrying users/mona/repos page 1 (2/3): HTTP 502…")
            try await session.waitFor("page 1/3 · 100 of 300")
            #expect(!screen.contains("GitHub is unavailable"))
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }
}
