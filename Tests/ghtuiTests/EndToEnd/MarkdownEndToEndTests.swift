import FakeGitHub
import Foundation
import Testing

/// A README drawn by the Markdown renderer in the real `ghtui`, in a real (tmux) terminal,
/// against FakeGitHub: `mona/hello-world`'s table and task list, and its link on `o`; and
/// `mona/huge-readme`'s 5 MB, shown up to the limit with a note.
@Suite(.serialized, .oneBinaryAtATime) struct MarkdownEndToEndTests {
    @Test func aREADMEShowsItsTaskListAndAlignedTableAndOpensItsLink() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-markdown", command: ghtuiShellCommand("--user mona", url: url))
            defer { session.kill() }
            try await session.waitFor("page 1/3 · 100 of 300")
            // hello-world is on the second page of mona's repositories: load all three.
            session.send("G", "n")
            try await session.waitFor("200 of 300")
            session.send("G", "n")
            try await session.waitFor("300 of 300")
            session.send("/")
            session.type("hello-world")
            try await session.waitFor("filter: hello-world")
            session.send("Enter", "Enter")
            var screen = try await session.waitFor("Hello, World!")
            #expect(screen.contains("═════"))
            screen = try await session.waitFor("☑ Task list item, done")
            #expect(screen.contains("☐ Task list item, to do"))
            #expect(screen.contains("  • nested item"))
            session.send("G")
            screen = try await session.waitFor("alpha  │ 1")
            #expect(screen.contains("Column │ Value"))
            #expect(screen.contains("───────┼──────"))
            #expect(screen.contains("beta   │ 2"))
            #expect(screen.contains("[image: Octocat]"))
            // The status bar shows the URL (or that it was opened).
            session.send("o")
            try await session.waitFor("https://docs.github.com/rest")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func aFiveMegabyteREADMEIsShownUpToTheLimitWithANoteAndKeysStillWork() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-huge-readme", command: ghtuiShellCommand("--repo mona/huge-readme", url: url)
            )
            defer { session.kill() }
            try await session.waitFor("Over five megabytes of Markdown.")
            session.send("G")
            let end = try await session.waitFor("bytes are shown.)")
            #expect(end.contains(#/Only the first 1,04[0-9],[0-9]{3} of [5-9],[0-9]{3},[0-9]{3} bytes/#))
            #expect(!end.contains(HugeReadme.lastLine))
            // Tables 200 columns wide, nesting 40 deep and escapes in code: none gets through.
            #expect(!end.contains("pwned") && !end.contains("[31m") && !end.contains("[2J"))
            #expect(end.hasPrefix(" ghtui ›"), "nothing cleared or moved the screen")
            #expect(session.title() != "pwned")
            session.send("g")
            try await session.waitFor("Over five megabytes of Markdown.")
            session.send("2")
            try await session.screen("the Issues tab") { $0.currentTab == 2 }
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }
}
