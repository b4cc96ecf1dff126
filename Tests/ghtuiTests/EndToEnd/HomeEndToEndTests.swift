import Foundation
import Testing

@testable import ghtui

/// Home in the real `ghtui` under tmux: the demo signs in to its own FakeGitHub with its demo
/// token and opens Home, and a write made on one screen (a pull request closed) changes what
/// Home shows once it is refreshed.
@Suite(.serialized, .oneBinaryAtATime) struct HomeEndToEndTests {
    /// The count on Home's "Your pull requests" tab, once drawn.
    private func yourPullRequests(_ screen: TerminalScreen) -> Int? {
        screen.text.firstMatch(of: #/2 Your pull requests (\d+)/#).flatMap { Int($0.1) }
    }

    @Test func theDemoOpensHomeAndAClosedPullRequestLeavesItsSection() async throws {
        let home = scratchDirectory().path
        let session = try await TmuxSession(
            name: "ghtui-e2e-home-demo", width: 120,
            command:
                "env -u GH_TOKEN -u GITHUB_TOKEN -u NO_COLOR HOME=\(home) XDG_CONFIG_HOME=\(home)/config "
                + "XDG_CACHE_HOME=\(home)/cache XDG_STATE_HOME=\(home)/state LANG=C.UTF-8 LC_ALL=C.UTF-8 "
                + "\(ghtuiBinary.path) --demo; echo EXITED:$?")
        defer { session.kill() }
        let opened = try await session.screen("Home with its counts") {
            $0.breadcrumb == "ghtui › home: mona" && yourPullRequests($0) != nil && $0.selectedRow != nil
        }
        let before = try #require(yourPullRequests(opened))
        session.send("2")
        let mine = try await session.screen("the Your pull requests tab") {
            $0.text.contains("Home: is:pr is:open author:mona") && $0.selectedRow?.contains("mona/") == true
        }
        let number = try #require(mine.selectedRow?.firstMatch(of: #/#(\d+)/#).map { String($0.1) })
        session.send("Enter")
        // Loaded: the pull request's own object has come ("files changed"), not only the row's
        // issue; before that, X says the pull request is still loading.
        try await session.screen("pull request #\(number), loaded") {
            $0.breadcrumb.hasSuffix("#\(number)") && $0.text.contains("  open ")
                && $0.text.contains("files changed")
        }
        session.send("X")
        try await session.screen("the confirmation") {
            $0.text.contains("close #\(number)? X again to confirm")
        }
        session.send("X")
        try await session.screen("#\(number) closed") { $0.text.contains("  closed ") }
        session.send("H")
        try await session.screen("Home again") { $0.breadcrumb == "ghtui › home: mona" }
        session.send("r")
        try await session.screen("one pull request fewer") { yourPullRequests($0) == before - 1 }
        session.send("q")
        try await session.waitFor("EXITED:0")
    }
}
