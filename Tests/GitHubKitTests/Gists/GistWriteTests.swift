import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// Creating gists against FakeGitHub over loopback: the new gist shows where GitHub shows it, and
/// bad bodies never leave the client.
@Suite struct GistWriteTests {
    private let gists = GithubRouter.gists
    private let options = Options(
        tokens: ["gister": "mona", "classic": "mona"], tokenScopes: ["gister": ["gist"], "classic": ["repo"]])

    @Test func aCreatedGistIsListedFirstAndReadBackWithItsFiles() async throws {
        try await TestGitHub.run(options: options) { kit in
            let github = kit.client(token: "gister")
            let before = try await github.all(gists.forUser("mona"))
            let created = try await github.client.send(
                gists.create(
                    NewGist(
                        files: ["hello.py": "print('hi')\n", "README.md": "# Hi\n"], description: "Greetings",
                        isPublic: true)))
            #expect(created.description == "Greetings" && created.isPublic)
            #expect(created.owner?.login == "mona")
            #expect(created.files.map(\.filename) == ["README.md", "hello.py"])
            #expect(created.files.first { $0.filename == "hello.py" }?.language == "Python")

            let fetched = try await github.client.send(gists.get(created.id))
            #expect(fetched.files.first { $0.filename == "hello.py" }?.content == "print('hi')\n")
            let theirs = try await github.all(gists.forUser("mona"))
            #expect(theirs.first?.id == created.id)
            #expect(theirs.count == before.count + 1)
            let everyone = try await github.all(gists.publicGists())
            #expect(everyone.first?.id == created.id)
            let mine = try await github.all(gists.mine())
            #expect(mine.first?.id == created.id)
        }
    }

    @Test func aSecretGistIsOnlyInTheOwnersOwnList() async throws {
        try await TestGitHub.run(options: options) { kit in
            let github = kit.client(token: "gister")
            let secret = try await github.client.send(gists.create(NewGist(files: ["todo.txt": "milk\n"])))
            #expect(!secret.isPublic)
            #expect(try await github.all(gists.mine()).first?.id == secret.id)
            #expect(try await !github.all(gists.forUser("mona")).contains { $0.id == secret.id })
            #expect(try await !github.all(gists.publicGists()).contains { $0.id == secret.id })
            #expect(try await github.client.send(gists.get(secret.id)).files.first?.content == "milk\n")
        }
    }

    @Test func creatingAGistNeedsTheGistScopeAndSaysSo() async throws {
        try await TestGitHub.run(options: options) { kit in
            let unscoped = await gitHubError {
                _ = try await kit.client(token: "classic").client.send(
                    gists.create(NewGist(files: ["a.txt": "a"])))
            }
            #expect(unscoped?.description.contains("gist") == true)
            let anonymous = await gitHubError {
                _ = try await kit.client(token: nil).client.send(
                    gists.create(NewGist(files: ["a.txt": "a"])))
            }
            guard case .unauthorized? = anonymous else {
                Issue.record("expected unauthorized, got \(String(describing: anonymous))")
                return
            }
        }
    }

    @Test func badGistsAreRefusedBeforeAnythingIsSent() async throws {
        try await TestGitHub.run(options: options) { kit in
            let github = kit.client(token: "gister")
            for bad in [NewGist(files: [:]), NewGist(files: ["a.txt": ""]), NewGist(files: ["a/b.txt": "x"])]
            {
                let error = await gitHubError { _ = try await github.client.send(gists.create(bad)) }
                guard case .invalidInput? = error else {
                    Issue.record("expected invalidInput for \(bad), got \(String(describing: error))")
                    continue
                }
            }
            #expect(await kit.server.requests.isEmpty)
            // Sent anyway, GitHub's 422 names the field.
            let empty = try Route<JSONValue>(
                .post, template: "/gists", body: ["files": ["a.txt": ["content": ""]]])
            let refused = await gitHubError { _ = try await github.client.send(empty) }
            guard case .validationFailed(let failure)? = refused else {
                Issue.record("expected validationFailed, got \(String(describing: refused))")
                return
            }
            #expect(failure.fields == ["files"])
        }
    }
}
