import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// What an installation's token reads beyond REST's repository routes: GraphQL and search see
/// only its repositories, and a read needs the permission GitHub's table names, while a person's
/// token reads as it always did.
extension InstallationReachTests {
    /// The app's installations (see ``AppFixtures/options(tokenLifetime:)``) and `tok` for mona.
    static func optionsWithPersonalToken() throws -> Options {
        var options = try AppFixtures.options()
        options.tokens = ["tok": "mona"]
        return options
    }

    /// `{ repository(owner:name:) { name } }` as a query whose answer is kept raw.
    static func repositoryQuery(_ owner: String, _ name: String) -> GraphQLQuery<JSONValue> {
        GraphQLQuery(
            "query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { name nameWithOwner } }",
            variables: ["owner": .string(owner), "name": .string(name)])
    }

    /// The node ID of one of `mona/Spoon-Knife`'s pull requests, read with the person's token.
    static func spoonKnifePullNodeID(_ person: GitHub) async throws -> String {
        let pulls = try await person.client.send(
            GithubRouter.pulls.list(
                owner: "mona", name: "Spoon-Knife", filter: PullRequestFilter(state: .all)))
        return try #require(pulls.first?.raw["node_id"]?.string)
    }

    @Test func graphQLHidesRepositoriesOutsideTheInstallation() async throws {
        try await TestGitHub.run(options: Self.optionsWithPersonalToken()) { github in
            let helloOnly = try github.app(try Self.credentials()).installation(3)
            let hello = try await helloOnly.graphQL(Self.repositoryQuery("mona", "hello-world"))
            #expect(hello["repository"]?["nameWithOwner"]?.string == "mona/hello-world")

            let hidden = await #expect(throws: GitHubError.self) {
                try await helloOnly.graphQL(Self.repositoryQuery("mona", "Spoon-Knife"))
            }
            guard case .graphQL(let errors)? = hidden, case .notFound? = hidden?.rootCause else {
                Issue.record("expected GraphQL's NOT_FOUND, got \(String(describing: hidden))")
                return
            }
            #expect(
                errors.first?.message == "Could not resolve to a Repository with the name 'mona/Spoon-Knife'."
            )

            // A connection leaves the other repositories out, and counts only what it shows.
            let listed = try await helloOnly.graphQL(
                GraphQLQuery<JSONValue>(
                    #"query { user(login: "mona") { repositories(first: 100) { totalCount nodes { name } } } }"#
                ))
            #expect(listed["user"]?["repositories"]?["totalCount"]?.int == 1)
            #expect(listed["user"]?["repositories"]?["nodes"]?.array?.first?["name"]?.string == "hello-world")

