import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// `204` writes, `204`/`404` checks, typed 422s, scope explanations and refused inputs, against
/// FakeGitHub over loopback.
@Suite struct WriteRouteTests {
    private let activity = GithubRouter.activity

    @Test func aStarAnswersNoContentAndTheCheckTurnsFromFalseToTrue() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            let route = activity.isStarred(owner: "acme-corp", repo: "acme-platform")
            #expect(try await github.client.check(route) == false)
            let answer = try await github.client.send(
                activity.star(owner: "acme-corp", repo: "acme-platform"))
            #expect(answer == NoContent())
            #expect(try await github.client.check(route) == true)
            _ = try await github.client.send(activity.unstar(owner: "acme-corp", repo: "acme-platform"))
            #expect(try await github.client.check(route) == false)
        }
    }

    @Test func aCheckWithoutATokenThrowsUnauthorizedRatherThanAnswering() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: nil)
            await #expect {
                _ = try await github.client.check(
                    activity.isStarred(owner: "acme-corp", repo: "acme-platform"))
            } throws: { error in
                guard case .unauthorized = error as? GitHubError else { return false }
                return true
            }
        }
    }

    @Test func aWriteWithoutATokenIsUnauthorized() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: nil)
            await #expect {
                _ = try await github.client.send(GithubRouter.users.follow("zhang-wei"))
            } throws: { error in
                guard case .unauthorized(let message) = error as? GitHubError else { return false }
                return message == "Requires authentication"
            }
        }
    }

    @Test func aTokenWithoutTheScopeIsExplainedByScopesAndNeverShown() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "reader")
            let error = await gitHubError {
                _ = try await github.client.send(activity.star(owner: "acme-corp", repo: "acme-platform"))
            }
            guard case .forbidden(let message)? = error else {
                Issue.record("expected forbidden, got \(String(describing: error))")
                return
            }
            #expect(
                message
                    == "Resource not accessible by personal access token; the token has scopes `read:user`; "
                    + "this endpoint accepts `public_repo, repo`")
            #expect(error?.description.contains("reader") == false)
        }
    }

    @Test func aMissingFieldIsAValidationFailureNamingIt() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            let route = try Route<String>(.post, template: "/markdown", body: ["mode": "gfm"])
            let error = await gitHubError { _ = try await github.client.send(route) }
            guard case .validationFailed(let failure)? = error else {
                Issue.record("expected validationFailed, got \(String(describing: error))")
                return
            }
            #expect(failure.message == "Validation Failed")
            #expect(failure.fields == ["text"])
            #expect(failure.errors == [.init(resource: "Markdown", field: "text", code: "missing_field")])
            #expect(failure.documentationURL?.hasPrefix("https://docs.github.com/") == true)
            #expect(
                error?.description
                    == "validation failed: POST /markdown: Validation Failed: text: missing_field")
        }
    }

    @Test func unparsableJSONIsA400ProblemsParsingJSON() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            let route = Route<String>(.post, path: ["markdown"], body: Data("{\"text\":".utf8))
            await #expect(throws: GitHubError.httpError(status: 400, message: "Problems parsing JSON")) {
                _ = try await github.client.send(route)
            }
        }
    }

    @Test func oldStyleStringErrorsAreReadLeniently() throws {
        let body = GitHubErrorBody(
            message: "Validation Failed", errors: [.init(message: "topic names must be lowercase")])
        let failure = ValidationFailure(endpoint: "PUT /repos/a/b/topics", body: body, fallbackMessage: "x")
        #expect(failure.errors == [.init(message: "topic names must be lowercase")])
        #expect(failure.fields.isEmpty)
        #expect(
            failure.description == "PUT /repos/a/b/topics: Validation Failed: topic names must be lowercase")
    }

    @Test func badNamesAreRefusedBeforeAnythingIsSent() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            for name in ["", "a/b", "..", "a b", "zürich"] {
                let routes: [Route<NoContent>] = [
                    activity.star(owner: name, repo: "hello"), activity.unstar(owner: "mona", repo: name),
                    activity.isStarred(owner: name, repo: "x"), GithubRouter.users.follow(name),
                    GithubRouter.users.unfollow(name), GithubRouter.users.follows("mona", name),
                ]
                for route in routes {
                    await #expect {
                        _ = try await github.client.send(route)
                    } throws: { error in
                        guard case .invalidInput = error as? GitHubError else { return false }
                        return true
                    }
                }
            }
            #expect(await kit.server.requests.isEmpty)
        }
    }

    @Test func anUnencodableBodyIsInvalidInputWithNothingSent() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            let route = Route<NoContent>(.post, path: ["markdown"], json: ["ratio": Double.nan])
            await #expect {
                _ = try await github.client.send(route)
            } throws: { error in
                guard case .invalidInput(let reason) = error as? GitHubError else { return false }
                return reason.contains("POST /markdown") && reason.contains("cannot be encoded")
            }
            #expect(await kit.server.requests.isEmpty)
        }
    }

    @Test func markdownRendersAsHTMLText() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: nil)
            let html = try await github.client.send(
                GithubRouter.misc.markdown(
                    "# Title\n\nSome **bold** <b>text</b>", mode: .gfm, context: "mona/hello"))
            #expect(
                html == "<h1>Title</h1>\n<p>Some <strong>bold</strong> &lt;b&gt;text&lt;/b&gt;</p>\n")
            let sent = try #require(await kit.server.requests.last)
            let body = try JSONSerialization.jsonObject(with: sent.body) as? [String: String]
            #expect(
                body == [
                    "text": "# Title\n\nSome **bold** <b>text</b>", "mode": "gfm", "context": "mona/hello",
                ])
            #expect(sent.header("content-type") == "application/json; charset=utf-8")
        }
    }
}
