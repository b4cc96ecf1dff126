import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// The Actions tab and a run's screen in the pure core against FakeGitHub over loopback: the
/// runs as GitHub lists them, `f` and `b` asking again with GitHub's filters, a run's jobs
/// failed first with their steps, `R` and `C` confirmed and sent as GitHub expects, GitHub's
/// refusals, and a running run asking again every few seconds.
@Suite struct ActionsTabTests {
    private static let token = "actions-token"
    private static let options = Options(tokens: [token: "mona"])
    private static let repository = try! RepositoryName(owner: "mona", name: "hello-world")

    private func run(_ item: ListItem?) -> WorkflowRun? {
        if case .run(let run)? = item { run } else { nil }
    }

    /// A driver on mona/hello-world's Actions tab, its first page in.
    private func actionsTab(url: URL, token: String? = token) async -> BrowserDriver {
        var driver = BrowserDriver(
            login: nil, hasToken: token != nil, repository: Self.repository, url: url, token: token)
        await driver.settle()
        driver.press(.character("6"))
        await driver.settle()
        return driver
    }

    /// GitHub's runs of the repository with `query`, as FakeGitHub serves them.
    private func served(_ url: URL, branch: String? = nil, status: ActionsRoutes.Status? = nil) async throws
        -> [WorkflowRun]
    {
        let github = GitHub(apiURL: url, token: Self.token)
        return try await github.all(
            GithubRouter.actions.listWorkflowRunsForRepo(
                owner: "mona", repo: "hello-world", branch: branch, status: status, perPage: 100))
    }

