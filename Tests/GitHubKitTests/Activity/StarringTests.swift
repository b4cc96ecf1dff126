import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// Stargazers, starred lists (plain and `star+json`), watchers and subscriptions over loopback.
@Suite struct StarringTests {
    private let activity = GithubRouter.activity

    @Test func stargazersPageWithAndWithoutDatesAndShowANewStarLast() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            // One of mona's own repositories (she has starred none) with a few pages of stargazers.
            let repos = try await github.repositories(of: "mona")
            let repo = try #require(repos.first { (41...300).contains($0.stargazersCount ?? 0) })
            let name = repo.name
            let all = try await github.all(activity.stargazers(owner: "mona", repo: name, perPage: 40))
            #expect(all.count == repo.stargazersCount)
            let dated = try await github.client.send(
                activity.stargazersWithDates(owner: "mona", repo: name, page: 2, perPage: 10))
            #expect(dated.map(\.user.login) == all[10..<20].map(\.login))
            #expect(dated.allSatisfy { $0.starredAt != nil })

            _ = try await github.client.send(activity.star(owner: "mona", repo: name))
            let after = try await github.all(activity.stargazers(owner: "mona", repo: name, perPage: 40))
            #expect(after.count == all.count + 1)
            #expect(after.last?.login == "mona")
        }
    }

    @Test func starredListsCarryDatesWithStarJSONAndPutANewStarFirst() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            let plain = try await github.client.send(activity.authenticatedStarred(perPage: 5))
            let dated = try await github.client.send(activity.starredWithDates(by: "mona", perPage: 5))
            #expect(dated.map(\.repo.fullName) == plain.map(\.fullName))
            #expect(dated.allSatisfy { $0.starredAt != nil })
            _ = try await github.client.send(activity.star(owner: "mona", repo: "hello-world"))
            let mine = try await github.client.send(activity.authenticatedStarredWithDates(perPage: 5))
            #expect(mine.first?.repo.fullName == "mona/hello-world")
            let starredAt = try #require(mine.first?.starredAt)
            #expect(abs(starredAt.timeIntervalSinceNow) < 3_600)
        }
    }

    @Test func watchersAndSubscriptionsPage() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            let named = try await github.repositories(of: "mona").first {
                (40...300).contains($0.stargazersCount ?? 0)
            }
            let repo = try await github.repository(owner: "mona", name: try #require(named).name)
            let watchers = try await github.all(activity.watchers(owner: "mona", repo: repo.name, perPage: 3))
            #expect(watchers.count == repo.subscribersCount)
            #expect(watchers.count > 3)
            let subscriptions = try await github.all(activity.subscriptions(of: "zhang-wei", perPage: 2))
            #expect(subscriptions.map(\.fullName).contains("zhang-wei/dragon-cli"))
            #expect(subscriptions.count == 5)
        }
    }

    @Test func unknownRepositoriesAre404AndBadNamesNeverLeave() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            let missing = await gitHubError {
                _ = try await github.client.send(activity.stargazers(owner: "zhang-wei", repo: "nope"))
            }
            guard case .notFound? = missing else {
                Issue.record("expected notFound, got \(String(describing: missing))")
                return
            }
            await kit.server.clearRequests()
            for (owner, repo) in [("a/b", "x"), ("mona", ".."), ("mona", "a b"), ("", "x"), ("mona", "dé")] {
                let error = await gitHubError {
                    _ = try await github.client.send(activity.watchers(owner: owner, repo: repo))
                }
                guard case .invalidInput? = error else {
                    Issue.record("\(owner)/\(repo) gave \(String(describing: error))")
                    continue
                }
            }
            #expect(await kit.server.requests.isEmpty)
        }
    }
}
