import FakeGitHub
import Foundation
import Testing

/// A commit's check runs and combined status over loopback.
@Suite struct ChecksRoutesTests {
    private static let options = Options(tokens: ["classic": "mona"])
    private static let repo = "/repos/\(ActionsSamples.repository)"

    private static func headSHA(_ client: TestClient, pull: Int) async throws -> String {
        let body = try await client.get("\(repo)/pulls/\(pull)").object()
        return try #require((body["head"] as? [String: Any])?["sha"] as? String)
    }

    private static func checkRuns(_ client: TestClient, _ ref: String, _ query: String = "") async throws
        -> (total: Int, runs: [[String: Any]])
    {
        let answer = try await client.get("\(repo)/commits/\(ref)/check-runs?per_page=100\(query)")
        #expect(answer.status == 200)
        let body = try answer.object()
        return (
            try #require(body["total_count"] as? Int), try #require(body["check_runs"] as? [[String: Any]])
        )
    }

    @Test func theFeaturedPullRequestHeadHasEveryKindOfCheck() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let sha = try await Self.headSHA(client, pull: ActionsSamples.pullWithEveryCheck)
            let (total, runs) = try await Self.checkRuns(client, sha)
            #expect(total == runs.count)
            let conclusions = Set(runs.compactMap { $0["conclusion"] as? String })
            #expect(conclusions == ["success", "failure", "neutral", "skipped", "cancelled", "timed_out"])
            let statuses = Set(runs.compactMap { $0["status"] as? String })
            #expect(statuses == ["completed", "in_progress", "queued"])
            #expect(
                runs.filter { $0["status"] as? String != "completed" }.allSatisfy {
                    $0["conclusion"] is NSNull
                })
            #expect(runs.allSatisfy { $0["head_sha"] as? String == sha })
            for key in [
                "id", "name", "status", "conclusion", "started_at", "completed_at", "details_url", "html_url",
                "app",
            ] {
                #expect(runs.allSatisfy { $0.keys.contains(key) }, "missing \(key)")
            }
            let failed = try #require(runs.first { $0["id"] as? Int == ActionsSamples.hostileLogJob })
            #expect((failed["app"] as? [String: Any])?["slug"] as? String == "github-actions")
            #expect(
                failed["details_url"] as? String
                    == "https://github.com/mona/hello-world/actions/runs/\(ActionsSamples.failedRun)/job/\(ActionsSamples.hostileLogJob)"
            )
            let neutral = try #require(runs.first { $0["conclusion"] as? String == "neutral" })
            #expect((neutral["app"] as? [String: Any])?["slug"] as? String == "codecov")

            let paged = try await client.get("\(Self.repo)/commits/\(sha)/check-runs?per_page=5")
            #expect((try paged.object()["check_runs"] as? [Any])?.count == 5)
            #expect(paged.links["next"] != nil)
            let running = try await Self.checkRuns(client, sha, "&status=in_progress")
            #expect(
                !running.runs.isEmpty && running.runs.allSatisfy { $0["status"] as? String == "in_progress" })
            #expect(running.total == running.runs.count)
            let named = try await Self.checkRuns(client, sha, "&check_name=test")
            #expect(named.runs.count == 1)
        }
    }

    @Test func theCombinedStatusSumsUpTheStatuses() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let sha = try await Self.headSHA(client, pull: ActionsSamples.pullWithEveryCheck)
            let body = try await client.get("\(Self.repo)/commits/\(sha)/status").object()
            #expect(body["sha"] as? String == sha)
            #expect(body["total_count"] as? Int == 2)
            let statuses = try #require(body["statuses"] as? [[String: Any]])
            #expect(statuses.contains { $0["state"] as? String == "pending" })
            #expect(["pending", "failure"].contains(body["state"] as? String))
            #expect((body["repository"] as? [String: Any])?["full_name"] as? String == "mona/hello-world")
            for key in ["id", "state", "context", "description", "target_url", "created_at", "updated_at"] {
                #expect(statuses.allSatisfy { $0.keys.contains(key) }, "missing \(key)")
            }
        }
    }

    @Test func otherPullRequestHeadsHaveChecksToo() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let merged = try await Self.headSHA(client, pull: 2)
            let (_, runs) = try await Self.checkRuns(client, merged)
            #expect(
                runs.contains { $0["name"] as? String == "build" && $0["conclusion"] as? String == "success" }
            )
            let pulls = try await client.get("\(Self.repo)/pulls?state=open&per_page=100").array()
            var withActions = 0
            for pull in pulls {
                let sha = try #require((pull["head"] as? [String: Any])?["sha"] as? String)
                let (total, _) = try await Self.checkRuns(client, sha)
                #expect(total > 0)
                if total > 2 { withActions += 1 }
            }
            #expect(withActions >= 10)
        }
    }

    @Test func anUnknownCommitHasNoChecksAndAnUnknownRepositoryIs404() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let unknown = String(repeating: "ab", count: 20)
            let (total, runs) = try await Self.checkRuns(client, unknown)
            #expect(total == 0 && runs.isEmpty)
            let status = try await client.get("\(Self.repo)/commits/\(unknown)/status").object()
            #expect(status["state"] as? String == "pending")
            #expect(status["total_count"] as? Int == 0)
            #expect((status["statuses"] as? [Any])?.isEmpty == true)
            #expect(
                try await client.get("/repos/mona/no-such-repo/commits/\(unknown)/check-runs").status == 404)
            #expect(try await client.get("/repos/mona/no-such-repo/commits/\(unknown)/status").status == 404)
            #expect(try await client.get("\(Self.repo)/commits/not-a-ref/check-runs").status == 422)
            let main = try await Self.checkRuns(client, "main")
            #expect(main.runs.allSatisfy { $0["status"] as? String == "queued" })
            #expect(main.total == 5)
        }
    }

    @Test func checksFollowRerunsAndCancellations() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let sha = try await Self.headSHA(client, pull: ActionsSamples.pullWithEveryCheck)
            let auth = ["Authorization": "Bearer classic"]
            let actions = "\(Self.repo)/actions/runs"
            #expect(
                try await client.send("POST", "\(actions)/\(ActionsSamples.newestRun)/cancel", headers: auth)
                    .status == 202)
            #expect(
                try await client.send(
                    "POST", "\(actions)/\(ActionsSamples.failedRun)/rerun-failed-jobs", headers: auth
                ).status == 201)
            let latest = try await Self.checkRuns(client, sha)
            #expect(!latest.runs.contains { $0["status"] as? String == "in_progress" })
            #expect(!latest.runs.contains { $0["id"] as? Int == ActionsSamples.hostileLogJob })
            let all = try await Self.checkRuns(client, sha, "&filter=all")
            #expect(all.runs.contains { $0["id"] as? Int == ActionsSamples.hostileLogJob })
            #expect(all.total == latest.total + 5)
        }
    }

    @Test func twoServersAnswerTheSameBodies() async throws {
        var bodies: [Data] = []
        for _ in 0..<2 {
            let body = try await FakeGitHub.serving(options: Self.options) { _, url in
                let client = TestClient(baseURL: url)
                let sha = try await Self.headSHA(client, pull: ActionsSamples.pullWithEveryCheck)
                let checks = try await client.get("\(Self.repo)/commits/\(sha)/check-runs").text
                let status = try await client.get("\(Self.repo)/commits/\(sha)/status").text
                return Data((checks + status).replacingOccurrences(of: url.absoluteString, with: "").utf8)
            }
            bodies.append(body)
        }
        #expect(bodies[0] == bodies[1])
    }
}
