import FakeGitHub
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// FakeGitHub's `POST /graphql`, spoken to in raw HTTP.
@Suite struct GraphQLTests {
    static let options = Options(tokens: ["tok": "mona"])

    /// POSTs `body` to `/graphql` with the token, unless `token` is nil.
    static func post(_ url: URL, body: Data, token: String? = "tok") async throws -> TestClient.Response {
        var request = URLRequest(url: url.appendingPathComponent("graphql"))
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue("GraphQLTests", forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        let (data, http) = try await URLSession(configuration: configuration).fetch(request)
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields {
            headers[name.lowercased()] = value
        }
        return TestClient.Response(status: http.statusCode, headers: headers, body: data)
    }

    /// POSTs a query with its variables.
    static func query(_ url: URL, _ text: String, _ variables: [String: Any] = [:], token: String? = "tok")
        async throws -> TestClient.Response
    {
        let body = try JSONSerialization.data(withJSONObject: ["query": text, "variables": variables])
        return try await post(url, body: body, token: token)
    }

    static let followers = """
        query($login: String!, $first: Int!, $after: String) {
          user(login: $login) { followers(first: $first, after: $after) { pageInfo { hasNextPage endCursor } nodes { login } } }
        }
        """

    @Test func aRepositoryIsFoundByOwnerAndNameOrIsNotFound() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let text =
                "query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { name } }"
            let found = try await Self.query(url, text, ["owner": "mona", "name": "spoon-knife"])
            let repository = (try found.object()["data"] as? [String: Any])?["repository"] as? [String: Any]
            #expect(repository?["nameWithOwner"] as? String == "mona/Spoon-Knife")
            #expect(repository?["databaseId"] is Int)
            #expect(try found.object()["errors"] == nil)
            let missing = try await Self.query(url, text, ["owner": "mona", "name": "no-such-repo"])
            #expect((try missing.object()["data"] as? [String: Any])?["repository"] is NSNull)
            let errors = try #require(try missing.object()["errors"] as? [[String: Any]])
            #expect(errors.first?["type"] as? String == "NOT_FOUND")
            #expect(
                errors.first?["message"] as? String
                    == "Could not resolve to a Repository with the name 'mona/no-such-repo'.")
        }
    }

    @Test func aBodyThatIsNotJSONIs400() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let response = try await Self.post(url, body: Data("query { user".utf8))
            #expect(response.status == 400)
            #expect(try response.object()["message"] as? String == "Problems parsing JSON")
            #expect(response.headers["x-ratelimit-resource"] == "graphql")
        }
    }

    @Test func aQueryWithoutAValidTokenIs401() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let anonymous = try await Self.query(url, "query { rateLimit { cost } }", token: nil)
            #expect(anonymous.status == 401)
            #expect(
                try anonymous.object()["message"] as? String
                    == "This endpoint requires you to be authenticated.")
            let rejected = try await Self.query(url, "query { rateLimit { cost } }", token: "bad")
            #expect(rejected.status == 401)
            #expect(try rejected.object()["message"] as? String == "Bad credentials")
        }
    }

    @Test func anUnknownQueryGetsAnErrorsArrayWithAMessage() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let response = try await Self.query(url, "query { viewer { login } }")
            #expect(response.status == 200)
            let body = try response.object()
            #expect(body["data"] == nil)
            let errors = try #require(body["errors"] as? [[String: Any]])
            #expect(errors.count == 1)
            #expect((errors[0]["message"] as? String)?.isEmpty == false)
        }
    }

    @Test func anUnknownLoginIsANotFoundErrorWithPathAndLocation() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let response = try await Self.query(url, "query {\n  user(login: \"nobody-at-all\") { login }\n}")
            let body = try response.object()
            let data = try #require(body["data"] as? [String: Any])
            #expect(data["user"] is NSNull)
            let error = try #require((body["errors"] as? [[String: Any]])?.first)
            #expect(error["type"] as? String == "NOT_FOUND")
            #expect(error["path"] as? [String] == ["user"])
            #expect(error["locations"] as? [[String: Int]] == [["line": 2, "column": 3]])
            #expect(
                error["message"] as? String
                    == "Could not resolve to a User with the login of 'nobody-at-all'.")
        }
    }

    @Test func followerCursorsAreOpaqueAndWalkTheRESTOrder() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var logins: [String] = []
            var after: Any = NSNull()
            for _ in 0..<3 {
                let body = try await Self.query(
                    url, Self.followers, ["login": "mona", "first": 2, "after": after]
                ).object()
                let followers = try #require(
                    ((body["data"] as? [String: Any])?["user"] as? [String: Any])?["followers"]
                        as? [String: Any])
                let pageInfo = try #require(followers["pageInfo"] as? [String: Any])
                let cursor = try #require(pageInfo["endCursor"] as? String)
                #expect(Data(base64Encoded: cursor) != nil && Int(cursor) == nil)
                #expect(pageInfo["hasNextPage"] as? Bool == true)
                logins += (followers["nodes"] as? [[String: Any]] ?? []).compactMap { $0["login"] as? String }
                after = cursor
            }
            let rest = try await TestClient(baseURL: url).get("/users/mona/followers?per_page=6").array()
            #expect(logins == rest.compactMap { $0["login"] as? String })
            let bad = try await Self.query(
                url, Self.followers, ["login": "mona", "first": 2, "after": "not-a-cursor"]
            ).object()
            let error = try #require((bad["errors"] as? [[String: Any]])?.first)
            #expect(error["type"] as? String == "INVALID_CURSOR_ARGUMENTS")
            #expect(error["path"] as? [String] == ["user", "followers"])
        }
    }

    @Test func repositoriesPageByCursorOverEveryRepository() async throws {
        let text = """
            query($after: String) { user(login: "zhang-wei") { repositories(first: 2, after: $after) {
              totalCount pageInfo { hasNextPage endCursor } nodes { nameWithOwner stargazerCount } } } }
            """
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let count =
                try await TestClient(baseURL: url).get("/users/zhang-wei").object()["public_repos"] as? Int
            var names: [String] = []
            var after: Any = NSNull()
            var pages = 0
            while pages < 10 {
                pages += 1
                let body = try await Self.query(url, text, ["after": after]).object()
                let user = try #require((body["data"] as? [String: Any])?["user"] as? [String: Any])
                let repositories = try #require(user["repositories"] as? [String: Any])
                #expect(repositories["totalCount"] as? Int == count)
                names += (repositories["nodes"] as? [[String: Any]] ?? []).compactMap {
                    $0["nameWithOwner"] as? String
                }
                let pageInfo = try #require(repositories["pageInfo"] as? [String: Any])
                guard pageInfo["hasNextPage"] as? Bool == true else { break }
                after = try #require(pageInfo["endCursor"] as? String)
            }
            #expect(names.count == count && Set(names).count == count)
            #expect(pages == ((count ?? 0) + 1) / 2)
            #expect(names.allSatisfy { $0.hasPrefix("zhang-wei/") })
        }
    }

    @Test func queriesSpendTheirOwnBucketNotRESTs() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let before = try await client.get("/users/mona", headers: ["Authorization": "Bearer tok"])
            let text = """
                query($login: String!) {
                  user(login: $login) { followers(first: 5) { nodes { login } } }
                  rateLimit { cost remaining resetAt limit }
                }
                """
            let response = try await Self.query(url, text, ["login": "mona"])
            #expect(response.headers["x-ratelimit-resource"] == "graphql")
            #expect(response.headers["x-ratelimit-limit"] == "5000")
            let rateLimit = try #require(
                (response.object()["data"] as? [String: Any])?["rateLimit"] as? [String: Any])
            let cost = try #require(rateLimit["cost"] as? Int)
            #expect(cost >= 1)
            #expect(response.headers["x-ratelimit-used"] == String(cost))
            #expect(rateLimit["remaining"] as? Int == 5000 - cost)
            #expect(rateLimit["limit"] as? Int == 5000)
            #expect((rateLimit["resetAt"] as? String)?.hasSuffix("Z") == true)
            let after = try await client.get("/users/mona", headers: ["Authorization": "Bearer tok"])
            #expect(
                Int(after.headers["x-ratelimit-used"] ?? "") == Int(before.headers["x-ratelimit-used"] ?? "")!
                    + 1)
        }
    }

    @Test func theCalendarIsAYearUpToTheServersStartAndTheSameOnEveryServer() async throws {
        let text = """
            query($login: String!) { user(login: $login) { contributionsCollection { contributionCalendar {
              totalContributions weeks { contributionDays { date contributionCount color weekday } } } } } }
            """
        let dayBefore = String(Date().formatted(.iso8601).prefix(10))
        let first = try await FakeGitHub.serving(options: Self.options) { _, url in
            try await Self.query(url, text, ["login": "zhang-wei"]).body
        }
        let second = try await FakeGitHub.serving(options: Self.options) { _, url in
            try await Self.query(url, text, ["login": "zhang-wei"]).body
        }
        let dayAfter = String(Date().formatted(.iso8601).prefix(10))
        #expect(first == second)
        let json = try #require(JSONSerialization.jsonObject(with: first) as? [String: Any])
        let user = try #require((json["data"] as? [String: Any])?["user"] as? [String: Any])
        let collection = try #require(user["contributionsCollection"] as? [String: Any])
        let calendar = try #require(collection["contributionCalendar"] as? [String: Any])
        let days = (calendar["weeks"] as? [[String: Any]] ?? []).flatMap {
            $0["contributionDays"] as? [[String: Any]] ?? []
        }
        let last = try #require(days.last?["date"] as? String)
        #expect(last == dayBefore || last == dayAfter)
        let counts = days.map { $0["contributionCount"] as? Int ?? -1 }
        #expect(
            days.map { ContributionRule.count(login: "zhang-wei", date: $0["date"] as? String ?? "") }
                == counts)
        #expect(calendar["totalContributions"] as? Int == counts.reduce(0, +))
    }
}
