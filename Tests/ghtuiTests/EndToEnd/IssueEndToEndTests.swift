import FakeGitHub
import Foundation
import TestSupport
import Testing

@testable import ghtui

/// The issue and pull request page of the real `ghtui` in a real (tmux) terminal against
/// FakeGitHub: opened with Enter from the repository's lists, comments paged as the page
/// scrolls, escape sequences kept from the terminal, and `c` commenting through `$EDITOR`.
@Suite(.serialized, .oneBinaryAtATime) struct IssueEndToEndTests {
    private static let token = "issue-e2e-token"
    private static let reader = "issue-e2e-reader"
    private static let options = Options(
        tokens: [token: "mona", reader: "mona"], tokenScopes: [reader: ["read:user"]])

    private func command(_ arguments: String, url: URL, environment: String = "") -> String {
        ghtuiShellCommand(arguments, url: url, environment: environment)
    }

    /// An executable shell script `EDITOR` can name, running `body` with the file as `$1`.
    private func editorScript(_ body: String) throws -> String {
        let script = scratchDirectory().appendingPathComponent("editor.sh")
        try "#!/bin/sh\n\(body)\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script.path)
        return script.path
    }

    /// Opens the first row of `tab` ("2" issues, "3" pull requests) of `repo` and waits for
    /// its page.
    private func openFirst(
        _ tab: String, of repo: String, url: URL, name: String, environment: String = ""
    ) async throws -> (TmuxSession, String) {
        let session = try await TmuxSession(
            name: name, width: 110, height: 34,
            command: command("--repo \(repo)", url: url, environment: environment))
        try await session.waitFor(" 1 README ")
        session.send(tab)
        try await session.waitFor("state: open (f)", where: { $0.contains("page 1/") })
        session.send("Enter")
        let screen = try await session.waitFor("Comments (", where: { !$0.contains("loading comments") })
        return (session, screen)
    }

    /// The comment requests FakeGitHub got for `path`.
    private func commentPosts(_ server: FakeGitHub) async -> [RecordedRequest] {
        await server.requests.filter { $0.method == "POST" && $0.path.hasSuffix("/comments") }
    }

