import FakeGitHub
import Foundation
import GitHubKit
import TestSupport
import Testing

@testable import ghtui

/// A pull request's tabs in the real `ghtui` under tmux against FakeGitHub, opened with `--pull`:
/// the Files tab, a diff with its review threads, a line comment written in `$EDITOR` kept pending
/// and sent as a "request changes" review, and a squash merge GitHub refuses because the head moved.
@Suite(.serialized, .oneBinaryAtATime) struct PullEndToEndTests {
    private static let token = "pull-e2e-token"
    private static let options = Options(tokens: [token: "mona"])

    /// An executable shell script `EDITOR` can name, running `body` with the file as `$1`.
    private func editorScript(_ body: String) throws -> String {
        let script = scratchDirectory().appendingPathComponent("editor.sh")
        try "#!/bin/sh\n\(body)\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script.path)
        return script.path
    }

    /// A session on pull request #9 of mona/hello-world, opened by `--pull 9`.
    private func openPull(_ name: String, url: URL, editor: String) async throws -> TmuxSession {
        let session = try await TmuxSession(
            name: name, width: 110, height: 34,
            command: ghtuiShellCommand(
                "--repo mona/hello-world --pull 9", url: url,
                environment: "GH_TOKEN=\(Self.token) VISUAL= EDITOR=\(editor)"))
        try await session.waitFor("1 Conversation", where: { $0.contains("mergeable: clean") })
        return session
    }

    @Test func aLineCommentIsSentAsRequestChangesThenASquashMeetsAMovedHead() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let editor = try editorScript(
                "if [ -s \"$1\" ]; then exit 0; fi; printf 'Please call it maxEntries.' > \"$1\"")
            let session = try await openPull("ghtui-e2e-pull-review", url: url, editor: editor)
            defer { session.kill() }
            session.send("2")
            let files = try await session.waitFor("8 files · +")
            #expect(files.contains("R Sources/App/Pager.swift → Sources/App/Paging.swift"))
            session.type("jj")
            session.send("Enter")
            try await session.waitFor("@@ -18,7 +19,7 @@", where: { $0.contains("reads oddly") })
            // The cursor to new line 21 (`private let limit`), under the thread.
            for _ in 0..<20 {
                let screen = try await session.screen("the diff") { $0.selectedLogRow != nil }
                if screen.selectedLogRow?.contains("private let limit") == true { break }
                session.type("j")
                _ = try await session.screen("moved") { $0.selectedLogRow != screen.selectedLogRow }
            }
            await server.clearRequests()
            session.type("c")
            try await session.waitFor("you · pending")
            #expect(
                await server.requests.filter { $0.method == "POST" }.isEmpty, "a pending comment stays here")
            session.type("v")
            try await session.waitFor("r request changes")
            session.type("r")
            let deadline = ContinuousClock.now + hangGuard
            var posts: [RecordedRequest] = []
            while posts.isEmpty && ContinuousClock.now < deadline {
                posts = await server.requests.filter { $0.method == "POST" }
                if posts.isEmpty { try await Task.sleep(for: .milliseconds(25)) }
            }
            let post = try #require(posts.first)
            #expect(post.path == "/repos/mona/hello-world/pulls/9/reviews")
            let body = try #require(try JSONSerialization.jsonObject(with: post.body) as? [String: Any])
            #expect(body["event"] as? String == "REQUEST_CHANGES")
            #expect(body["body"] as? String == "Please call it maxEntries.")
            let comments = try #require(body["comments"] as? [[String: Any]])
            #expect(comments.count == 1)
            #expect(comments.first?["path"] as? String == "Sources/App/Cache.swift")
            #expect(comments.first?["line"] as? Int == 21 && comments.first?["side"] as? String == "RIGHT")
            try await session.waitFor("review sent")

            // A squash of the head shown, after someone pushed: GitHub's 409 is said, and the new head shown.
            // `h`, not Escape: Escape and the next key at once read as Alt and that key.
            session.type("h")
            try await session.waitFor("8 files · +")
            session.type("1")
            try await session.waitFor("mergeable: clean")
            session.type("M")
            let asked = try await session.waitFor("s squash")
            let shown = try #require(
                await GitHub(apiURL: url, token: Self.token).client.send(
                    GithubRouter.pulls.get(owner: "mona", name: "hello-world", number: 9)
                ).headSha)
            #expect(asked.contains("merge #9 at \(shown.prefix(7))"))
            let moved = try #require(await server.pushCommit(repository: "mona/hello-world", pull: 9))
            await server.clearRequests()
            session.type("s")
            try await session.waitFor("the head moved since it was shown (409)")
            let put = try #require(await server.requests.first { $0.method == "PUT" })
            #expect(put.path == "/repos/mona/hello-world/pulls/9/merge" && put.status == 409)
            let merge = try #require(try JSONSerialization.jsonObject(with: put.body) as? [String: Any])
            #expect(merge["merge_method"] as? String == "squash" && merge["sha"] as? String == shown)
            #expect((merge["commit_title"] as? String)?.hasSuffix("(#9)") == true)
            // The page asks again: the new head's commit is the third.
            try await session.waitFor("3 commits")
            session.type("M")
            try await session.waitFor("merge #9 at \(moved.prefix(7))")
            session.type("x")
            try await session.waitFor("cancelled: nothing sent")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }
}
