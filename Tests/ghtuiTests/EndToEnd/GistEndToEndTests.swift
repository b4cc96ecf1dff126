import FakeGitHub
import Foundation
import TestSupport
import Testing

@testable import ghtui

/// The Gists tab in the real `ghtui` under tmux against FakeGitHub: `6` lists mona's gists,
/// Enter opens the newest with its code numbered and its Markdown rendered, `h` goes back.
@Suite(.serialized, .oneBinaryAtATime) struct GistEndToEndTests {
    @Test func sixListsTheGistsEnterOpensOneAndHGoesBack() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-gists", width: 100, height: 30,
                command: ghtuiShellCommand("--user mona", url: url))
            defer { session.kill() }
            _ = try await session.screen("the profile") { $0.text.contains("Mona Lisa Octocat") }
            session.type("6")
            _ = try await session.screen("the gists") {
                $0.currentTab == 6 && $0.text.contains("Gist 0 of mona") && $0.selectedRow != nil
            }
            session.send("Enter")
            let gist = try await session.screen("the gist") {
                $0.text.contains("1 │ print(\"Hello, gist 0!\")") && $0.text.contains("Notes 0")
            }
            #expect(gist.breadcrumb.hasSuffix("› gist hello.swift"))
            #expect(!gist.text.contains("# Notes 0"), "the Markdown is rendered")
            session.type("h")
            _ = try await session.screen("back on the gists") {
                $0.currentTab == 6 && $0.text.contains("Gist 0 of mona") && $0.selectedRow != nil
            }
        }
    }
}