            // A pull request of a repository it does not reach is no node at all.
            let person = github.client(token: "tok")
            let id = try await Self.spoonKnifePullNodeID(person)
            let nodes = GraphQLQuery<JSONValue>(
                "query($ids: [ID!]!) { nodes(ids: $ids) { ... on PullRequest { number isDraft } } }",
                variables: ["ids": .array([.string(id)])])
            let missing = try await helloOnly.graphQLResponse(nodes)
            #expect(missing.rawData?["nodes"]?.array == [.null])
            #expect(missing.errors.map(\.type) == [.notFound])
            #expect(try await person.graphQL(nodes)["nodes"]?.array?.first?["number"]?.int != nil)
        }
    }

    @Test func searchLeavesOutWhatTheTokenCannotRead() async throws {
        try await TestGitHub.run(options: Self.optionsWithPersonalToken()) { github in
            let app = github.app(try Self.credentials())
            let helloOnly = try app.installation(3)
            let person = github.client(token: "tok")

            let everyIssue = try await helloOnly.client.send(GithubRouter.search.issues("is:issue is:open"))
            let helloIssues = try await person.client.send(
                GithubRouter.search.issues("repo:mona/hello-world is:issue is:open"))
            #expect(everyIssue.totalCount == helloIssues.totalCount)
            #expect(
                everyIssue.items.allSatisfy { $0.repositoryUrl?.hasSuffix("/repos/mona/hello-world") == true }
            )
            #expect(
                try await person.client.send(GithubRouter.search.issues("is:issue is:open")).totalCount
                    > everyIssue.totalCount)
            let spoon = try await helloOnly.client.send(GithubRouter.search.issues("repo:mona/Spoon-Knife"))
            #expect(spoon.totalCount == 0 && spoon.items.isEmpty)

            let repos = try await helloOnly.client.send(GithubRouter.search.repositories("user:mona"))
            #expect(repos.totalCount == 1 && repos.items.map(\.fullName) == ["mona/hello-world"])
            #expect(
                try await person.client.send(GithubRouter.search.repositories("user:mona")).totalCount > 1)

            // Installation 1 reaches every repository of mona's but was not granted `contents`.
            let code = try await app.installation(1).client.send(GithubRouter.search.code("user:mona"))
            #expect(code.totalCount == 0)
            #expect(try await person.client.send(GithubRouter.search.code("user:mona")).totalCount > 0)
        }
    }

    @Test func aReadWithoutItsPermissionGetsGitHubs403() async throws {
        try await TestGitHub.run(options: Self.optionsWithPersonalToken()) { github in
            // Installation 1 has issues, pull requests and metadata: not contents nor checks.
            let mona = try github.app(try Self.credentials()).installation(1)
            #expect(try await mona.repository(owner: "mona", name: "hello-world").name == "hello-world")
            #expect(
                try await !mona.client.send(GithubRouter.issues.list(owner: "mona", name: "hello-world"))
                    .isEmpty)
            let readme = await #expect(throws: GitHubError.self) {
                try await mona.readme(owner: "mona", name: "hello-world")
            }
            guard case .forbidden(let message)? = readme else {
                Issue.record("expected a 403, got \(String(describing: readme))")
                return
            }
            #expect(message.hasPrefix("Resource not accessible by integration; "))
            #expect(message.contains("the token lacks the permission this endpoint needs: `contents=read`"))
            #expect(
                readme?.description.hasPrefix("forbidden: Resource not accessible by integration") == true)

            let head = try #require(
                try await mona.client.send(GithubRouter.pulls.list(owner: "mona", name: "hello-world")).first?
                    .raw["head"]?["sha"]?.string)
            let checks = await #expect(throws: GitHubError.self) {
                try await mona.client.send(
                    Route<JSONValue>(path: ["repos", "mona", "hello-world", "commits", head, "check-runs"]))
            }
            guard case .forbidden(let checksMessage)? = checks else {
                Issue.record("expected a 403, got \(String(describing: checks))")
                return
            }
            #expect(checksMessage.contains("`checks=read`"))

            // The person's token reads the same README and check runs as before.
            let person = github.client(token: "tok")
            #expect(try await !person.readme(owner: "mona", name: "hello-world").name.isEmpty)
            _ = try await person.client.send(
                Route<JSONValue>(path: ["repos", "mona", "hello-world", "commits", head, "check-runs"]))
        }
    }

    @Test func aNarrowedTokenReadsOnlyWhatItsRequestKept() async throws {
        try await TestGitHub.run(options: Self.optionsWithPersonalToken()) { github in
            let app = github.app(try Self.credentials())
            let pullsOnly = try app.installation(
                1, scope: InstallationTokenScope(permissions: ["pull_requests": "read"]))
            #expect(
                try await !pullsOnly.client.send(GithubRouter.pulls.list(owner: "mona", name: "hello-world"))
                    .isEmpty)
            let issues = await #expect(throws: GitHubError.self) {
                try await pullsOnly.client.send(GithubRouter.issues.list(owner: "mona", name: "hello-world"))
            }
            guard case .forbidden(let message)? = issues else {
                Issue.record("expected a 403, got \(String(describing: issues))")
                return
            }
            #expect(message.contains("`issues=read`"))
            // Search finds its pull requests and none of the issues it may no longer read.
            let found = try await pullsOnly.client.send(GithubRouter.search.issues("repo:mona/hello-world"))
            #expect(found.totalCount > 0 && found.items.allSatisfy(\.isPullRequest))

            // Narrowed to one repository, search and GraphQL see only that one.
            let spoonOnly = try app.installation(
                1, scope: InstallationTokenScope(repositories: ["Spoon-Knife"]))
            let repos = try await spoonOnly.client.send(GithubRouter.search.repositories("user:mona"))
            #expect(repos.items.map(\.fullName) == ["mona/Spoon-Knife"])
            #expect(
                try await spoonOnly.graphQL(Self.repositoryQuery("mona", "Spoon-Knife"))["repository"]?[
                    "name"]?
                    .string == "Spoon-Knife")
            await #expect(throws: GitHubError.self) {
                try await spoonOnly.graphQL(Self.repositoryQuery("mona", "hello-world"))
            }

            // Narrowed by repository ID, the same.
            let spoonID = try await github.client(token: "tok").repository(owner: "mona", name: "Spoon-Knife")
                .id
            let byID = try app.installation(1, scope: InstallationTokenScope(repositoryIDs: [spoonID]))
            let spoonItems = try await byID.client.send(GithubRouter.search.issues("in:title"))
            #expect(spoonItems.totalCount == 7)
            #expect(
                spoonItems.items.allSatisfy { $0.repositoryUrl?.hasSuffix("/repos/mona/Spoon-Knife") == true }
            )
        }
    }
}
