import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// The searches against FakeGitHub over loopback, through the real transport. Each test uses a
/// token: search allows 30 requests a minute with one, 10 without.
@Suite struct SearchTests {
    let search = GithubRouter.search
    let options = Options(tokens: ["tok": "mona"])

    @Test func repositoryQualifiersNarrowTheMatches() async throws {
        try await TestGitHub.run(options: options) { kit in
            let github = kit.client(token: "tok")
            func find(_ query: String) async throws -> SearchResults<Repository> {
                try await github.client.send(search.repositories(query))
            }
            let swift = try await find("language:swift user:mona")
            #expect(swift.totalCount > 0 && !swift.incompleteResults)
            #expect(
                swift.items.allSatisfy {
                    $0.language == "Swift" && $0.ownerLogin == "mona" && $0.score == 1.0
                })
            let popular = try await find("user:mona stars:>1000")
            #expect(popular.items.allSatisfy { $0.stargazersCount! > 1000 })
            #expect(popular.items.contains { $0.name == "hello-world" })
            let band = try await find("user:mona stars:10..200")
            #expect(band.items.allSatisfy { (10...200).contains($0.stargazersCount!) } && band.totalCount > 0)
            let everything = try await find("user:mona")
            #expect(popular.totalCount + band.totalCount < everything.totalCount)
            let org = try await find("org:acme-corp")
            #expect(org.totalCount == 25 && org.items.allSatisfy { $0.ownerLogin == "acme-corp" })
            #expect(try await find("org:mona").totalCount == 0)
            let named = try await find("hello in:name user:mona")
            #expect(named.items.map(\.name) == ["hello-world"])
            let topic = try await find("topic:github user:mona")
            #expect(topic.items.allSatisfy { $0.topics?.contains("github") == true } && topic.totalCount > 0)
            let byStars = try await github.client.send(
                search.repositories("user:mona", sort: .stars, order: .asc, perPage: 50))
            let stars = byStars.items.compactMap(\.stargazersCount)
            #expect(stars == stars.sorted() && stars.count == 50)
        }
    }

    @Test func issueQualifiersNarrowTheMatches() async throws {
        try await TestGitHub.run(options: options) { kit in
            let github = kit.client(token: "tok")
            func find(_ query: String) async throws -> [GitHubKit.Issue] {
                try await github.all(search.issues(query), as: GitHubKit.Issue.self)
            }
            let all = try await github.client.send(search.issues("repo:mona/hello-world"))
            #expect(all.totalCount == 320)
            let openPRs = try await github.client.send(search.issues("repo:mona/hello-world is:pr is:open"))
            #expect(
                openPRs.items.allSatisfy { $0.isPullRequest && $0.state == .open } && openPRs.totalCount > 0)
            let closedIssues = try await github.client.send(
                search.issues("repo:mona/hello-world is:issue is:closed"))
            #expect(closedIssues.items.allSatisfy { !$0.isPullRequest && $0.state == .closed })
            #expect(openPRs.totalCount + closedIssues.totalCount < all.totalCount)
            let bugsByMona = try await github.client.send(
                search.issues("repo:mona/hello-world author:mona label:bug"))
            #expect(bugsByMona.totalCount > 0)
            #expect(
                bugsByMona.items.allSatisfy {
                    $0.user?.login == "mona" && $0.labels.contains { $0.name == "bug" }
                })
            let titled = try await github.client.send(search.issues("crash in:title"))
            #expect(
                titled.totalCount > 0 && titled.items.allSatisfy { $0.title!.lowercased().contains("crash") })
            let spaced = try await github.client.send(
                search.issues(#"repo:mona/hello-world label:"good first issue""#))
            #expect(
                spaced.totalCount > 0
                    && spaced.items.allSatisfy { $0.labels.contains { $0.name == "good first issue" } })
            let mostComments = try await github.client.send(
                search.issues("repo:mona/hello-world", sort: .comments))
            let counts = mostComments.items.compactMap(\.comments)
            #expect(counts == counts.sorted(by: >))
            #expect(mostComments.items.allSatisfy { $0.score == 1.0 })
        }
    }

    @Test func codeCommitAndTopicSearchesMatchTheirQualifiers() async throws {
        try await TestGitHub.run(options: options) { kit in
            let github = kit.client(token: "tok")
            let swift = try await github.client.send(search.code("repo:mona/hello-world language:swift"))
            #expect(swift.totalCount == 3)
            #expect(
                swift.items.allSatisfy {
                    $0.name.hasSuffix(".swift") && $0.repository?.fullName == "mona/hello-world"
                })
            let hello = try await github.client.send(search.code("hello repo:mona/hello-world"))
            #expect(Set(hello.items.map(\.path)) == ["README.md", "Sources/App/main.swift", "web/index.js"])
            let sources = try await github.client.send(search.code("path:Sources user:mona"))
            #expect(sources.totalCount == 8 && sources.items.allSatisfy { $0.path.hasPrefix("Sources/") })

            let commits = try await github.client.send(search.commits("repo:mona/hello-world author:mona"))
            #expect(commits.totalCount > 0)
            #expect(
                commits.items.allSatisfy {
                    $0.commit?.author?.login == "mona" && $0.repository?.name == "hello-world"
                })
            let feedback = try await github.client.send(
                search.commits("review feedback repo:mona/hello-world"))
            #expect(feedback.totalCount > 0)
            #expect(feedback.items.allSatisfy { $0.commit?.message?.contains("review feedback") == true })
            #expect(
                feedback.totalCount
                    < (try await github.client.send(search.commits("repo:mona/hello-world"))).totalCount)

            let topics = try await github.client.send(search.topics("c"))
            #expect(
                topics.totalCount > 2 && topics.items.allSatisfy { $0.name.contains("c") && $0.score == 1.0 })
            #expect(try await github.client.send(search.topics("cache")).items.map(\.name) == ["cache"])
            let curated = try await github.client.send(search.topics("c is:curated"))
            #expect(curated.items.allSatisfy { $0.curated == true && $0.displayName != nil })
            #expect(curated.totalCount < topics.totalCount)
        }
    }

    @Test func searchPagesWalkToTheLastReachableResult() async throws {
        try await TestGitHub.run(options: options) { kit in
            let github = kit.client(token: "tok")
            var pages: [Int] = []
            var numbers: [Int] = []
            for try await page in try github.pages(of: search.issues("repo:mona/hello-world", perPage: 100)) {
                pages.append(page.number)
                numbers += page.items.map(\.number)
            }
            #expect(pages == [1, 2, 3, 4])
            #expect(Set(numbers) == Set(1...320))
            var users: [SimpleUser] = []
            for try await page in try github.pages(of: search.users("user", perPage: 100), limit: 250) {
                users += page.items
            }
            #expect(users.count >= 250 && users.count <= 300)
            #expect(await kit.server.requests.allSatisfy { $0.status == 200 })
        }
    }

    @Test func badQueriesAreRefusedBeforeAnyRequest() async throws {
        try await TestGitHub.run(options: options) { kit in
            let client = kit.client(token: "tok").client
            let long = String(repeating: "a", count: 257)
            await #expect(throws: GitHubError.self) { try await client.send(search.repositories("")) }
            await #expect(throws: GitHubError.self) { try await client.send(search.issues(" \n")) }
            await #expect(throws: GitHubError.self) { try await client.send(search.code(long)) }
            await #expect(throws: GitHubError.self) { try await client.send(search.commits("x", page: 11)) }
            await #expect(throws: GitHubError.self) { try await client.send(search.issues("x", page: .max)) }
            await #expect(throws: GitHubError.self) { try await client.send(search.topics("x", perPage: 0)) }
            await #expect(throws: GitHubError.self) { try await client.send(search.users("x", page: 0)) }
            #expect(await kit.server.requests.isEmpty)
            // 256 characters, Unicode included, are fine.
            let longest = String(repeating: "é", count: 256)
            let none = try await client.send(search.repositories(longest))
            #expect(none.totalCount == 0 && none.items.isEmpty)
        }
    }
}
