import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// A test shaping a running FakeGitHub's world (an account, a repository, an issue, a comment)
/// and GitHubKit's client seeing the change everywhere GitHub would show it.
@Suite struct WorldEditTests {
    @Test func anAddedAccountAndItsRepositoryAreFoundListedAndSearched() async throws {
        try await TestGitHub.run(options: Options(tokens: ["t0ken": "release-bot"])) { github in
            let client = github.client()
            // Read first, so that the answers after the edits cannot be the memoized ones.
            #expect(try await client.user("mona").publicRepos == 300)
            let missing = await #expect(throws: GitHubError.self) { try await client.user("release-bot") }
            #expect(missing.map(Self.isNotFound) == true)

            let id = try await github.server.addUser(
                WorldUser(
                    login: "release-bot", name: "Release Bot", isOrganization: false, bio: "Ships things."))
            try await github.server.addRepository(
                WorldRepository(
                    owner: "release-bot", name: "shipit", description: "Ships releases", language: "Go"))
            try await github.server.addRepository(
                WorldRepository(owner: "mona", name: "fresh-start", stars: 5))

            let bot = try await client.user("Release-Bot")
            #expect(bot.id == id && bot.login == "release-bot" && bot.name == "Release Bot")
            #expect(bot.publicRepos == 1 && bot.followers == 0)
            #expect(try await github.client(token: "t0ken").authenticatedUser().login == "release-bot")
            let shipit = try await client.repository(owner: "release-bot", name: "shipit")
            #expect(shipit.fullName == "release-bot/shipit" && shipit.language == "Go")
            #expect(try await client.repositories(of: "release-bot").map(\.name) == ["shipit"])

            #expect(try await client.user("mona").publicRepos == 301)
            let monas = try await client.all(GithubRouter.users.repos("mona"))
            #expect(monas.count == 301)
            #expect(monas.filter { $0.name == "fresh-start" }.map(\.stargazersCount) == [5])
            #expect(try await client.searchUsers("release-bot").items.map(\.login) == ["release-bot"])
            let found = try await client.client.send(GithubRouter.search.repositories("shipit"))
            #expect(found.items.map(\.fullName) == ["release-bot/shipit"])
        }
    }

    @Test func anAddedIssueAndCommentShowInTheListsCountsAndSearch() async throws {
        try await TestGitHub.run { github in
            let client = github.client()
            try await github.server.addUser(WorldUser(login: "octo-dev"))
            try await github.server.addRepository(WorldRepository(owner: "octo-dev", name: "tool"))
            #expect(
                try await client.client.send(GithubRouter.issues.list(owner: "octo-dev", name: "tool"))
                    .isEmpty)

            let number = try await github.server.addIssue(
                WorldIssue(title: "Crash on launch", body: "It crashes.", author: "octo-dev"),
                in: "octo-dev/tool")
            #expect(number == 1)
            let commentID = try await github.server.addComment(
                "Same here.", by: "mona", issue: number, in: "octo-dev/tool")

            let issues = try await client.client.send(
                GithubRouter.issues.list(owner: "octo-dev", name: "tool"))
            #expect(issues.map(\.number) == [1])
            #expect(issues.first?.title == "Crash on launch" && issues.first?.user?.login == "octo-dev")
            #expect(issues.first?.comments == 1)
            #expect(try await client.repository(owner: "octo-dev", name: "tool").openIssuesCount == 1)
            let comments = try await client.client.send(
                GithubRouter.issues.comments(owner: "octo-dev", name: "tool", number: 1))
            #expect(comments.map(\.id) == [commentID])
            #expect(comments.first?.body == "Same here." && comments.first?.user?.login == "mona")
            let search = try await client.client.send(GithubRouter.search.issues("crash repo:octo-dev/tool"))
            #expect(search.items.map(\.number) == [1])

            // In a repository of the world, an added issue comes after the world's own.
            let next = try await github.server.addIssue(
                WorldIssue(title: "Closed at once", isOpen: false), in: "mona/hello-world")
            #expect(next == 321)
            let closed = try await client.client.send(
                GithubRouter.issues.get(owner: "mona", name: "hello-world", number: next))
            #expect(closed.state == .closed && closed.title == "Closed at once")
        }
    }

    static func isNotFound(_ error: GitHubError) -> Bool {
        if case .notFound = error { true } else { false }
    }

    @Test func aRefusedEditIsATypedErrorAndChangesNothing() async throws {
        try await TestGitHub.run { github in
            let server = github.server
            await #expect(throws: WorldEditError.invalidLogin("-bad-")) {
                try await server.addUser(WorldUser(login: "-bad-"))
            }
            await #expect(throws: WorldEditError.loginTaken("MONA")) {
                try await server.addUser(WorldUser(login: "MONA"))
            }
            await #expect(throws: WorldEditError.unknownAccount("nobody-here")) {
                try await server.addRepository(WorldRepository(owner: "nobody-here", name: "x"))
            }
            await #expect(throws: WorldEditError.invalidRepositoryName("a b")) {
                try await server.addRepository(WorldRepository(owner: "mona", name: "a b"))
            }
            await #expect(throws: WorldEditError.repositoryExists("mona/Hello-World")) {
                try await server.addRepository(WorldRepository(owner: "mona", name: "Hello-World"))
            }
            await #expect(throws: WorldEditError.unknownRepository("mona/nothing")) {
                try await server.addIssue(WorldIssue(title: "x"), in: "mona/nothing")
            }
            await #expect(throws: WorldEditError.emptyText("title")) {
                try await server.addIssue(WorldIssue(title: ""), in: "mona/hello-world")
            }
            await #expect(throws: WorldEditError.unknownIssue(repository: "mona/Spoon-Knife", number: 99)) {
                try await server.addComment("Hi", by: "mona", issue: 99, in: "mona/spoon-knife")
            }
            #expect(
                WorldEditError.loginTaken("MONA").description == "An account called “MONA” exists already.")
            let mona = try await github.client().user("mona")
            #expect(mona.publicRepos == 300)
        }
    }
}
