import FakeGitHub
import Foundation
import Testing

/// GitHub Actions over loopback: runs, jobs, logs on the storage host, re-run and cancel.
@Suite struct ActionsRoutesTests {
    private static let options = Options(
        tokens: ["classic": "mona", "reader": "mona", "flows": "mona"],
        tokenScopes: ["reader": ["read:user"], "flows": ["workflow"]])
    private static let repo = "/repos/\(ActionsSamples.repository)/actions"

    private static func auth(_ token: String) -> [String: String] { ["Authorization": "Bearer \(token)"] }

    private static func run(_ client: TestClient, _ id: Int) async throws -> [String: Any] {
        try await client.get("\(repo)/runs/\(id)").object()
    }

    @Test func runsAreListedNewestFirstAndPaged() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let first = try await client.get("\(Self.repo)/runs?per_page=25")
            #expect(first.status == 200)
            let body = try first.object()
            #expect(body["total_count"] as? Int == ActionsSamples.runCount)
            let runs = try #require(body["workflow_runs"] as? [[String: Any]])
            #expect(runs.count == 25)
            #expect(runs.first?["id"] as? Int == ActionsSamples.newestRun)
            let created = runs.compactMap { $0["created_at"] as? String }
            #expect(created == created.sorted(by: >))
            #expect(first.links["next"]?.contains("page=2") == true)
            #expect(first.links["last"]?.contains("page=3") == true)
            let last = try await client.get("\(Self.repo)/runs?per_page=25&page=3").object()
            let tail = try #require(last["workflow_runs"] as? [[String: Any]])
            #expect(tail.count == 11)
            #expect(tail.last?["id"] as? Int == ActionsSamples.expiredRun)
            let names = Set(runs.compactMap { $0["name"] as? String })
            #expect(names.isSuperset(of: ["CI", "Lint", "Nightly", "Docs"]))
            let run = try #require(runs.first)
            for key in [
                "id", "name", "display_title", "head_branch", "head_sha", "event", "status", "conclusion",
                "run_number", "run_attempt", "workflow_id", "actor", "triggering_actor", "created_at",
                "updated_at", "run_started_at", "html_url", "jobs_url", "logs_url", "pull_requests",
                "repository", "head_commit",
            ] {
                #expect(run.keys.contains(key), "missing \(key)")
            }
            #expect((run["jobs_url"] as? String)?.hasPrefix(url.absoluteString) == true)
            #expect((run["pull_requests"] as? [[String: Any]])?.first?["number"] as? Int == 3)
        }
    }

    @Test func runFiltersKeepStatusesConclusionsBranchesEventsAndActors() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            func runs(_ query: String) async throws -> [[String: Any]] {
                let body = try await client.get("\(Self.repo)/runs?per_page=100&\(query)").object()
                let runs = try #require(body["workflow_runs"] as? [[String: Any]])
                #expect(body["total_count"] as? Int == runs.count)
                return runs
            }
            let failed = try await runs("status=failure")
            #expect(failed.count >= 4)
            #expect(failed.allSatisfy { $0["conclusion"] as? String == "failure" })
            let running = try await runs("status=in_progress")
            #expect(
                Set(running.compactMap { $0["id"] as? Int }) == [
                    ActionsSamples.inProgressRun, ActionsSamples.newestRun,
                ])
            #expect(running.allSatisfy { $0["conclusion"] is NSNull })
            #expect(
                try await runs("status=queued").compactMap { $0["id"] as? Int } == [ActionsSamples.queuedRun])
            let completed = try await runs("status=completed")
            #expect(completed.count == ActionsSamples.runCount - 3)
            #expect(
                Set(completed.compactMap { $0["conclusion"] as? String }).isSuperset(of: [
                    "success", "failure",
                ]))
            let onMain = try await runs("branch=main")
            #expect(!onMain.isEmpty && onMain.allSatisfy { $0["head_branch"] as? String == "main" })
            let scheduled = try await runs("event=schedule")
            #expect(!scheduled.isEmpty && scheduled.allSatisfy { $0["name"] as? String == "Nightly" })
            let mona = try await runs("actor=mona")
            #expect(!mona.isEmpty)
            #expect(mona.allSatisfy { ($0["actor"] as? [String: Any])?["login"] as? String == "mona" })
            #expect(try await runs("branch=no-such-branch").isEmpty)
        }
    }

    @Test func aRunAndItsJobsHaveStepsAndAFailedRunHasAFailedStep() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let run = try await Self.run(client, ActionsSamples.failedRun)
            #expect(run["conclusion"] as? String == "failure")
            #expect(run["run_attempt"] as? Int == 1)
            let body = try await client.get("\(Self.repo)/runs/\(ActionsSamples.failedRun)/jobs").object()
            let jobs = try #require(body["jobs"] as? [[String: Any]])
            #expect(body["total_count"] as? Int == 5)
            #expect(
                jobs.compactMap { $0["conclusion"] as? String } == [
                    "failure", "cancelled", "skipped", "skipped", "skipped",
                ])
            let failed = try #require(jobs.first)
            #expect(failed["id"] as? Int == ActionsSamples.hostileLogJob)
            let steps = try #require(failed["steps"] as? [[String: Any]])
            #expect(steps.contains { $0["conclusion"] as? String == "failure" })
            for key in ["name", "status", "conclusion", "number", "started_at", "completed_at"] {
                #expect(steps.allSatisfy { $0.keys.contains(key) }, "missing \(key)")
            }
            let job = try await client.get("\(Self.repo)/jobs/\(ActionsSamples.hostileLogJob)").object()
            #expect(job["run_id"] as? Int == ActionsSamples.failedRun)
            #expect(job["name"] as? String == "build (ubuntu-latest)")

            let queued = try await client.get("\(Self.repo)/runs/\(ActionsSamples.queuedRun)/jobs").object()
            let queuedJobs = try #require(queued["jobs"] as? [[String: Any]])
            #expect(
                queuedJobs.allSatisfy {
                    $0["status"] as? String == "queued" && ($0["steps"] as? [Any])?.isEmpty == true
                })
            #expect(try await client.get("\(Self.repo)/runs/1").status == 404)
            #expect(try await client.get("\(Self.repo)/jobs/1").status == 404)
            #expect(try await client.get("/repos/mona/no-such-repo/actions/runs").status == 404)
            let other = try await client.get("/repos/mona/Spoon-Knife/actions/runs").object()
            #expect(other["total_count"] as? Int == 0)
        }
    }

    @Test func aJobLogRedirectsToTheStorageHostWhichNeedsNoToken() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let path = "\(Self.repo)/jobs/\(ActionsSamples.hostileLogJob)/logs"
            let redirect = try await RawHTTP.get(
                path, port: url.port ?? 0,
                headers: ["User-Agent": "RawHTTP", "Authorization": "Bearer classic"])
            #expect(redirect.status == 302)
            let location = try #require(redirect.headers["location"])
            let target = try #require(URLComponents(string: location))
            #expect(target.host == "localhost")
            #expect(target.port == url.port)
            #expect(target.path.hasPrefix("/_storage/"))
            let query = Dictionary(
                uniqueKeysWithValues: (target.queryItems ?? []).map { ($0.name, $0.value ?? "") })
            #expect(query["sig"]?.isEmpty == false)
            #expect(query["se"]?.isEmpty == false)

            await server.clearRequests()
            let log = try await TestClient(baseURL: url).get(location)
            #expect(log.status == 200)
            #expect(log.headers["content-type"]?.hasPrefix("text/plain") == true)
            #expect(log.headers["x-ratelimit-limit"] == nil)
            let recorded = try #require(await server.requests.last)
            #expect(recorded.header("host")?.hasPrefix("localhost") == true)
            #expect(recorded.header("authorization") == nil)

            let text = String(decoding: log.body, as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(
                lines.allSatisfy {
                    $0.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}Z "#, options: .regularExpression)
                        != nil
                })
            #expect(text.contains("##[group]Run actions/checkout@v4"))
            #expect(text.contains("##[endgroup]"))
            #expect(text.contains("##[error]"))
            #expect(text.contains("##[warning]"))
            #expect(text.contains("\u{1B}[36;1m"))
            #expect(text.contains("\u{1B}]0;pwned\u{07}"))
            #expect(text.contains("\u{1B}[2J"))
            #expect(log.body.range(of: Data("\r\n".utf8)) != nil)
            #expect(log.body.range(of: Data([0xFF, 0xFE])) != nil)

            let forged = location.replacingOccurrences(of: "sig=", with: "sig=x")
            #expect(try await TestClient(baseURL: url).get(forged).status == 403)
        }
    }

    @Test func logsNeedATokenAndAreMissingWhileRunningAndGoneWhenOld() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let path = "\(Self.repo)/jobs/\(ActionsSamples.hostileLogJob)/logs"
            #expect(try await client.get(path).status == 401)
            let running = try await client.get(
                "\(Self.repo)/jobs/\(ActionsSamples.inProgressJob)/logs", headers: Self.auth("classic"))
            #expect(running.status == 404)
            let gone = try await client.get(
                "\(Self.repo)/jobs/\(ActionsSamples.expiredLogJob)/logs", headers: Self.auth("classic"))
            #expect(gone.status == 410)
            #expect(try gone.object()["message"] as? String == "Gone")
        }
    }

    @Test func theHugeLogIsTwentyMegabytesAndTheSameEveryTime() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let path = "\(Self.repo)/jobs/\(ActionsSamples.hugeLogJob)/logs"
            let redirect = try await RawHTTP.get(
                path, port: url.port ?? 0,
                headers: ["User-Agent": "RawHTTP", "Authorization": "Bearer classic"])
            let location = try #require(redirect.headers["location"])
            let first = try await client.get(location)
            #expect(first.status == 200)
            #expect(first.body.count == ActionsSamples.hugeLogBytes)
            #expect(first.body.prefix(4) == Data("2025".utf8))
            let second = try await client.get(location)
            #expect(second.headers["etag"] == first.headers["etag"])
            #expect(second.body == first.body)
        }
    }

    @Test func rerunningFailedJobsQueuesTheNextAttempt() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let path = "\(Self.repo)/runs/\(ActionsSamples.failedRun)/rerun-failed-jobs"
            let before = try await client.get("\(Self.repo)/runs/\(ActionsSamples.failedRun)")
            let rerun = try await client.send("POST", path, headers: Self.auth("flows"))
            #expect(rerun.status == 201)
            #expect(rerun.text == "{}")
            #expect(rerun.headers["x-accepted-oauth-scopes"] == "repo, workflow")
            let after = try await client.get("\(Self.repo)/runs/\(ActionsSamples.failedRun)")
            #expect(after.headers["etag"] != before.headers["etag"])
            let run = try after.object()
            #expect(run["status"] as? String == "queued")
            #expect(run["conclusion"] is NSNull)
            #expect(run["run_attempt"] as? Int == 2)
            let latest = try await client.get("\(Self.repo)/runs/\(ActionsSamples.failedRun)/jobs").object()
            let jobs = try #require(latest["jobs"] as? [[String: Any]])
            #expect(jobs.count == 5)
            #expect(jobs.allSatisfy { $0["run_attempt"] as? Int == 2 && $0["status"] as? String == "queued" })
            #expect(!jobs.contains { $0["id"] as? Int == ActionsSamples.hostileLogJob })
            let all = try await client.get("\(Self.repo)/runs/\(ActionsSamples.failedRun)/jobs?filter=all")
                .object()
            #expect(all["total_count"] as? Int == 10)
            #expect(try await client.get("\(Self.repo)/jobs/\(ActionsSamples.hostileLogJob)").status == 200)
            let again = try await client.send("POST", path, headers: Self.auth("classic"))
            #expect(again.status == 403)
            #expect(try again.object()["message"] as? String == "This workflow is already running")
        }
    }

    @Test func aRunTooOldIsNotRerunAndWritesNeedATokenWithTheScope() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let old = "\(Self.repo)/runs/\(ActionsSamples.tooOldToRerunRun)/rerun-failed-jobs"
            let refused = try await client.send("POST", old, headers: Self.auth("classic"))
            #expect(refused.status == 403)
            #expect(
                try refused.object()["message"] as? String
                    == "Unable to retry this workflow run because it was created over a month ago")
            #expect(try await Self.run(client, ActionsSamples.tooOldToRerunRun)["run_attempt"] as? Int == 1)
            let path = "\(Self.repo)/runs/\(ActionsSamples.failedRun)/rerun-failed-jobs"
            let anonymous = try await client.send("POST", path)
            #expect(anonymous.status == 401)
            let reader = try await client.send("POST", path, headers: Self.auth("reader"))
            #expect(reader.status == 403)
            #expect(reader.headers["x-accepted-oauth-scopes"] == "repo, workflow")
            let cancel = try await client.send(
                "POST", "\(Self.repo)/runs/\(ActionsSamples.inProgressRun)/cancel",
                headers: Self.auth("reader"))
            #expect(cancel.status == 403)
            #expect(try await Self.run(client, ActionsSamples.failedRun)["run_attempt"] as? Int == 1)
            #expect(
                try await Self.run(client, ActionsSamples.inProgressRun)["status"] as? String == "in_progress"
            )
            let missing = try await client.send(
                "POST", "\(Self.repo)/runs/1/cancel", headers: Self.auth("classic"))
            #expect(missing.status == 404)
        }
    }

    @Test func cancellingARunInProgressCancelsItsJobsAndACompletedOneIs409() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let path = "\(Self.repo)/runs/\(ActionsSamples.inProgressRun)/cancel"
            let cancel = try await client.send("POST", path, headers: Self.auth("classic"))
            #expect(cancel.status == 202)
            #expect(cancel.text == "{}")
            let run = try await Self.run(client, ActionsSamples.inProgressRun)
            #expect(run["status"] as? String == "completed")
            #expect(run["conclusion"] as? String == "cancelled")
            let body = try await client.get("\(Self.repo)/runs/\(ActionsSamples.inProgressRun)/jobs").object()
            let jobs = try #require(body["jobs"] as? [[String: Any]])
            #expect(
                jobs.allSatisfy {
                    $0["status"] as? String == "completed" && $0["conclusion"] as? String == "cancelled"
                })
            let log = try await client.get(
                "\(Self.repo)/jobs/\(ActionsSamples.inProgressJob)/logs", headers: Self.auth("classic"))
            #expect(log.status == 200)  // URLSession followed the 302: a cancelled job has a log.

            let again = try await client.send("POST", path, headers: Self.auth("classic"))
            #expect(again.status == 409)
            #expect(
                try again.object()["message"] as? String == "Cannot cancel a workflow run that is completed.")
            let completed = try await client.send(
                "POST", "\(Self.repo)/runs/\(ActionsSamples.failedRun)/cancel", headers: Self.auth("classic"))
            #expect(completed.status == 409)
        }
    }

    @Test func twoServersAnswerTheSameBodies() async throws {
        let paths = [
            "\(Self.repo)/runs?per_page=100", "\(Self.repo)/runs/\(ActionsSamples.failedRun)/jobs",
            "\(Self.repo)/jobs/\(ActionsSamples.inProgressJob)", "\(Self.repo)/workflows",
        ]
        var bodies: [[Data]] = []
        for _ in 0..<2 {
            let answers = try await FakeGitHub.serving(options: Self.options) { _, url in
                let client = TestClient(baseURL: url)
                var result: [Data] = []
                for path in paths {
                    let answer = try await client.get(path)
                    #expect(answer.status == 200)
                    result.append(
                        Data(answer.text.replacingOccurrences(of: url.absoluteString, with: "").utf8))
                }
                let redirect = try await RawHTTP.get(
                    "\(Self.repo)/jobs/\(ActionsSamples.hostileLogJob)/logs", port: url.port ?? 0,
                    headers: ["User-Agent": "RawHTTP", "Authorization": "Bearer classic"])
                let location = try #require(redirect.headers["location"])
                result.append(try await client.get(location).body)
                return result
            }
            bodies.append(answers)
        }
        #expect(bodies[0] == bodies[1])
    }
}
