import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// The issue page in the pure core, against FakeGitHub: what opening it asks for, comments
/// paged as the page scrolls, leaving cancels, and `c` from the editor's text to GitHub's
/// answer.
@Suite struct IssueScreenTests {
    private let longThread = try! RepositoryName(owner: "mona", name: "long-thread")
    private let helloWorld = try! RepositoryName(owner: "mona", name: "hello-world")

    /// A driver on `repository`'s Issues tab with the first issue opened (nothing loaded yet).
    private func openFirstIssue(
        of repository: RepositoryName, url: URL, hasToken: Bool = false
    ) async -> BrowserDriver {
        var driver = BrowserDriver(hasToken: hasToken, repository: repository, url: url)
        await driver.settle()
        driver.press(.character("2"))
        await driver.settle()
        driver.press(.enter)
        return driver
    }

    @Test func enterOnAnIssueAsksForTheIssueAndOnlyTheFirstCommentPage() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await openFirstIssue(of: longThread, url: url)
            #expect(driver.issue?.number == 1)
            #expect(driver.queued.map(\.1.traceName) == ["issue", "comments page 1"])
            await driver.settle()
            #expect(driver.issue?.comments.count == 100)
            #expect(driver.issue?.commentsHaveMore == true)
            #expect(driver.screen.contains("Comments (10,000)"))
            #expect(driver.screen.contains("A very long conversation"))
        }
    }

    @Test func aFailedCommentPageNamesTheKeyThatRetries() async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.malformedJSON, path: "/repos/mona/long-thread/issues/1/comments")
            let keys = KeyMap.standard.remapped([.refresh: [.character("R")]])
            var driver = BrowserDriver(repository: longThread, url: url, keyMap: keys)
            await driver.settle()
            driver.press(.character("2"))
            await driver.settle()
            driver.press(.enter)
            await driver.settle()
            #expect(driver.issue?.commentsError != nil)
            #expect(driver.screen.contains("the comments could not be loaded (R retries)"))
        }
    }

    @Test func theNextCommentPageIsAskedForOnlyNearTheEnd() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await openFirstIssue(of: longThread, url: url)
            await driver.settle()
            driver.press(.character("j"), .character("n"))
            #expect(driver.queued.isEmpty, "a screen down is far from the end")
            driver.press(.end)
            let asked = driver.queued.map(\.1)
            #expect(asked.map(\.traceName) == ["comments page 2"])
            #expect(
                asked.first?.next?.absoluteString.contains("page=2") == true, "the Link header's next URL")
            driver.press(.end)
            #expect(driver.queued.count == 1, "one page at a time")
            await driver.settle()
            #expect(driver.issue?.comments.count == 200)
            #expect(driver.issue?.commentPages == 2)
            // The end moved on: where the page was is no longer near it.
            driver.press(.character("k"))
            #expect(driver.queued.isEmpty)
        }
    }

    @Test func leavingTheIssueCancelsWhatItIsLoading() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await openFirstIssue(of: longThread, url: url)
            let pending = driver.queued.map(\.0)
            #expect(pending.count == 2)
            driver.press(.escape)
            #expect(driver.repository?.tab == .issues)
            for id in pending { #expect(driver.effects.contains(.cancel(id))) }
        }
    }

    @Test func aPullRequestAsksForItsDetailsAndReviewsToo() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(repository: helloWorld, url: url)
            await driver.settle()
            driver.press(.character("3"))
            await driver.settle()
            driver.press(.enter)
            #expect(
                Set(driver.queued.map(\.1.traceName)) == [
                    "issue", "pull-request", "reviews", "comments page 1",
                ])
            await driver.settle()
            #expect(driver.issue?.pullLoaded == true && driver.issue?.reviews != nil)
            #expect(driver.screen.contains(" → ") && driver.screen.contains("files changed"))
            // Its head commit's checks, asked once the pull request named the commit.
            #expect(driver.fetches.contains { $0.traceName == "checks" })
        }
    }

    @Test func aPullRequestsHeaderCountsItsHeadCommitsChecksAsGitHubServedThem() async throws {
        try await FakeGitHub.serving { _, url in
            let repository = try RepositoryName(owner: "mona", name: "hello-world")
            let number = ActionsSamples.pullWithEveryCheck
            var driver = BrowserDriver(repository: repository, url: url)
            await driver.settle()
            driver.push(
                .issue(
                    IssueScreen(
                        repository: repository, number: number, isPullRequest: true, size: driver.state.size))
            )
            await driver.settle()
            let summary = try #require(driver.issue?.checks?.summary)
            let github = GitHub(apiURL: url, token: nil)
            let sha = try #require(
                try await github.client.send(
                    GithubRouter.pulls.get(owner: "mona", repo: "hello-world", pullNumber: number)
                ).headSha)
            let runs = try await github.client.send(
                GithubRouter.checks.listForRef(
                    owner: "mona", repo: "hello-world", ref: sha, filter: .latest, perPage: 100)
            ).items
            let status = try await github.client.send(
                GithubRouter.repos.getCombinedStatusForRef(
                    owner: "mona", repo: "hello-world", ref: sha, perPage: 100))
            #expect(summary.total == runs.count + status.statuses.count && summary.total > 0)
            #expect(
                summary.failed == runs.filter { $0.status == .completed && CheckMark.failed($0.conclusion) }
                    .count
                    + status.statuses.filter { ["failure", "error"].contains($0.state) }.count)
            #expect(summary.failed > 0, "the sample has a failed check")
            let line = try #require(driver.screen.split(separator: "\n").first { $0.contains(" → ") })
            #expect(line.contains("checks ✗ \(summary.failed) failed"), "\(line)")
        }
    }

    @Test func cWithoutATokenSaysSoAndOpensNoEditor() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await openFirstIssue(of: helloWorld, url: url)
            await driver.settle()
            driver.press(.character("c"))
            #expect(driver.state.notice == "commenting needs a token (GH_TOKEN or ghtui auth login)")
            #expect(!driver.effects.contains { if case .edit = $0 { true } else { false } })
        }
    }

    @Test func theEditorsTextIsShownAsSendingThenRolledBackWhenRefused() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await openFirstIssue(of: helloWorld, url: url, hasToken: true)
            await driver.settle()
            driver.press(.character("c"))
            guard case .edit(let editID, _)? = driver.effects.last else {
                Issue.record("c ran no editor")
                return
            }
            driver.send(.loaded(editID, .edited(" \n\t\n")))
            #expect(driver.state.notice == "comment cancelled: the file was empty")
            #expect(driver.queued.isEmpty)

            driver.press(.character("c"))
            guard case .edit(let second, _)? = driver.effects.last else { return }
            driver.send(.loaded(second, .edited("Thanks!")))
            let (postID, post, _) = try #require(driver.queued.first)
            #expect(post == .postComment(helloWorld, number: driver.issue?.number ?? 0, body: "Thanks!"))
            #expect(driver.issue?.drafts.map(\.body) == ["Thanks!"])
            driver.press(.end)
            #expect(driver.screen.contains("sending…"))
            driver.send(
                .failed(
                    postID,
                    .forbidden(
                        message: "Forbidden; the token has scopes `read:user`; this endpoint accepts `repo`"))
            )
            #expect(driver.issue?.drafts.isEmpty == true)
            #expect(
                driver.state.notice?.hasPrefix("comment not posted: the token needs the scope `repo`") == true
            )
            #expect(!driver.screen.contains("sending…"))
        }
    }
}