    @Test func enterOnAnIssueShowsItsHeaderBodyAndComments() async throws {
        try await FakeGitHub.serving { server, url in
            let (session, screen) = try await openFirst(
                "2", of: "mona/hello-world", url: url, name: "ghtui-e2e-issue")
            defer { session.kill() }
            #expect(screen.hasPrefix(" ghtui ›") && screen.contains("› mona/hello-world#"))
            #expect(screen.contains(" open ") || screen.contains(" closed "))
            #expect(screen.contains(" opened "))
            #expect(screen.contains("c comments"))
            let number = screen.split(separator: "#")[1].prefix { $0.isNumber }
            let paths = await server.requests.map(\.path)
            #expect(paths.contains("/repos/mona/hello-world/issues/\(number)"))
            #expect(paths.contains("/repos/mona/hello-world/issues/\(number)/comments"))
            // Back to the list, as it was.
            session.send("Left")
            try await session.waitFor("state: open (f)")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func aPullRequestShowsHeadToBaseChangesAndReviews() async throws {
        try await FakeGitHub.serving { server, url in
            let (session, _) = try await openFirst(
                "3", of: "mona/hello-world", url: url, name: "ghtui-e2e-pull")
            defer { session.kill() }
            let screen = try await session.waitFor("files changed", where: { $0.contains("eview") })
            #expect(screen.contains(" → "))
            #expect(screen.contains(#/\+[0-9,]+ −[0-9,]+/#))
            #expect(screen.contains(#/[0-9]+ commits/#))
            let number = screen.split(separator: "#")[1].prefix { $0.isNumber }
            let paths = await server.requests.map(\.path)
            #expect(paths.contains("/repos/mona/hello-world/pulls/\(number)"))
            #expect(paths.contains("/repos/mona/hello-world/pulls/\(number)/reviews"))
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func aTenThousandCommentIssueLoadsTheNextPageOnlyWhenScrolledNearTheEnd() async throws {
        try await FakeGitHub.serving { server, url in
            let (session, screen) = try await openFirst(
                "2", of: "mona/long-thread", url: url, name: "ghtui-e2e-long-thread")
            defer { session.kill() }
            #expect(screen.contains("Comments (10,000)"))
            #expect(screen.contains("👍 7"))
            func commentPages() async -> [String] {
                await server.requests.filter { $0.path == "/repos/mona/long-thread/issues/1/comments" }.map(
                    \.query)
            }
            #expect(await commentPages().count == 1)
            #expect(await !commentPages().contains { $0.contains("page=2") })
            session.send("G")
            try await session.waitFor("200 comments loaded")
            let pages = await commentPages()
            #expect(pages.contains { $0.contains("page=2") })
            #expect(pages.count <= 3, "pages are asked for as the page scrolls, never all 100")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func escapeSequencesInACodeBlockNeverReachTheTerminal() async throws {
        try await FakeGitHub.serving { _, url in
            let (session, screen) = try await openFirst(
                "2", of: "mona/long-thread", url: url, name: "ghtui-e2e-long-escapes")
            defer { session.kill() }
            // The body's code block: the text stays, the sequences are gone whole.
            #expect(screen.contains("RED") && screen.contains("cleared"))
            #expect(!screen.contains("pwned") && !screen.contains("[31m") && !screen.contains("[2J"))
            #expect(
                screen.hasPrefix(" ghtui ›") && screen.contains("› mona/long-thread#1"),
                "nothing cleared or moved the screen")
            #expect(session.title() != "pwned")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func cPostsWhatTheEditorWroteAndShowsTheComment() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let editor = try editorScript("printf 'Looks good to me, ship it' > \"$1\"")
            let (session, _) = try await openFirst(
                "2", of: "mona/hello-world", url: url, name: "ghtui-e2e-comment",
                environment: "GH_TOKEN=\(Self.token) VISUAL= EDITOR=\(editor)")
            defer { session.kill() }
            session.send("c")
            try await session.waitFor("comment posted")
            session.send("G")
            let screen = try await session.waitFor("Looks good to me, ship it")
            #expect(screen.contains("mona"))
            let posts = await commentPosts(server)
            #expect(posts.count == 1)
            let sent = String(decoding: posts.first?.body ?? Data(), as: UTF8.self)
            #expect(sent.contains("Looks good to me, ship it"))
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func leavingWhileTheCommentIsSentStillPostsIt() async throws {
        // GitHub answers slowly, so that Esc comes before the comment's answer.
        var options = Self.options
        options.latency = .milliseconds(400)
        try await FakeGitHub.serving(options: options) { server, url in
            let editor = try editorScript("printf 'Posted while I left' > \"$1\"")
            let (session, _) = try await openFirst(
                "2", of: "mona/hello-world", url: url, name: "ghtui-e2e-comment-leave",
                environment: "GH_TOKEN=\(Self.token) VISUAL= EDITOR=\(editor)")
            defer { session.kill() }
            session.send("c")
            try await session.waitFor("sending…")
            session.send("Escape")
            try await session.waitFor("state: open (f)")
            try await poll { await commentPosts(server).first?.status == 201 }
            #expect(await commentPosts(server).map(\.status) == [201])
            try await session.waitFor("comment posted on mona/hello-world#")
            // Back on the issue, GitHub has it.
            session.send("Enter")
            try await session.waitFor("Comments (", where: { !$0.contains("loading comments") })
            session.send("G")
            try await session.waitFor("Posted while I left")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func anEmptyFileCancelsTheComment() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let editor = try editorScript(": > \"$1\"")
            let (session, _) = try await openFirst(
                "2", of: "mona/hello-world", url: url, name: "ghtui-e2e-comment-empty",
                environment: "GH_TOKEN=\(Self.token) VISUAL= EDITOR=\(editor)")
            defer { session.kill() }
            session.send("c")
            try await session.waitFor("comment cancelled: the file was empty")
            #expect(await commentPosts(server).isEmpty)
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func withoutATokenCommentingSaysItNeedsOneAndSendsNothing() async throws {
        try await FakeGitHub.serving { server, url in
            let editor = try editorScript("printf 'never sent' > \"$1\"")
            let (session, _) = try await openFirst(
                "2", of: "mona/hello-world", url: url, name: "ghtui-e2e-comment-no-token",
                environment: "EDITOR=\(editor)")
            defer { session.kill() }
            session.send("c")
            try await session.waitFor("commenting needs a token (GH_TOKEN or ghtui auth login)")
            #expect(await commentPosts(server).isEmpty)
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func aTokenWithoutTheScopeIsRefusedAndTheCommentRolledBack() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let editor = try editorScript("printf 'refused words' > \"$1\"")
            // A short directory, so that the status bar has room for the whole path.
            let kept = URL(fileURLWithPath: "/tmp/gk-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: kept) }
            let (session, _) = try await openFirst(
                "2", of: "mona/hello-world", url: url, name: "ghtui-e2e-comment-scope",
                environment: "GH_TOKEN=\(Self.reader) VISUAL= EDITOR=\(editor) TMPDIR=\(kept.path)")
            defer { session.kill() }
            session.send("c")
            let screen = try await session.waitFor("comment not posted (its text is in ")
            #expect(screen.contains("repo"), "the message names the scope the endpoint accepts")
            #expect(await commentPosts(server).count == 1)
            // The words are not lost: a private file the status bar names holds them.
            let files = try FileManager.default.contentsOfDirectory(atPath: kept.path).filter {
                $0.hasPrefix("ghtui-unsent-comment-")
            }
            #expect(files.count == 1)
            if let file = files.first.map({ kept.appendingPathComponent($0).path }) {
                #expect(screen.contains("(its text is in \(file))"))
                #expect(FileManager.default.contents(atPath: file) == Data("refused words".utf8))
                let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
                #expect(mode == 0o600)
            }
            session.send("G")
            let after = try await session.waitFor("Comments (")
            #expect(!after.contains("refused words") && !after.contains("sending…"))
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }
}
