import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// What an installation's token reaches on FakeGitHub, through GitHubKit's installation clients:
/// only its repositories (those of its installation, narrowed by its scope), only the writes its
/// permissions allow, and a rate limit of its own.
@Suite struct InstallationReachTests {
    static func credentials() throws -> AppCredentials {
        AppCredentials(appID: AppFixtures.appID, privateKey: try AppFixtures.key())
    }

    static func isNotFound(_ error: GitHubError) -> Bool {
        if case .notFound = error { true } else { false }
    }

    @Test func aTokenNarrowedToSomeRepositoriesGets404OnAnyOther() async throws {
        try await TestGitHub.run(options: AppFixtures.options()) { github in
            let app = github.app(try Self.credentials())
            // Installation 3 is on mona's hello-world only.
            let helloOnly = try app.installation(3)
            #expect(try await helloOnly.repository(owner: "mona", name: "hello-world").name == "hello-world")
            #expect(try await helloOnly.accessibleRepositories().map(\.fullName) == ["mona/hello-world"])
            let spoon = await #expect(throws: GitHubError.self) {
                try await helloOnly.repository(owner: "mona", name: "Spoon-Knife")
            }
            #expect(spoon.map(Self.isNotFound) == true)
            let issues = await #expect(throws: GitHubError.self) {
                try await helloOnly.client.send(GithubRouter.issues.list(owner: "mona", name: "Spoon-Knife"))
            }
            #expect(issues.map(Self.isNotFound) == true)

            // Installation 1 reaches all of mona's, and not another account's.
            let all = try app.installation(1)
            #expect(try await all.repository(owner: "mona", name: "hello-world").name == "hello-world")
            #expect(try await all.accessibleRepositories().count == 300)
            let acme = await #expect(throws: GitHubError.self) {
                try await all.repository(owner: "acme-corp", name: "acme-platform")
            }
            #expect(acme.map(Self.isNotFound) == true)

            // The same installation narrowed by a scope: the answer just served to the whole
            // installation is not served again to the narrower token.
            let narrowed = try app.installation(
                1, scope: InstallationTokenScope(repositories: ["Spoon-Knife"]))
            #expect(try await narrowed.repository(owner: "mona", name: "spoon-knife").name == "Spoon-Knife")
            #expect(try await narrowed.accessibleRepositories().map(\.name) == ["Spoon-Knife"])
            let hello = await #expect(throws: GitHubError.self) {
                try await narrowed.repository(owner: "mona", name: "hello-world")
            }
            #expect(hello.map(Self.isNotFound) == true)
        }
    }

    @Test func aWriteOutsideTheTokensPermissionsGetsGitHubs403() async throws {
        try await TestGitHub.run(options: AppFixtures.options()) { github in
            let app = github.app(try Self.credentials())
            let writer = try app.installation(1)
            let opened = try await writer.client.send(
                GithubRouter.issues.create(
                    owner: "mona", name: "hello-world", NewIssue(title: "From the bot")))
            #expect(opened.number == 321)

            let reader = try app.installation(
                1, scope: InstallationTokenScope(permissions: ["issues": "read"]))
            #expect(
                try await reader.client.send(
                    GithubRouter.issues.get(owner: "mona", name: "hello-world", number: 321)
                )
                .title == "From the bot")
            let refused = await #expect(throws: GitHubError.self) {
                try await reader.client.send(
                    GithubRouter.issues.createComment(
                        owner: "mona", name: "hello-world", number: 321, body: "No"))
            }
            guard case .forbidden(let message)? = refused else {
                Issue.record("expected a 403, got \(String(describing: refused))")
                return
            }
            #expect(message.hasPrefix("Resource not accessible by integration"))
            // Installation 1 was not granted `contents`, so no token of it writes files.
            let file = await #expect(throws: GitHubError.self) {
                try await writer.client.send(
                    Route<JSONValue>(
                        .put, template: "/repos/{owner}/{repo}/contents/{path}",
                        ["owner": "mona", "repo": "hello-world", "path": "NOTES.md"],
                        body: JSONValue.object(["message": .string("Add notes"), "content": .string("aGk=")]))
                )
            }
            #expect(file.map { if case .forbidden = $0 { true } else { false } } == true)
        }
    }

    @Test func eachInstallationKeepsItsOwnRateLimit() async throws {
        var options = try AppFixtures.options()
        options.rateLimit = 5
        try await TestGitHub.run(options: options) { github in
            let app = github.app(try Self.credentials())
            let first = try app.installation(1)
            let third = try app.installation(3)
            for login in ["user-00001", "user-00002", "user-00003", "user-00004", "user-00005"] {
                _ = try await first.user(login)
            }
            _ = try await third.user("user-00001")
            #expect(first.client.rateLimits.status()?.remaining == 0)
            #expect(third.client.rateLimits.status()?.remaining == 4)
            // Another client of installation 1 shares its record, so it refuses before sending.
            let sent = await github.server.stats.total
            let spent = await #expect(throws: GitHubError.self) {
                try await app.installation(1).user("user-00006")
            }
            #expect(spent.map { if case .rateLimited = $0 { true } else { false } } == true)
            #expect(await github.server.stats.total == sent)
            // Installation 3's own limit is untouched by installation 1's.
            #expect(try await third.user("user-00006").login == "user-00006")
            #expect(third.client.rateLimits.status()?.remaining == 3)
        }
    }
}
