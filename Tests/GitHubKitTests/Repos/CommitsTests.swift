import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// `GET /repos/{owner}/{repo}/commits` and `…/commits/{ref}` against FakeGitHub.
@Suite struct CommitsTests {
    private let repos = GithubRouter.repos

    @Test func theHistoryPagesToItsRootCommit() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            var numbers: [Int] = []
            var commits: [Commit] = []
            for try await page in try github.pages(of: repos.commits(owner: "mona", name: "hello-world")) {
                numbers.append(page.number)
                commits += page.items
            }
            #expect(numbers == [1, 2, 3])
            #expect(commits.count == 250)
            #expect(Set(commits.map(\.sha)).count == 250)
            let dates = commits.compactMap(\.committedAt)
            #expect(dates.count == 250 && dates == dates.sorted(by: >))
            #expect(zip(commits, commits.dropFirst()).allSatisfy { $0.parentShas == [$1.sha] })
            #expect(commits.last?.parentShas == [])
            #expect(commits.last?.message == "Initial commit")
            #expect(commits.contains { $0.author == nil && $0.authorName == "Anonymous Coder 1" })
        }
    }

    @Test func filtersNarrowTheHistory() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let all = try await github.all(repos.commits(owner: "mona", name: "hello-world"))

            let guide = try await github.all(
                repos.commits(owner: "mona", name: "hello-world", path: "docs/guide.md"))
            #expect(!guide.isEmpty && guide.count < all.count)
            #expect(guide.allSatisfy { $0.message?.contains("docs/guide.md") == true })
            let docs = try await github.all(repos.commits(owner: "mona", name: "hello-world", path: "docs"))
            #expect(docs.count > guide.count && docs.count < all.count)

            let byMona = try await github.all(
                repos.commits(owner: "mona", name: "hello-world", author: "mona"))
            #expect(!byMona.isEmpty && byMona.count < all.count)
            #expect(byMona.allSatisfy { $0.author?.login == "mona" })

            let since = try #require(all[10].committedAt)
            let until = try #require(all[5].committedAt)
            let window = try await github.all(
                repos.commits(owner: "mona", name: "hello-world", since: since, until: until))
            #expect(window.map(\.sha) == all[5...10].map(\.sha))

            let fromBranch = try await github.all(
                repos.commits(owner: "mona", name: "hello-world", sha: "feature/x"))
            let head = try #require(fromBranch.first)
            let offset = try #require(all.firstIndex { $0.sha == head.sha })
            #expect(offset > 0)
            #expect(fromBranch.map(\.sha) == all[offset...].map(\.sha))
        }
    }

    @Test func oneCommitByShaBranchOrTagHasItsStatsAndFiles() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let listed = try await github.all(
                repos.commits(owner: "mona", name: "hello-world", perPage: 10), limit: 10)
            let bySha = try await github.client.send(
                repos.commit(owner: "mona", name: "hello-world", ref: listed[3].sha))
            #expect(bySha.sha == listed[3].sha)
            #expect(bySha.message == listed[3].message)
            #expect((bySha.additions ?? 0) > 0)
            #expect(bySha.changedFiles.count == 1)
            let short = try await github.client.send(
                repos.commit(owner: "mona", name: "hello-world", ref: String(listed[3].sha.prefix(7))))
            #expect(short.sha == listed[3].sha)

            let branch = try await github.client.send(
                repos.branch(owner: "mona", name: "hello-world", branch: "feature/x"))
            let byBranch = try await github.client.send(
                repos.commit(owner: "mona", name: "hello-world", ref: "feature/x"))
            #expect(byBranch.sha == branch.commit?.sha)
            #expect(
                await RouteExpectations.paths(kit.server).contains(
                    "/repos/mona/hello-world/commits/feature/x"))

            let tags = try await github.all(repos.tags(owner: "mona", name: "hello-world"))
            let byTag = try await github.client.send(
                repos.commit(owner: "mona", name: "hello-world", ref: tags[0].name))
            #expect(byTag.sha == tags[0].commitSha)
        }
    }

    @Test func unknownRefsEmptyRepositoriesAndBadRefsFailClearly() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            await #expect {
                _ = try await github.client.send(
                    repos.commit(owner: "mona", name: "hello-world", ref: "no-such-ref"))
            } throws: { error in
                "\(error)".contains("No commit found for SHA: no-such-ref")
            }
            await #expect {
                _ = try await github.client.send(repos.commits(owner: "mona", name: "mystery"))
            } throws: { error in
                "\(error)".contains("Git Repository is empty.")
            }
            await RouteExpectations.notFound(
                repos.commits(owner: "mona", name: "hello-world", sha: "no-such-branch"), by: github,
                message: "No commit found for SHA: no-such-branch")
            await RouteExpectations.notFound(repos.commits(owner: "mona", name: "no-such-repo"), by: github)
            for bad in ["", "..", "../../users/mona", "main/", "/main"] {
                await RouteExpectations.rejected(
                    repos.commit(owner: "mona", name: "hello-world", ref: bad), by: github, server: kit.server
                )
            }
        }
    }
}
