import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// The counts inside user and repository objects follow writes, as GitHub's do.
@Suite struct WriteCountTests {
    @Test func followingChangesBothPeoplesCountsAndUnfollowingRestoresThem() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            let users = GithubRouter.users
            let target = try await github.client.send(users.get("user-00900"))
            let me = try await github.client.send(users.authenticated)
            _ = try await github.client.send(users.follow("user-00900"))
            #expect(
                try await github.client.send(users.get("user-00900")).followers == (target.followers ?? 0) + 1
            )
            #expect(try await github.client.send(users.authenticated).following == (me.following ?? 0) + 1)
            _ = try await github.client.send(users.unfollow("user-00900"))
            #expect(try await github.client.send(users.get("user-00900")).followers == target.followers)
            #expect(try await github.client.send(users.authenticated).following == me.following)
        }
    }

    @Test func starringCountsOnTheRepository() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            let activity = GithubRouter.activity
            let repos = GithubRouter.repos
            let before = try await github.client.send(repos.get(owner: "acme-corp", name: "acme-platform"))
            _ = try await github.client.send(activity.star(owner: "acme-corp", repo: "acme-platform"))
            let starred = try await github.client.send(repos.get(owner: "acme-corp", name: "acme-platform"))
            #expect(starred.stargazersCount == (before.stargazersCount ?? 0) + 1)
            _ = try await github.client.send(activity.unstar(owner: "acme-corp", repo: "acme-platform"))
            let unstarred = try await github.client.send(repos.get(owner: "acme-corp", name: "acme-platform"))
            #expect(unstarred.stargazersCount == before.stargazersCount)
        }
    }
}
