import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// The pull request routes against FakeGitHub over loopback, through the real transport.
@Suite struct PullsTests {
    let pulls = GithubRouter.pulls

    @Test func pullRequestsPageAndMatchThePullRequestsAmongTheIssues() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let all = try await github.all(
                pulls.list(owner: "mona", name: "hello-world", filter: PullRequestFilter(state: .all)))
            let issues = try await github.all(
                GithubRouter.issues.list(owner: "mona", name: "hello-world", filter: IssueFilter(state: .all))
            )
            #expect(Set(all.map(\.number)) == Set(issues.filter(\.isPullRequest).map(\.number)))
            var pages: [Int] = []
            for try await page in try github.pages(
                of: pulls.list(
                    owner: "mona", name: "hello-world", filter: PullRequestFilter(state: .all), perPage: 20))
            {
                pages.append(page.number)
                #expect(page.items.allSatisfy { $0.baseRepository?.fullName == "mona/hello-world" })
            }
            #expect(pages.count == (all.count + 19) / 20 && pages.count > 1)
            #expect(all.allSatisfy { $0.mergeable == nil && $0.additions == nil })
        }
    }

    @Test func eachFilterNarrowsThePullRequests() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            func list(_ filter: PullRequestFilter) async throws -> [PullRequest] {
                try await github.all(pulls.list(owner: "mona", name: "hello-world", filter: filter))
            }
            let all = try await list(PullRequestFilter(state: .all))
            let open = try await list(PullRequestFilter())
            let closed = try await list(PullRequestFilter(state: .closed))
            #expect(!open.isEmpty && !closed.isEmpty && open.count + closed.count == all.count)
            #expect(open.allSatisfy { $0.state == .open } && closed.allSatisfy { $0.state == .closed })
            let one = try #require(all.first { $0.number == 2 })
            let byHead = try await list(PullRequestFilter(state: .all, head: "mona:\(one.headRef!)"))
            #expect(byHead.map(\.number) == [2])
            #expect(try await list(PullRequestFilter(state: .all, base: "no-such-branch")).isEmpty)
            #expect(try await list(PullRequestFilter(state: .all, base: one.baseRef)).count == all.count)
            let oldest = try await list(PullRequestFilter(state: .all, sort: .created, direction: .asc))
            #expect(oldest.map(\.number) == all.map(\.number).sorted())
            let updated = try await list(PullRequestFilter(state: .all, sort: .updated))
            let dates = updated.compactMap(\.updatedAt)
            #expect(dates == dates.sorted(by: >) && dates.count == all.count)
        }
    }

    @Test func aMergedPullRequestsDetailsRead() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let pull = try await github.client.send(pulls.get(owner: "mona", name: "hello-world", number: 2))
            #expect(pull.merged && pull.mergedAt != nil && pull.mergedBy?.login == "mona")
            #expect(pull.state == .closed)
            let files = try await github.all(pulls.files(owner: "mona", name: "hello-world", number: 2))
            #expect(files.count == pull.changedFiles)
            #expect(
                files.allSatisfy {
                    $0.changes == ($0.additions ?? 0) + ($0.deletions ?? 0) && $0.status != nil
                })
            let commits = try await github.all(pulls.commits(owner: "mona", name: "hello-world", number: 2))
            #expect(commits.count == pull.commits)
            #expect(commits.last?.sha == pull.headSha)
            #expect(commits.first?.message == pull.title)
            #expect(zip(commits, commits.dropFirst()).allSatisfy { $1.parentShas == [$0.sha] })
            let reviews = try await github.all(pulls.reviews(owner: "mona", name: "hello-world", number: 2))
            #expect(reviews.count == 2 && reviews.last?.state == .approved)
            #expect(reviews.allSatisfy { $0.commitId == pull.headSha && $0.submittedAt != nil })
            let comments = try await github.all(
                pulls.reviewComments(owner: "mona", name: "hello-world", number: 2))
            #expect(comments.count == pull.reviewComments && comments.count == 3)
            #expect(comments.allSatisfy { $0.pullRequestReviewId == reviews[0].id && $0.path != nil })
            #expect(comments.dropFirst().allSatisfy { $0.inReplyToId == comments[0].id })
        }
    }

    @Test func mergeStatusIsTrueOnlyForAMergedPullRequest() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let merged = try await github.isMerged(owner: "mona", name: "hello-world", number: 2)
            let open = try await github.isMerged(owner: "mona", name: "hello-world", number: 3)
            #expect(merged && !open)
            let statuses = await kit.server.requests.map(\.status)
            #expect(statuses == [204, 404])
        }
    }

    @Test func aMissingRepositoryOrPullRequestIsNotFound() async throws {
        try await TestGitHub.run { kit in
            let client = kit.client().client
            await #expect(throws: GitHubError.self) {
                try await client.send(pulls.get(owner: "mona", name: "nope", number: 2))
            }
            // Issue 1 is an issue, not a pull request.
            await #expect(throws: GitHubError.self) {
                try await client.send(pulls.get(owner: "mona", name: "hello-world", number: 1))
            }
            await #expect(throws: GitHubError.self) {
                try await client.send(pulls.files(owner: "mona", name: "hello-world", number: 9999))
            }
        }
    }

    @Test func badInputIsRefusedBeforeAnyRequest() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            await #expect(throws: GitHubError.self) {
                try await github.client.send(pulls.list(owner: "a/b", name: "x"))
            }
            await #expect(throws: GitHubError.self) {
                try await github.client.send(pulls.list(owner: "mona", name: ".."))
            }
            await #expect(throws: GitHubError.self) {
                try await github.client.send(
                    pulls.list(
                        owner: "mona", name: "hello-world", filter: PullRequestFilter(head: "no-owner")))
            }
            await #expect(throws: GitHubError.self) {
                try await github.client.send(
                    pulls.list(owner: "mona", name: "hello-world", filter: PullRequestFilter(base: " ")))
            }
            for number in [0, -3] {
                await #expect(throws: GitHubError.self) {
                    try await github.client.send(
                        pulls.get(owner: "mona", name: "hello-world", number: number))
                }
                await #expect(throws: GitHubError.self) {
                    try await github.isMerged(owner: "mona", name: "hello-world", number: number)
                }
            }
            await #expect(throws: GitHubError.self) {
                try await github.client.send(pulls.commits(owner: "mona", name: "名前", number: 2))
            }
            #expect(await kit.server.requests.isEmpty)
        }
    }
}
