import FakeGitHub
import Foundation
import Testing

/// The browser says when it retries: the real `ghtui` under tmux against FakeGitHub.
@Suite(.serialized) struct RetryNoticeEndToEndTests {
    @Test func theStatusBarSaysWhichRequestIsRetriedAndHowManyTimes() async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.serverErrorHTML, path: "/users/mona/repos", times: 2)
            let home = scratchDirectory().path
            let command =
                "env -u GH_TOKEN -u GITHUB_TOKEN HOME=\(home) XDG_CONFIG_HOME=\(home)/config "
                + "XDG_CACHE_HOME=\(home)/cache LANG=C.UTF-8 LC_ALL=C.UTF-8 "
                + "\(ghtuiBinary.path) --user mona --api-url \(url.absoluteString); echo EXITED:$?"
            let session = try await TmuxSession(name: "ghtui-e2e-retry", command: command)
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
