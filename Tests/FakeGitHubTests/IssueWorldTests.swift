import FakeGitHub
import Foundation
import Testing

/// The issues, pull requests and searches FakeGitHub serves, seen over plain HTTP.
@Suite struct IssueWorldTests {
    @Test func issueAnswersAreByteIdenticalAcrossServers() async throws {
        let paths = [
            "/repos/mona/hello-world/issues?state=all&per_page=100&page=2",
            "/repos/mona/hello-world/issues/7",
            "/repos/mona/hello-world/issues/7/comments", "/repos/mona/hello-world/labels",
            "/repos/mona/hello-world/pulls?state=all", "/repos/mona/hello-world/pulls/2",
            "/repos/mona/hello-world/pulls/2/files", "/repos/mona/hello-world/pulls/2/commits",
            "/repos/mona/hello-world/pulls/2/reviews", "/repos/mona/hello-world/pulls/2/comments",
            "/search/issues?q=repo:mona/hello-world+is:pr", "/search/repositories?q=language:swift",
            "/search/code?q=hello", "/search/commits?q=repo:mona/hello-world", "/search/topics?q=c",
        ]
        let first = FakeGitHub()
        let second = FakeGitHub()
        let one = try await TestClient.started(first)
        let two = try await TestClient.started(second)
        for path in paths {
            let a = try await one.get(path)
            let b = try await two.get(path)
            #expect(a.status == 200, "\(path)")
            let origin = { (server: FakeGitHub) async in await server.baseURL.absoluteString }
            #expect(
                a.text.replacingOccurrences(of: await origin(first), with: "ORIGIN")
                    == b.text.replacingOccurrences(of: await origin(second), with: "ORIGIN"), "\(path)")
        }
        await first.stop()
        await second.stop()
    }

    @Test func issuesPageWithLinksAndNullsWhereGitHubSendsThem() async throws {
        try await FakeGitHub.serving { _, url in
            let client = TestClient(baseURL: url)
            let first = try await client.get("/repos/mona/hello-world/issues?state=all&per_page=100")
            #expect(try first.array().count == 100)
            #expect(
                first.links["last"]?.hasSuffix("/repos/mona/hello-world/issues?state=all&per_page=100&page=4")
                    == true)
            let last = try await client.get("/repos/mona/hello-world/issues?state=all&per_page=100&page=4")
            #expect(try last.array().count == 20)
            let bare = try await client.get("/repos/mona/hello-world/issues/1").object()
            for key in ["body", "milestone", "assignee", "closed_at", "state_reason", "active_lock_reason"] {
                #expect(bare[key] is NSNull, "\(key)")
            }
            #expect((bare["labels"] as? [Any])?.isEmpty == true)
            #expect((bare["reactions"] as? [String: Any])?["total_count"] as? Int == 0)
            #expect(bare["pull_request"] == nil)
            let pull = try await client.get("/repos/mona/hello-world/issues/2").object()
            #expect((pull["pull_request"] as? [String: Any])?["merged_at"] is String)
        }
    }

    @Test func missingThingsAndBadParametersAnswerAsGitHubDoes() async throws {
        try await FakeGitHub.serving { _, url in
            let client = TestClient(baseURL: url)
            #expect(try await client.get("/repos/mona/nope/issues").status == 404)
            #expect(try await client.get("/repos/mona/hello-world/issues/0").status == 404)
            #expect(try await client.get("/repos/mona/hello-world/issues/321").status == 404)
            #expect(try await client.get("/repos/mona/hello-world/pulls/1").status == 404)
            #expect(try await client.get("/repos/mona/hello-world/issues/comments/5").status == 404)
            #expect(try await client.get("/repos/mona/hello-world/issues?since=yesterday").status == 422)
            #expect(try await client.get("/issues").status == 401)
            #expect(try await client.get("/orgs/mona/issues").status == 404)
            let merged = try await client.get("/repos/mona/hello-world/pulls/2/merge")
            #expect(merged.status == 204 && merged.body.isEmpty)
            #expect(try await client.get("/repos/mona/hello-world/pulls/3/merge").status == 404)
        }
    }

    @Test func searchesRefuseEmptyLongAndFarQueries() async throws {
        try await FakeGitHub.serving { _, url in
            let client = TestClient(baseURL: url)
            #expect(try await client.get("/search/issues?q=").status == 422)
            #expect(try await client.get("/search/code").status == 422)
            for kind in ["repositories", "users"] {
                let long = try await client.get("/search/\(kind)?q=" + String(repeating: "a", count: 257))
                #expect(long.status == 422)
                let errors = try long.object()["errors"] as? [[String: Any]]
                #expect(errors?.first?["message"] as? String == "The search is longer than 256 characters.")
                let quote = try await client.get("/search/\(kind)?q=label:%22help%20wanted")
                #expect(quote.status == 422 && quote.text.contains("unbalanced quotation mark"))
            }
            let far = try await client.get("/search/commits?q=repo:mona/hello-world&per_page=100&page=11")
            #expect(far.status == 422)
            #expect(
                try far.object()["message"] as? String == "Only the first 1000 search results are available")
            #expect(try await client.get("/search/nothing?q=a").status == 404)
        }
    }

    @Test func searchesHaveTheirOwnPerMinuteLimit() async throws {
        try await FakeGitHub.serving(options: Options(tokens: ["tok": "mona"])) { _, url in
            let client = TestClient(baseURL: url)
            let before = Int(Date().timeIntervalSince1970)
            let anonymous = try await client.get("/search/topics?q=swift")
            let after = Int(Date().timeIntervalSince1970)
            #expect(anonymous.headers["x-ratelimit-resource"] == "search")
            #expect(anonymous.headers["x-ratelimit-limit"] == "10")
            #expect(anonymous.headers["x-ratelimit-remaining"] == "9")
            // The window opens with the first search, a minute before the reset.
            let reset = try #require(Int(anonymous.headers["x-ratelimit-reset"] ?? ""))
            #expect((before + 60...after + 60).contains(reset))
            let signedIn = try await client.get(
                "/search/topics?q=swift", headers: ["Authorization": "Bearer tok"])
            #expect(signedIn.headers["x-ratelimit-limit"] == "30")
            // Searches cost nothing against the core limit, which starts untouched.
            let core = try await client.get("/users/mona")
            #expect(core.headers["x-ratelimit-resource"] == "core")
            #expect(core.headers["x-ratelimit-remaining"] == "4999")
        }
    }

    @Test func aSpentSearchLimitRefusesSearchesOnly() async throws {
        try await FakeGitHub.serving(options: Options(searchRateLimitUnauthenticated: 1)) { _, url in
            let client = TestClient(baseURL: url)
            // Two searches in a row spend a limit of one, unless a minute passed between them.
            var spent: TestClient.Response?
            for _ in 0..<5 where spent == nil {
                let answer = try await client.get("/search/code?q=hello")
                if answer.status != 200 { spent = answer }
            }
            let refusal = try #require(spent)
            #expect(refusal.status == 403)
            #expect(refusal.headers["x-ratelimit-remaining"] == "0")
            #expect(refusal.headers["x-ratelimit-resource"] == "search")
            #expect(try await client.get("/users/mona").status == 200)
            let limits = try await client.get("/rate_limit").object()
            let search = try #require((limits["resources"] as? [String: Any])?["search"] as? [String: Any])
            #expect(search["limit"] as? Int == 1 && search["resource"] as? String == "search")
            // Unless its window has ended since, /rate_limit tells the same.
            if String(search["reset"] as? Int ?? 0) == refusal.headers["x-ratelimit-reset"] {
                #expect(search["remaining"] as? Int == 0 && search["used"] as? Int == 1)
            }
        }
    }
}
