import FakeGitHub
import Foundation
import Testing

/// Writes: tokens and scopes, bodies recorded, and later reads that see what a write changed.
@Suite struct WriteTests {
    private static let options = Options(
        tokens: ["classic": "mona", "reader": "mona", "follower": "mona"],
        tokenScopes: ["reader": ["read:user"], "follower": ["user:follow"]])

    private static func auth(_ token: String) -> [String: String] { ["Authorization": "Bearer \(token)"] }

    @Test func starringWithoutATokenIs401AndChangesNothing() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let client = TestClient(baseURL: url)
            let put = try await client.send("PUT", "/user/starred/octo-org/octo-repo")
            #expect(put.status == 401)
            #expect(try put.object()["message"] as? String == "Requires authentication")
            #expect(put.headers["x-accepted-oauth-scopes"] == "public_repo, repo")
            let check = try await client.get(
                "/user/starred/octo-org/octo-repo", headers: Self.auth("classic"))
            #expect(check.status == 404)
        }
    }

    @Test func starThenCheckThenUnstarIsSeenByLaterReadsWithNewETags() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let client = TestClient(baseURL: url)
            let repo = "acme-corp/acme-platform"
            let before = try await client.get("/user/starred?per_page=100", headers: Self.auth("classic"))
            #expect(try before.array().allSatisfy { $0["full_name"] as? String != repo })
            #expect(
                try await client.get("/user/starred/\(repo)", headers: Self.auth("classic")).status == 404)

            let put = try await client.send("PUT", "/user/starred/\(repo)", headers: Self.auth("classic"))
            #expect(put.status == 204)
            #expect(put.body.isEmpty)
            #expect(put.headers["x-accepted-oauth-scopes"] == "public_repo, repo")
            #expect(put.headers["x-oauth-scopes"] == "repo, user")

            #expect(
                try await client.get("/user/starred/\(repo)", headers: Self.auth("classic")).status == 204)
            let after = try await client.get("/user/starred?per_page=100", headers: Self.auth("classic"))
            #expect(try after.array().first?["full_name"] as? String == repo)
            #expect(try after.array().count == before.array().count + 1)
            #expect(after.headers["etag"] != before.headers["etag"])
            let stargazers = try await client.get("/repos/\(repo)/stargazers?per_page=100&page=1000")
            #expect(stargazers.status == 200)

            #expect(
                try await client.send("DELETE", "/user/starred/\(repo)", headers: Self.auth("classic")).status
                    == 204)
            let again = try await client.get("/user/starred?per_page=100", headers: Self.auth("classic"))
            #expect(again.body == before.body)
            #expect(again.headers["etag"] == before.headers["etag"])
            #expect(
                try await client.get("/user/starred/\(repo)", headers: Self.auth("classic")).status == 404)
        }
    }

    @Test func unstarringAStarOfTheWorldRemovesItFromTheList() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let client = TestClient(baseURL: url)
            let before = try await client.get("/user/starred?per_page=100", headers: Self.auth("classic"))
                .array()
            let first = try #require(before.first?["full_name"] as? String)
            #expect(
                try await client.get("/user/starred/\(first)", headers: Self.auth("classic")).status == 204)
            #expect(
                try await client.send("DELETE", "/user/starred/\(first)", headers: Self.auth("classic"))
                    .status == 204)
            let after = try await client.get("/users/mona/starred?per_page=100").array()
            #expect(after.count == before.count - 1)
            #expect(!after.contains { $0["full_name"] as? String == first })
        }
    }

    @Test func aTokenWithoutTheScopeIs403NamingWhatIsAccepted() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let client = TestClient(baseURL: url)
            let put = try await client.send(
                "PUT", "/user/starred/octo-org/octo-repo", headers: Self.auth("reader"))
            #expect(put.status == 403)
            #expect(
                try put.object()["message"] as? String == "Resource not accessible by personal access token")
            #expect(put.headers["x-oauth-scopes"] == "read:user")
            #expect(put.headers["x-accepted-oauth-scopes"] == "public_repo, repo")
            let follow = try await client.send(
                "PUT", "/user/following/user-00007", headers: Self.auth("follower"))
            #expect(follow.status == 204)
            #expect(follow.headers["x-accepted-oauth-scopes"] == "user, user:follow")
        }
    }

    @Test func followAndUnfollowShowInFollowingFollowersAndChecks() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let client = TestClient(baseURL: url)
            let target = "user-00900"
            #expect(try await client.get("/users/mona/following/\(target)").status == 404)
            #expect(
                try await client.send("PUT", "/user/following/\(target)", headers: Self.auth("classic"))
                    .status == 204)
            #expect(
                try await client.send("PUT", "/user/following/\(target)", headers: Self.auth("classic"))
                    .status == 204)
            #expect(try await client.get("/users/mona/following/\(target)").status == 204)
            #expect(
                try await client.get("/user/following/\(target)", headers: Self.auth("classic")).status == 204
            )
            let following = try await client.get("/users/mona/following?per_page=1").array()
            #expect(following.first?["login"] as? String == target)
            let followers = try await client.get("/users/\(target)/followers?per_page=1").array()
            #expect(followers.first?["login"] as? String == "mona")

            #expect(
                try await client.send("DELETE", "/user/following/\(target)", headers: Self.auth("classic"))
                    .status == 204)
            #expect(try await client.get("/users/mona/following/\(target)").status == 404)
            let unfollowed = try await client.get("/users/mona/following?per_page=1").array()
            #expect(unfollowed.first?["login"] as? String != target)
        }
    }

    @Test func aRepositorysOpenIssueCountIsItsOpenIssuesAndFollowsWrites() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            func openCount(_ repo: String) async throws -> Int? {
                try await client.get("/repos/\(repo)").object()["open_issues_count"] as? Int
            }
            // GitHub counts open pull requests as open issues; so does the issue list.
            var open = 0
            for page in 1...4 {
                open += try await client.get(
                    "/repos/mona/hello-world/issues?state=open&per_page=100&page=\(page)"
                )
                .array().count
            }
            #expect(open > 0)
            #expect(try await openCount("mona/hello-world") == open)
            let none = try await client.get("/repos/mona/website-88/issues?state=all").array()
            let noneOpen = try await openCount("mona/website-88")
            #expect(none.isEmpty && noneOpen == 0)

            // Closing one and opening one move the count, as later reads see.
            let auth = Self.auth("classic")
            let close = try await client.send(
                "PATCH", "/repos/mona/hello-world/issues/1", body: Data(#"{"state":"closed"}"#.utf8),
                headers: auth)
            #expect(close.status == 200)
            #expect(try await openCount("mona/hello-world") == open - 1)
            for _ in 0..<2 {
                let opened = try await client.send(
                    "POST", "/repos/mona/hello-world/issues", body: Data(#"{"title":"New"}"#.utf8),
                    headers: auth)
                #expect(opened.status == 201)
            }
            #expect(try await openCount("mona/hello-world") == open + 1)
            // The owner's repository list says the same.
            var listed: Int?
            for page in 1...3 where listed == nil {
                let repos = try await client.get("/users/mona/repos?per_page=100&page=\(page)").array()
                listed = repos.first { $0["name"] as? String == "hello-world" }?["open_issues_count"] as? Int
            }
            #expect(listed == open + 1)
        }
    }

    @Test func addingLabelsKeepsTheIssuesOwnAndOnlyTheOwnerMay() async throws {
        let options = Options(tokens: ["classic": "mona", "stranger": "user-00001"])
        try await FakeGitHub.serving(options: options) { _, url in
            let client = TestClient(baseURL: url)
            let path = "/repos/mona/hello-world/issues/7/labels"
            let before = try await client.get(path).array().compactMap { $0["name"] as? String }
            #expect(before == ["enhancement"])
            // A new label, one it has (in another case), and the new one again.
            let body = Data(#"{"labels":["crash","ENHANCEMENT","crash"]}"#.utf8)
            let refused = try await client.send("POST", path, body: body, headers: Self.auth("stranger"))
            #expect(refused.status == 403)
            let added = try await client.send("POST", path, body: body, headers: Self.auth("classic"))
            #expect(added.status == 200)
            let names = try added.array().compactMap { $0["name"] as? String }
            #expect(names == ["enhancement", "crash"])
            #expect(try await client.get(path).array().compactMap { $0["name"] as? String } == names)
            let notALabel = try await client.send(
                "POST", path, body: Data(#"{"labels":[7]}"#.utf8), headers: Self.auth("classic"))
            #expect(notALabel.status == 422)
        }
    }

    @Test func aStarMovesTheCountInTheRepositoryAndInTheListsThatHoldIt() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            func stars(in path: String) async throws -> Int? {
                let repos = try await client.get(path).array()
                return repos.first { $0["full_name"] as? String == "acme-corp/acme-platform" }?[
                    "stargazers_count"]
                    as? Int
            }
            let before = try #require(
                try await client.get("/repos/acme-corp/acme-platform").object()["stargazers_count"] as? Int)
            #expect(try await stars(in: "/orgs/acme-corp/repos?per_page=100") == before)
            let put = try await client.send(
                "PUT", "/user/starred/acme-corp/acme-platform", headers: Self.auth("classic"))
            #expect(put.status == 204)
            #expect(
                try await client.get("/repos/acme-corp/acme-platform").object()["stargazers_count"] as? Int
                    == before + 1)
            #expect(try await stars(in: "/orgs/acme-corp/repos?per_page=100") == before + 1)
            #expect(try await stars(in: "/users/mona/starred?per_page=100") == before + 1)
        }
    }

    @Test func writesToUnknownTargetsAre404AndGetOnlyPathsRefuseWrites() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let client = TestClient(baseURL: url)
            let writes = [
                ("PUT", "/user/starred/nobody-here/x"), ("PUT", "/user/following/nobody-here"),
                // A group that knows only reads never answers a write to its path.
                ("DELETE", "/users/mona"), ("POST", "/user/repos"),
            ]
            for (method, path) in writes {
                let response = try await client.send(method, path, headers: Self.auth("classic"))
                #expect(response.status == 404, "\(method) \(path)")
            }
        }
    }

    @Test func requestBodiesAreRecordedWithArrivalTimes() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let client = TestClient(baseURL: url)
            let body = Data(#"{"text":"hi"}"#.utf8)
            _ = try await client.send(
                "PUT", "/user/following/user-00003", body: body, headers: Self.auth("classic"))
            _ = try await client.get("/users/mona")
            let log = await server.requests
            #expect(log.map(\.method) == ["PUT", "GET"])
            #expect(log[0].body == body)
            #expect(log[1].body.isEmpty)
            #expect(log[0].receivedAt <= log[1].receivedAt)
        }
    }

    @Test func anAuthenticatedReadCarriesTheTokensScopesAndAnAnonymousOneNone() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let client = TestClient(baseURL: url)
            let signedIn = try await client.get("/users/mona", headers: Self.auth("reader"))
            let anonymous = try await client.get("/users/mona")
            #expect(signedIn.headers["x-oauth-scopes"] == "read:user")
            #expect(anonymous.headers["x-oauth-scopes"] == nil)
        }
    }
}