    /// Moves the cursor to run `id` and opens it.
    private func open(_ id: Int, in driver: inout BrowserDriver) async throws {
        let index = try #require(
            driver.repository?.list.visible.firstIndex { run(driver.repository?.list.items[$0])?.id == id })
        driver.press(.home)
        for _ in 0..<index { driver.press(.down) }
        #expect(run(driver.repository?.list.selected)?.id == id)
        driver.press(.enter)
        await driver.settle()
    }

    private var runScreen: (BrowserDriver) -> RunScreen? {
        { if case .run(let run) = $0.state.top { run } else { nil } }
    }

    @Test func theTabListsTheRunsNewestFirstAndFAndBAskAgainWithGitHubsFilters() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var driver = await actionsTab(url: url)
            #expect(
                driver.fetches.contains(
                    .runs(Self.repository, filter: .all, branch: nil, page: 1, perPage: 100)))
            let served = try await served(url)
            #expect(driver.repository?.list.items.compactMap(run).map(\.id) == served.map(\.id))
            #expect(served.count == ActionsSamples.runCount)
            let screen = driver.screen
            #expect(screen.contains(" 6 Actions"))
            #expect(screen.contains("runs: all (f) · branch: all (b)"))
            #expect(screen.contains("✗ CI") && screen.contains("✓ ") && screen.contains("● "))

            driver.press(.character("f"))
            #expect(
                driver.queued.map(\.1) == [
                    .runs(Self.repository, filter: .failed, branch: nil, page: 1, perPage: 100)
                ])
            await driver.settle()
            let failed = driver.repository?.list.items.compactMap(run) ?? []
            let servedFailed = try await self.served(url, status: .failure)
            #expect(!failed.isEmpty && failed.map(\.id) == servedFailed.map(\.id))
            #expect(failed.allSatisfy { $0.conclusion == .failure })
            driver.press(.character("f"))
            await driver.settle()
            let running = driver.repository?.list.items.compactMap(run) ?? []
            #expect(!running.isEmpty && running.allSatisfy { $0.status == .inProgress })
            driver.press(.character("f"))
            await driver.settle()

            // b: the selected run's branch, then every branch again.
            driver.press(.down)
            let branch = try #require(run(driver.repository?.list.selected)?.headBranch)
            driver.press(.character("b"))
            #expect(
                driver.queued.map(\.1) == [
                    .runs(Self.repository, filter: .all, branch: branch, page: 1, perPage: 100)
                ])
            await driver.settle()
            let onBranch = driver.repository?.list.items.compactMap(run) ?? []
            #expect(!onBranch.isEmpty && onBranch.allSatisfy { $0.headBranch == branch })
            #expect(onBranch.count < served.count)
            #expect(driver.screen.contains("branch: \(branch) (b)"))
            driver.press(.character("b"))
            await driver.settle()
            #expect(driver.repository?.list.items.count == served.count)
        }
    }

    @Test func aRunShowsItsJobsFailedFirstWithTheirSteps() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var driver = await actionsTab(url: url)
            try await open(ActionsSamples.failedRun, in: &driver)
            let screen = try #require(runScreen(driver))
            let jobs = try #require(screen.jobs)
            let github = GitHub(apiURL: url, token: Self.token)
            let served = try await github.client.send(
                GithubRouter.actions.listJobsForWorkflowRun(
                    owner: "mona", repo: "hello-world", runId: ActionsSamples.failedRun, filter: .latest,
                    perPage: 100)
            ).items
            #expect(Set(jobs.map(\.id)) == Set(served.map(\.id)))
            let failedFirst = jobs.prefix { CheckMark.failed($0.conclusion) }
            #expect(
                !failedFirst.isEmpty
                    && !jobs.dropFirst(failedFirst.count).contains { CheckMark.failed($0.conclusion) })
            let text = driver.screen
            #expect(text.contains("✗ failure  CI #"))
            #expect(text.contains("✗ \(jobs[0].name ?? "")"))
            for step in jobs[0].steps ?? [] { #expect(text.contains("\(step.number) \(step.name)")) }
            #expect(text.contains("R re-runs failed jobs"))
            #expect(
                !driver.effects.contains { if case .wake = $0 { true } else { false } },
                "a finished run waits for nothing")
        }
    }

    @Test func rIsConfirmedThenSentAndTheRunAskedAgain() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            var driver = await actionsTab(url: url)
            try await open(ActionsSamples.failedRun, in: &driver)
            driver.press(.character("R"))
            #expect(driver.writes.isEmpty)
            #expect(driver.state.notice?.contains("press R again") == true)
            driver.press(.character("j"))
            driver.press(.character("R"))
            #expect(driver.writes.isEmpty, "another key in between cancels")
            driver.press(.character("R"))
            #expect(
                driver.writes.map(\.1) == [.rerunFailedJobs(Self.repository, runID: ActionsSamples.failedRun)]
            )
            await server.clearRequests()
            await driver.sendWrites()
            let post = try #require(await server.requests.first { $0.method == "POST" })
            #expect(
                post.path
                    == "/repos/mona/hello-world/actions/runs/\(ActionsSamples.failedRun)/rerun-failed-jobs")
            #expect(post.status == 201)
            // GitHub queued it again: the screen asks for the run and its jobs anew.
            #expect(driver.queued.count == 2 && driver.queued.allSatisfy(\.revalidates))
            await driver.settle()
            #expect(runScreen(driver)?.run?.status != .completed)
            #expect(driver.effects.contains { if case .wake(_, .seconds(5)) = $0 { true } else { false } })
        }
    }

    @Test func refusalsAndWhatCannotBeDoneAreSaid() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var driver = await actionsTab(url: url)
            try await open(ActionsSamples.tooOldToRerunRun, in: &driver)
            driver.press(.character("C"))
            #expect(driver.state.notice == "the run has finished: nothing to cancel")
            driver.press(.character("R"), .character("R"))
            await driver.sendWrites()
            #expect(runScreen(driver)?.writing == nil)
            let (write, error) = try #require(driver.refusals.first)
            #expect(
                write.refusal(error).contains(
                    "could not re-run the failed jobs of run \(ActionsSamples.tooOldToRerunRun)"))
            #expect(write.refusal(error).contains("created over a month ago"), "\(write.refusal(error))")

            // Without a token nothing is sent.
            var anonymous = await actionsTab(url: url, token: nil)
            try await open(ActionsSamples.failedRun, in: &anonymous)
            anonymous.press(.character("R"), .character("R"))
            #expect(anonymous.writes.isEmpty)
            #expect(
                anonymous.state.notice
                    == "re-running or cancelling needs a token (GH_TOKEN or ghtui auth login)")
        }
    }

    @Test func aRunningRunIsCancelledAndAsksAgainEveryFiveSeconds() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            var driver = await actionsTab(url: url)
            try await open(ActionsSamples.inProgressRun, in: &driver)
            #expect(runScreen(driver)?.isRunning == true)
            #expect(driver.wakes.map(\.1) == [.seconds(RunScreen.pollInterval)])
            #expect(driver.screen.contains("C cancels · asks again every 5s"))
            await server.clearRequests()
            await driver.wakeUp()
            let asked = await server.requests.map(\.path)
            #expect(asked.contains("/repos/mona/hello-world/actions/runs/\(ActionsSamples.inProgressRun)"))
            #expect(
                asked.contains("/repos/mona/hello-world/actions/runs/\(ActionsSamples.inProgressRun)/jobs"))
            #expect(driver.wakes.count == 1, "and waits again")
            driver.press(.character("C"), .character("C"))
            #expect(
                driver.writes.map(\.1) == [.cancelRun(Self.repository, runID: ActionsSamples.inProgressRun)])
            await driver.sendWrites()
            await driver.settle()
            #expect(runScreen(driver)?.run?.conclusion == .cancelled)
            // Leaving stops the wait.
            driver.press(.escape)
            #expect(driver.wakes.isEmpty)
        }
    }

    @Test func aRunDeletedWhileOpenSaysSo() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            var driver = await actionsTab(url: url)
            try await open(ActionsSamples.failedRun, in: &driver)
            await server.setFault(
                .serverError(status: 404),
                path: "/repos/mona/hello-world/actions/runs/\(ActionsSamples.failedRun)")
            driver.press(.character("r"))
            await driver.settle()
            let status = driver.grid.text.split(separator: "\n").last.map(String.init) ?? ""
            #expect(status.contains("not found"), "\(status)")
            #expect(runScreen(driver)?.jobs != nil, "what was loaded stays")
        }
    }
}
