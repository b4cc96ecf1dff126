import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// A job's log in the pure core against FakeGitHub over loopback: fetched from GitHub's storage
/// host without the token and kept out of the SQLite cache, opened at a failed job's first error
/// with its sections folded, hostile text drawn harmless, the keys, and a log not there yet or
/// gone said in words.
@Suite struct JobLogScreenTests {
    private static let token = "log-token"
    private static let options = Options(tokens: [token: "mona"])
    private static let repository = try! RepositoryName(owner: "mona", name: "hello-world")

    /// The job `id` of `run`, as GitHub lists it.
    private func job(_ id: Int, run: Int, url: URL) async throws -> WorkflowJob {
        let github = GitHub(apiURL: url, token: Self.token)
        let jobs = try await github.client.send(
            GithubRouter.actions.listJobsForWorkflowRun(
                owner: "mona", repo: "hello-world", runId: run, filter: .latest, perPage: 100)
        ).items
        return try #require(jobs.first { $0.id == id })
    }

    /// A driver with a SQLite cache, showing `job`'s log screen with its answer in.
    private func logScreen(_ job: WorkflowJob, url: URL, cache: SQLiteResponseCache) async -> BrowserDriver {
        var driver = BrowserDriver(
            login: nil, hasToken: true, repository: Self.repository, url: url, cache: cache, token: Self.token
        )
        await driver.settle()
        driver.push(.jobLog(JobLogScreen(repository: Self.repository, job: job, size: driver.state.size)))
        await driver.settle()
        return driver
    }

    private func screen(_ driver: BrowserDriver) -> JobLogScreen? {
        if case .jobLog(let screen) = driver.state.top { screen } else { nil }
    }

    @Test func aFailedJobsLogOpensAtItsFirstErrorFetchedWithoutTheTokenAndNeverCached() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let cachePath = scratchDirectory().appendingPathComponent("cache.sqlite").path
            let cache = try SQLiteResponseCache(path: cachePath)
            let job = try await job(ActionsSamples.hostileLogJob, run: ActionsSamples.failedRun, url: url)
            await server.clearRequests()
            let driver = await logScreen(job, url: url, cache: cache)
            let viewer = try #require(screen(driver)?.viewer)
            let errorLine = try #require(viewer.log.firstError())
            #expect(viewer.cursorLine == errorLine, "opened at the first error")
            let text = driver.screen
            #expect(text.contains("✗ failure  \(job.name ?? "")"))
            #expect(text.contains("▸ "), "sections start folded")
            #expect(text.contains("line \(errorLine + 1) of \(viewer.log.lineCount)"))
            // Nothing of the hostile log reaches the grid raw.
            for cell in driver.grid.text.unicodeScalars {
                #expect(cell.value >= 0x20 || cell == "\n", "control U+\(String(cell.value, radix: 16))")
            }
            // The storage host got no token; the API host did.
            let requests = await server.requests
            let api = try #require(requests.first { $0.path.hasSuffix("/jobs/\(job.id)/logs") })
            #expect(api.status == 302 && api.header("authorization") != nil)
            let storage = try #require(requests.first { $0.path.hasPrefix("/_storage/") })
            #expect(storage.status == 200 && storage.header("authorization") == nil)
            #expect(await cache.totalBytes() < 200_000, "the log is not in the cache")
            let dump = try String(contentsOfFile: cachePath, encoding: .isoLatin1)
            #expect(!dump.contains("Process completed with exit code"))
        }
    }

    @Test func keysFoldShowTimesSearchAndGoToTheEnd() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let cache = try SQLiteResponseCache(
                path: scratchDirectory().appendingPathComponent("c.sqlite").path)
            let job = try await job(ActionsSamples.hostileLogJob, run: ActionsSamples.failedRun, url: url)
            var driver = await logScreen(job, url: url, cache: cache)
            let log = try #require(screen(driver)?.viewer?.log)
            let folded = try #require(screen(driver)?.viewer?.rows.count)

            driver.press(.home)
            let header = try #require(log.groups.first?.header)
            while screen(driver)?.viewer?.cursorLine != header { driver.press(.down) }
            driver.press(.enter)
            #expect(screen(driver)?.viewer?.rows.count == folded + (log.groups.first?.lines.count ?? 0))
            #expect(driver.screen.contains("▾ "))
            driver.press(.enter)
            #expect(screen(driver)?.viewer?.rows.count == folded)

            #expect(!driver.screen.contains("T1"), "timestamps hidden")
            driver.press(.character("t"))
            #expect(screen(driver)?.viewer?.showsTimestamps == true)
            #expect(driver.screen.contains("Z "), "timestamps shown")

            driver.press(.character("n"))
            #expect(driver.state.notice == "/ searches the log first")
            driver.press(.character("/"))
            #expect(KeyContext(driver.state) == .filter)
            driver.type("git")
            #expect(driver.screen.contains("search: git"))
            driver.press(.enter)
            let first = try #require(screen(driver)?.viewer?.cursorLine)
            #expect(log.line(first, colors: false).text.lowercased().contains("git"))
            driver.press(.character("n"))
            let second = try #require(screen(driver)?.viewer?.cursorLine)
            #expect(second != first && log.line(second, colors: false).text.lowercased().contains("git"))
            driver.press(.character("N"))
            #expect(screen(driver)?.viewer?.cursorLine == first)
            driver.press(.character("G"))
            #expect(
                screen(driver)?.viewer?.cursorLine == log.lineCount - 1
                    || screen(driver)?.viewer?.cursor == (screen(driver)?.viewer?.rows.count ?? 0) - 1)
            driver.press(.escape)
            if case .repository = driver.state.top {} else { Issue.record("Esc goes back") }
        }
    }

    @Test func aLogNotThereYetOrGoneIsSaidInWords() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let cache = try SQLiteResponseCache(
                path: scratchDirectory().appendingPathComponent("c.sqlite").path)
            let running = try await job(
                ActionsSamples.inProgressJob, run: ActionsSamples.inProgressRun, url: url)
            let notYet = await logScreen(running, url: url, cache: cache)
            #expect(notYet.screen.contains("the log is not ready yet: the job is still running"))
            #expect(screen(notYet)?.problem == nil, "said on the screen, not as an error")
            let expired = try await job(
                ActionsSamples.expiredLogJob, run: ActionsSamples.expiredRun, url: url)
            let gone = await logScreen(expired, url: url, cache: cache)
            #expect(gone.screen.contains("the log has expired: GitHub keeps logs 90 days"))
        }
    }
}
