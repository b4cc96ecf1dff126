import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// Contributors, languages, topics, tags, branches, forks and `/user/repos` against FakeGitHub.
@Suite struct RepositoryListsTests {
    private let repos = GithubRouter.repos

    @Test func contributorsPageByLinkAndAnonymousOnesComeLastWithoutALogin() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            var pages: [Int] = []
            var accounts: [Contributor] = []
            for try await page in try github.pages(
                of: repos.contributors(owner: "mona", name: "hello-world", perPage: 25))
            {
                pages.append(page.number)
                accounts += page.items
            }
            #expect(pages == [1, 2, 3])
            #expect(accounts.count == 60)
            #expect(accounts.first?.login == "mona")
            #expect(accounts.allSatisfy { !$0.isAnonymous && $0.login != nil })
            #expect(accounts.map(\.contributions) == accounts.map(\.contributions).sorted(by: >))

            let everyone = try await github.all(
                repos.contributors(owner: "mona", name: "hello-world", anonymous: true))
            #expect(everyone.count == 63)
            let anonymous = everyone.suffix(3)
            #expect(anonymous.allSatisfy { $0.isAnonymous && $0.login == nil && $0.id == nil })
            #expect(anonymous.first?.name == "Anonymous Coder 1")
            #expect(anonymous.first?.type == "Anonymous")
        }
    }

    @Test func languagesAreListedMostBytesFirstAndTopicsAsSent() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let languages = try await github.client.send(repos.languages(owner: "mona", name: "hello-world"))
            #expect(languages.names == ["Swift", "C", "Shell", "Dockerfile"])
            #expect(languages["Swift"] == 182_345)
            #expect(languages["COBOL"] == nil)
            #expect(languages.totalBytes == 182_345 + 20_480 + 1_234 + 512)
            let empty = try await github.client.send(repos.languages(owner: "mona", name: "mystery"))
            #expect(empty.names.isEmpty)

            let topics = try await github.client.send(repos.topics(owner: "mona", name: "hello-world"))
            let repository = try await github.client.send(repos.get(owner: "mona", name: "hello-world"))
            #expect(topics.names == ["hello", "github", "swift"])
            #expect(topics.names == repository.topics)
        }
    }

    @Test func tagsAndBranchesPagePastTheFirstPage() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            var tagPages = 0
            var tags: [GitHubKit.Tag] = []
            for try await page in try github.pages(
                of: repos.tags(owner: "mona", name: "hello-world", perPage: 10))
            {
                tagPages += 1
                tags += page.items
            }
            #expect(tagPages == 4)
            #expect(tags.count == 35)
            #expect(Set(tags.map(\.name)).count == 35)
            #expect(tags.contains { $0.name == "nightly/build-33" })
            #expect(tags.allSatisfy { $0.commitSha?.count == 40 })

            let branches = try await github.all(
                repos.branches(owner: "mona", name: "hello-world", perPage: 20))
            #expect(branches.count == 45)
            #expect(branches.contains { $0.name == "feature/x" })
            let protected = try await github.all(
                repos.branches(owner: "mona", name: "hello-world", protected: true))
            #expect(protected.map(\.name) == ["main"])
            #expect(protected.allSatisfy { $0.protected })
            let unprotected = try await github.all(
                repos.branches(owner: "mona", name: "hello-world", protected: false))
            #expect(unprotected.count == 44)
        }
    }

    @Test func aBranchWithASlashIsOneEscapedSegmentAndDotDotIsRefused() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let branch = try await github.client.send(
                repos.branch(owner: "mona", name: "hello-world", branch: "feature/x"))
            #expect(branch.name == "feature/x")
            #expect(branch.protected == false)
            let listed = try await github.all(repos.branches(owner: "mona", name: "hello-world"))
            #expect(branch.commit?.sha == listed.first { $0.name == "feature/x" }?.commitSha)
            #expect(
                await RouteExpectations.paths(kit.server).contains(
                    "/repos/mona/hello-world/branches/feature%2Fx")
            )

            await RouteExpectations.notFound(
                repos.branch(owner: "mona", name: "hello-world", branch: "no-such-branch"), by: github,
                message: "Branch not found")
            for bad in ["", "..", "feature/../main", "a//b", "./x"] {
                await RouteExpectations.rejected(
                    repos.branch(owner: "mona", name: "hello-world", branch: bad), by: github,
                    server: kit.server)
            }
        }
    }

    @Test func forksSortAsAskedAndPage() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let newest = try await github.all(repos.forks(owner: "mona", name: "hello-world"))
            #expect(newest.count == 300)
            #expect(newest.allSatisfy { $0.fork && $0.name == "hello-world" && $0.ownerLogin != "mona" })
            let created = newest.compactMap(\.createdAt)
            #expect(created == created.sorted(by: >))
            let oldest = try await github.all(repos.forks(owner: "mona", name: "hello-world", sort: .oldest))
            #expect(oldest.map(\.id) == newest.map(\.id).reversed())
            let starred = try await github.all(
                repos.forks(owner: "mona", name: "hello-world", sort: .stargazers), limit: 50)
            let stars = starred.compactMap(\.stargazersCount)
            #expect(stars == stars.sorted(by: >))
            #expect(stars.first != stars.last)
        }
    }

    @Test func theAuthenticatedUsersRepositoriesFollowVisibilityAndAffiliation() async throws {
        try await TestGitHub.run(options: Options(tokens: ["tok": "mona"])) { kit in
            let github = kit.client(token: "tok")
            let all = try await github.all(repos.forAuthenticatedUser(sort: .created, direction: .asc))
            #expect(all.count == 300)
            let created = all.compactMap(\.createdAt)
            #expect(created == created.sorted())
            let owned = try await github.all(
                repos.forAuthenticatedUser(visibility: .public, affiliation: [.owner]))
            #expect(owned.count == 300)
            #expect(try await github.all(repos.forAuthenticatedUser(visibility: .private)).isEmpty)
            #expect(try await github.all(repos.forAuthenticatedUser(affiliation: [.collaborator])).isEmpty)
            #expect(try await github.all(repos.forAuthenticatedUser(type: .member)).isEmpty)
            let query = await kit.server.requests.last?.query ?? ""
            #expect(query.contains("type=member"))

            await RouteExpectations.rejected(
                repos.forAuthenticatedUser(visibility: .all, type: .owner), by: github, server: kit.server)
            await RouteExpectations.rejected(
                repos.forAuthenticatedUser(type: .forks), by: github, server: kit.server)
            await RouteExpectations.rejected(
                repos.forAuthenticatedUser(perPage: 101), by: github, server: kit.server)
        }
    }

    @Test func unknownRepositoriesAre404AndBadNamesAreNeverSent() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            await RouteExpectations.notFound(repos.languages(owner: "mona", name: "no-such-repo"), by: github)
            await RouteExpectations.notFound(repos.contributors(owner: "no-such-user", name: "x"), by: github)
            await RouteExpectations.notFound(repos.tags(owner: "mona", name: "no-such-repo"), by: github)
            for (owner, name) in [
                ("mona", "a/b"), ("mona", ".."), ("mona", ""), ("mona", "a b"), ("mona", "ünï"), ("a/b", "x"),
            ] {
                await RouteExpectations.rejected(
                    repos.tags(owner: owner, name: name), by: github, server: kit.server)
                await RouteExpectations.rejected(
                    repos.topics(owner: owner, name: name), by: github, server: kit.server)
                await RouteExpectations.rejected(
                    repos.forks(owner: owner, name: name, page: 2), by: github, server: kit.server)
            }
            await RouteExpectations.rejected(
                repos.contributors(owner: "mona", name: "hello-world", page: 0), by: github,
                server: kit.server)
        }
    }
}
