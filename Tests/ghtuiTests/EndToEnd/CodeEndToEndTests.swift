import FakeGitHub
import Foundation
import TestSupport
import Testing

@testable import ghtui

/// The Code tab in the real `ghtui` under tmux against FakeGitHub: `7` lists mona/hello-world's
/// root, Enter walks into `docs` and opens its guide rendered, `m` shows the source numbered, `y`
/// copies the web URL, and `h` goes back up.
@Suite(.serialized, .oneBinaryAtATime) struct CodeEndToEndTests {
    @Test func sevenListsTheRootEnterOpensAGuideMShowsItsSourceAndHGoesBack() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-code", width: 100, height: 30,
                command: ghtuiShellCommand("--repo mona/hello-world", url: url))
            defer { session.kill() }
            _ = try await session.screen("the repository") { $0.text.contains(" 7 Code") }
            session.type("7")
            let root = try await session.screen("the root") {
                $0.text.contains("8 entries") && $0.text.contains("Sources/")
            }
            #expect(root.breadcrumb.hasSuffix("mona/hello-world › code: /"))
            session.type("jj")
            session.send("Enter")
            _ = try await session.screen("the docs") {
                $0.text.contains("deep/") && $0.text.contains("guide.md")
            }
            session.type("j")
            session.send("Enter")
            let guide = try await session.screen("the guide") {
                $0.text.contains("How to use hello-world.") && $0.breadcrumb.hasSuffix("code: docs/guide.md")
            }
            #expect(!guide.text.contains("# Guide"), "the Markdown is rendered")
            session.type("m")
            _ = try await session.screen("the source") { $0.text.contains("1 │ # Guide") }
            session.type("y")
            _ = try await session.screen("the copy") {
                $0.status.contains("copied") && $0.status.contains("blob/main/docs/guide.md")
            }
            session.type("hh")
            _ = try await session.screen("back at the root") {
                $0.text.contains("8 entries") && $0.breadcrumb.hasSuffix("code: /")
            }
        }
    }
}
