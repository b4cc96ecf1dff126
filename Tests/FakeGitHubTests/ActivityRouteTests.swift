import FakeGitHub
import Foundation
import Testing

/// Markdown rendering, JSON body checks and the shapes of the activity lists, as raw HTTP.
@Suite struct ActivityRouteTests {
    private static let auth = ["Authorization": "Bearer tok"]
    private static let options = Options(tokens: ["tok": "mona"])

    @Test func markdownRendersHeadingsParagraphsBoldAndEscapes() async throws {
        try await FakeGitHub.serving { _, url in
            let client = TestClient(baseURL: url)
            let text = "## Notes & <things>\nline one\nline **two**\n\n**open"
            let body = try JSONSerialization.data(withJSONObject: ["text": text])
            let response = try await client.send("POST", "/markdown", body: body)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "text/html;charset=utf-8")
            #expect(
                response.text
                    == "<h2>Notes &amp; &lt;things&gt;</h2>\n<p>line one\nline <strong>two</strong></p>\n<p>**open</p>\n"
            )
        }
    }

    @Test func aBodyThatIsNotJSONIs400AndAMissingFieldIs422() async throws {
        try await FakeGitHub.serving { _, url in
            let client = TestClient(baseURL: url)
            let broken = try await client.send("POST", "/markdown", body: Data("{\"text\"".utf8))
            #expect(broken.status == 400)
            #expect(try broken.object()["message"] as? String == "Problems parsing JSON")
            let missing = try await client.send("POST", "/markdown", body: Data(#"{"mode":"gfm"}"#.utf8))
            #expect(missing.status == 422)
            let object = try missing.object()
            #expect(object["message"] as? String == "Validation Failed")
            let errors = try #require(object["errors"] as? [[String: String]])
            #expect(errors == [["resource": "Markdown", "field": "text", "code": "missing_field"]])
            #expect(object["documentation_url"] as? String != nil)
            let badMode = try await client.send(
                "POST", "/markdown", body: Data(#"{"text":"x","mode":"rst"}"#.utf8))
            #expect(badMode.status == 422)
        }
    }

    @Test func starJSONListsWrapEachEntryWithItsDate() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let star = ["Accept": "application/vnd.github.star+json"]
            let plain = try await client.get("/users/mona/starred?per_page=3").array()
            let dated = try await client.get("/users/mona/starred?per_page=3", headers: star).array()
            #expect(dated.count == 3)
            #expect(dated.map { Set($0.keys) } == Array(repeating: ["starred_at", "repo"], count: 3))
            #expect(
                dated.map { ($0["repo"] as? [String: Any])?["id"] as? Int } == plain.map { $0["id"] as? Int })
            let gazers = try await client.get(
                "/repos/zhang-wei/dragon-cli/stargazers?per_page=2", headers: star
            ).array()
            #expect(gazers.map { Set($0.keys) } == [["starred_at", "user"], ["starred_at", "user"]])
        }
    }

    @Test func markingNotificationsReadAnswers205AndAnUnknownThread404() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let unread = try await client.get("/notifications", headers: Self.auth).array()
            let id = try #require(unread.first?["id"] as? String)
            let patch = try await client.send("PATCH", "/notifications/threads/\(id)", headers: Self.auth)
            #expect(patch.status == 205)
            #expect(patch.headers["x-accepted-oauth-scopes"] == "notifications, repo")
            #expect(
                try await client.get("/notifications", headers: Self.auth).array().count == unread.count - 1)
            let unknown = try await client.send("PATCH", "/notifications/threads/999", headers: Self.auth)
            #expect(unknown.status == 404)
            let badDate = try await client.send(
                "PUT", "/notifications", body: Data(#"{"last_read_at":"yesterday"}"#.utf8), headers: Self.auth
            )
            #expect(badDate.status == 422)
            let put = try await client.send("PUT", "/notifications", headers: Self.auth)
            #expect(put.status == 205)
            #expect(try await client.get("/notifications", headers: Self.auth).array().isEmpty)
        }
    }
}
