import FakeGitHub
import Foundation
import TestSupport
import Testing

@testable import ghtui

/// The Actions tab in the real `ghtui` under tmux against FakeGitHub: `6` lists the runs, `f`
/// keeps the failed ones, Enter opens one with its failed job first, and `R` pressed twice asks
/// GitHub to re-run its failed jobs.
@Suite(.serialized, .oneBinaryAtATime) struct WorkflowRunsEndToEndTests {
    private let token = "runs-e2e-token"

    /// A session on mona/hello-world's Actions tab, its failed runs listed and the newest of them
    /// opened; returns the session and that run's screen.
    private func openFailedRun(_ name: String, url: URL) async throws -> (TmuxSession, TerminalScreen) {
        let session = try await TmuxSession(
            name: name, width: 140, height: 36,
            command: ghtuiShellCommand("--repo mona/hello-world", url: url, environment: "GH_TOKEN=\(token)"))
        _ = try await session.screen("the repository") { $0.text.contains("1,820 stars") }
        session.type("6")
        _ = try await session.screen("the runs") {
            $0.currentTab == 6 && $0.text.contains("runs: all (f)") && $0.selectedRow != nil
        }
        session.type("f")
        _ = try await session.screen("the failed runs") {
            $0.text.contains("runs: failed (f)") && $0.listRows.count > 1
                && $0.listRows.allSatisfy { $0.hasPrefix("✗") }
        }
        session.send("Enter")
        let run = try await session.screen("the run") {
            $0.text.contains("JOBS AND STEPS") && $0.text.contains("R re-runs failed jobs")
        }
        return (session, run)
    }

    @Test func aFailedRunOpensWithItsFailedJobFirstAndRIsSentOnceConfirmed() async throws {
        try await FakeGitHub.serving(options: Options(tokens: [token: "mona"])) { server, url in
            let (session, run) = try await openFailedRun("ghtui-e2e-runs", url: url)
            defer { session.kill() }
            let jobs = run.text.split(separator: "\n").drop { !$0.contains("JOBS AND STEPS") }.dropFirst()
            #expect(jobs.first?.hasPrefix(" ✗ ") == true, "the failed job first: \(jobs.first ?? "")")
            #expect(run.breadcrumb.hasPrefix("ghtui › mona/hello-world › run #"))

            await server.clearRequests()
            session.type("R")
            _ = try await session.screen("asked to confirm") { $0.status.contains("press R again") }
            #expect(await server.requests.filter { $0.method == "POST" }.isEmpty)
            session.type("R")
            _ = try await session.screen("re-run asked") {
                $0.status.contains("asked GitHub to re-run the failed jobs") || $0.text.contains("● queued")
            }
            let deadline = ContinuousClock.now + hangGuard
            var posts: [RecordedRequest] = []
            while posts.isEmpty && ContinuousClock.now < deadline {
                posts = await server.requests.filter { $0.method == "POST" }
                if posts.isEmpty { try await Task.sleep(for: .milliseconds(25)) }
            }
            #expect(posts.count == 1)
            #expect(posts.first?.path.hasSuffix("/rerun-failed-jobs") == true && posts.first?.status == 201)
            // GitHub queued the failed jobs again: the screen shows it.
            _ = try await session.screen("the run queued again") {
                $0.text.contains("● queued") || $0.text.contains("● in progress")
            }
        }
    }

    @Test func aFailedJobsLogOpensAtItsFirstErrorFoldsAndSearchesWithNoTokenSentToTheStorage() async throws {
        try await FakeGitHub.serving(options: Options(tokens: [token: "mona"])) { server, url in
            let (session, _) = try await openFailedRun("ghtui-e2e-log", url: url)
            defer { session.kill() }
            session.send("Enter")
            let log = try await session.screen("the log") {
                $0.breadcrumb.contains("› log: ") && $0.text.contains(" searches")
            }
            #expect(log.text.contains("▸ "), "sections folded")
            let cursorLine = try #require(log.selectedLogRow)
            #expect(cursorLine.contains("rror"), "opened at the first error: \(cursorLine)")
            let requests = await server.requests
            let storage = try #require(requests.first { $0.path.hasPrefix("/_storage/") })
            #expect(storage.header("authorization") == nil, "no token to the storage host")

            session.type("/")
            session.type("Run swift build")
            _ = try await session.screen("typing the search") { $0.text.contains("search: Run swift build") }
            session.send("Enter")
            _ = try await session.screen("the match") {
                ($0.selectedLogRow?.contains("Run swift build") ?? false)
                    && $0.text.contains("“Run swift build”")
            }
            session.send("Enter")
            _ = try await session.screen("the section unfolded") {
                $0.selectedLogRow?.contains("▾ Run swift build") ?? false
            }
            session.type("t")
            _ = try await session.screen("timestamps shown") { $0.text.contains("Z ") }
        }
    }
}
