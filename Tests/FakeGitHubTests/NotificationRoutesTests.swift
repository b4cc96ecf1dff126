import FakeGitHub
import Foundation
import Testing

/// The inbox: every reason and subject type, the poll interval, free 304s, filters, one thread,
/// done and ignored threads, as raw HTTP.
@Suite struct NotificationRoutesTests {
    private static let auth = ["Authorization": "Bearer tok"]
    private static let options = Options(tokens: ["tok": "mona"])

    @Test func everyReasonAndSubjectTypeIsThereNewestFirst() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let threads = try await client.get("/notifications?all=true&per_page=50", headers: Self.auth)
                .array()
            let reasons = Set(threads.compactMap { $0["reason"] as? String })
            #expect(
                reasons == [
                    "approval_requested", "assign", "author", "ci_activity", "comment", "invitation",
                    "manual",
                    "member_feature_requested", "mention", "review_requested", "security_alert",
                    "security_advisory_credit", "state_change", "subscribed", "team_mention",
                ])
            let subjects = threads.compactMap { $0["subject"] as? [String: Any] }
            let types = Set(subjects.compactMap { $0["type"] as? String })
            #expect(
                types == [
                    "Issue", "PullRequest", "Commit", "Release", "Discussion", "CheckSuite",
                    "RepositoryVulnerabilityAlert", "RepositoryDependabotAlertsThread",
                ])
            for subject in subjects where ["Discussion", "CheckSuite"].contains(subject["type"] as? String) {
                #expect(subject["url"] is NSNull)
            }
            for subject in subjects where ["Issue", "PullRequest"].contains(subject["type"] as? String) {
                #expect((subject["url"] as? String)?.hasPrefix(url.absoluteString) == true)
                #expect(subject["latest_comment_url"] is String)
            }
            let dates = threads.compactMap { $0["updated_at"] as? String }
            #expect(dates.count == threads.count)
            #expect(dates == dates.sorted(by: >))
            for thread in threads {
                #expect(thread["url"] is String && thread["subscription_url"] is String)
                #expect((thread["repository"] as? [String: Any])?["full_name"] is String)
                #expect(thread["last_read_at"] != nil)
            }
            let first = try #require(subjects.first)
            #expect(
                (first["url"] as? String)?.hasSuffix(
                    "/repos/mona/hello-world/pulls/\(PullSamples.everyKindOfChange)") == true)
        }
    }

    @Test func oneRepositorysThreadsAreTheOnesOfThatRepository() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let all = try await client.get("/notifications?all=true&per_page=50", headers: Self.auth).array()
            let name = "mona/hello-world"
            let expected = all.filter {
                ($0["repository"] as? [String: Any])?["full_name"] as? String == name
            }
            let mine = try await client.get(
                "/repos/\(name)/notifications?all=true&per_page=50", headers: Self.auth
            ).array()
            #expect(!mine.isEmpty && mine.count < all.count)
            #expect(mine.compactMap { $0["id"] as? String } == expected.compactMap { $0["id"] as? String })
            let anonymous = try await client.get("/repos/\(name)/notifications")
            #expect(anonymous.status == 401)
        }
    }

    @Test func theListCarriesThePollIntervalAndLastModified() async throws {
        for interval in ["60", "0", "soon"] {
            var options = Self.options
            options.notificationPollInterval = interval
            try await FakeGitHub.serving(options: options) { _, url in
                let response = try await TestClient(baseURL: url).get("/notifications", headers: Self.auth)
                #expect(response.status == 200)
                #expect(response.headers["x-poll-interval"] == interval)
                #expect(response.headers["last-modified"] != nil)
            }
        }
    }

    @Test func ifModifiedSinceIsAFree304UntilSomethingIsMarked() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let first = try await client.get("/notifications", headers: Self.auth)
            let lastModified = try #require(first.headers["last-modified"])
            let remaining = try #require(first.headers["x-ratelimit-remaining"].flatMap { Int($0) })
            let again = try await client.get(
                "/notifications", headers: Self.auth.merging(["If-Modified-Since": lastModified]) { $1 })
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.headers["x-poll-interval"] == "60")
            #expect(again.headers["x-ratelimit-remaining"] == String(remaining))
            let later = try await client.get(
                "/notifications",
                headers: Self.auth.merging(["If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT"]) { $1 })
            #expect(later.status == 304)
            let earlier = try await client.get(
                "/notifications",
                headers: Self.auth.merging(["If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT"]) { $1 })
            #expect(earlier.status == 200)
            #expect(earlier.headers["x-ratelimit-remaining"] == String(remaining - 1))

            let id = try #require(try first.array().first?["id"] as? String)
            #expect(
                try await client.send("PATCH", "/notifications/threads/\(id)", headers: Self.auth).status
                    == 205)
            let afterMark = try await client.get(
                "/notifications", headers: Self.auth.merging(["If-Modified-Since": lastModified]) { $1 })
            #expect(afterMark.status == 200)
            #expect(try afterMark.array().count == (try first.array().count) - 1)
            let newer = try #require(afterMark.headers["last-modified"])
            #expect(newer != lastModified)
        }
    }

    @Test func sinceAndBeforeFilterOnUpdatedAt() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let all = try await client.get("/notifications?all=true&per_page=50", headers: Self.auth).array()
            let dates = all.compactMap { $0["updated_at"] as? String }
            let middle = dates[dates.count / 2]
            let since = try await client.get(
                "/notifications?all=true&per_page=50&since=\(middle)", headers: Self.auth
            )
            .array()
            let before = try await client.get(
                "/notifications?all=true&per_page=50&before=\(middle)", headers: Self.auth
            ).array()
            #expect(since.compactMap { $0["updated_at"] as? String } == Array(dates[...(dates.count / 2)]))
            #expect(
                before.compactMap { $0["updated_at"] as? String } == Array(dates[(dates.count / 2 + 1)...]))
            let bad = try await client.get("/notifications?since=yesterday", headers: Self.auth)
            #expect(bad.status == 422)
            let small = try await client.get("/notifications?all=true&per_page=100", headers: Self.auth)
                .array()
            #expect(small.count == min(all.count, 50))
        }
    }

    @Test func oneThreadDoneAndIgnoredAreReflectedInLaterReads() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let unread = try await client.get("/notifications", headers: Self.auth).array()
            let id = try #require(unread.first?["id"] as? String)
            let thread = try await client.get("/notifications/threads/\(id)", headers: Self.auth)
            #expect(thread.status == 200)
            #expect(try thread.object()["id"] as? String == id)
            #expect(try await client.get("/notifications/threads/999", headers: Self.auth).status == 404)

            let subscription = "/notifications/threads/\(id)/subscription"
            let before = try await client.get(subscription, headers: Self.auth).object()
            #expect(before["subscribed"] as? Bool == true)
            #expect(before["ignored"] as? Bool == false)
            let ignore = try await client.send(
                "PUT", subscription, body: Data(#"{"ignored":true}"#.utf8), headers: Self.auth)
            #expect(ignore.status == 200)
            let ignored = try ignore.object()
            #expect(
                Set(ignored.keys) == ["subscribed", "ignored", "reason", "created_at", "url", "thread_url"])
            #expect(ignored["ignored"] as? Bool == true && ignored["subscribed"] as? Bool == false)
            #expect(
                try await client.get(subscription, headers: Self.auth).object()["ignored"] as? Bool == true)
            let badBody = try await client.send(
                "PUT", subscription, body: Data(#"{"ignored":"yes"}"#.utf8), headers: Self.auth)
            #expect(badBody.status == 422)
            #expect(try await client.send("DELETE", subscription, headers: Self.auth).status == 204)
            #expect(try await client.get(subscription, headers: Self.auth).status == 404)

            let done = try await client.send("DELETE", "/notifications/threads/\(id)", headers: Self.auth)
            #expect(done.status == 204)
            let after = try await client.get("/notifications", headers: Self.auth).array()
            #expect(
                after.compactMap { $0["id"] as? String }
                    == unread.dropFirst().compactMap { $0["id"] as? String })
            let all = try await client.get("/notifications?all=true&per_page=50", headers: Self.auth).array()
            #expect(!all.contains { $0["id"] as? String == id })
            #expect(
                try await client.send("DELETE", "/notifications/threads/999", headers: Self.auth).status
                    == 404)
        }
    }

    @Test func threadRoutesNeedTheNotificationsOrRepoScope() async throws {
        let options = Options(
            tokens: ["tok": "mona", "reader": "mona"], tokenScopes: ["reader": ["read:user"]])
        try await FakeGitHub.serving(options: options) { _, url in
            let client = TestClient(baseURL: url)
            let reader = ["Authorization": "Bearer reader"]
            for (method, path) in [
                ("GET", "/notifications"), ("GET", "/notifications/threads/1"),
                ("DELETE", "/notifications/threads/1"),
                ("PUT", "/notifications/threads/1/subscription"),
            ] {
                let response = try await client.send(method, path, headers: reader)
                #expect(response.status == 403, "\(method) \(path)")
                #expect(try await client.send(method, path).status == 401, "\(method) \(path)")
            }
        }
    }

    @Test func threadsAreTheSameOnEveryServer() async throws {
        func answer() async throws -> String {
            try await FakeGitHub.serving(options: Self.options) { _, url in
                let body = try await TestClient(baseURL: url).get(
                    "/notifications?all=true&per_page=50", headers: Self.auth
                ).text
                return body.replacingOccurrences(
                    of: #"127\.0\.0\.1:\d+"#, with: "", options: .regularExpression)
            }
        }
        let first = try await answer()
        #expect(first.count > 1000)
        #expect(try await answer() == first)
    }
}
