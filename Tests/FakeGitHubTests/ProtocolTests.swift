import FakeGitHub
import Foundation
import Testing

@Suite struct ProtocolTests {
    @Test func unknownUserIs404WithGitHubsBody() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let response = try await client.get("/users/no-such-user")
        #expect(response.status == 404)
        #expect(
            response.text
                == #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest/users/users#get-a-user","status":"404"}"#
        )
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        let unknownPath = try await client.get("/nope/nothing")
        #expect(unknownPath.status == 404)
        #expect(try unknownPath.object()["message"] as? String == "Not Found")
        await server.stop()
    }

    @Test func aWritesAnswerIsNotServedToALaterRead() async throws {
        try await FakeGitHub.serving { _, url in
            let port = url.port ?? 0
            let write = try #require(
                try await RawHTTP.roundTrip("/users/mona", method: "POST", port: port).response)
            #expect(write.status == 404)
            #expect(try await RawHTTP.get("/users/mona", port: port).status == 200)
        }
    }

    @Test func percentEncodedSegmentsAreDecodedButCannotEscape() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let encoded = try await RawHTTP.get("/users/%6Dona", port: client.port)
        #expect(encoded.status == 200)
        for target in [
            "/users/%2E%2E", "/users/%2E%2E/%2E%2E/rate_limit", "/users/mona%2Ffollowers", "/users/%zz",
        ] {
            let response = try await RawHTTP.get(target, port: client.port)
            #expect(response.status == 404, "\(target)")
        }
        await server.stop()
    }

    @Test func everyAnswerCarriesGitHubsHeaders() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let response = try await client.get("/users/mona")
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        #expect(response.headers["x-github-api-version-selected"] == "2022-11-28")
        #expect(response.headers["etag"]?.hasPrefix("W/\"") == true)
        #expect(response.headers["x-ratelimit-resource"] == "core")
        #expect(response.headers["last-modified"] != nil)
        let missing = try await client.get("/users/nobody-at-all")
        #expect(missing.headers["x-ratelimit-remaining"] != nil)
        await server.stop()
    }

    @Test func absoluteFormRequestTargetIsServed() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let response = try await RawHTTP.get(
            "http://127.0.0.1:\(client.port)/users/mona/followers", port: client.port)
        #expect(response.status == 200)
        #expect(
            response.headers["link"]?.contains("http://127.0.0.1:\(client.port)/user/583231/followers")
                == true)
        await server.stop()
    }

    @Test func requestsAreRecordedWithLowercasedHeadersAndStatus() async throws {
        let server = FakeGitHub(options: Options(tokens: ["abc": "mona"]))
        let client = try await TestClient.started(server)
        _ = try await client.get("/users/mona/followers?per_page=2", headers: ["Authorization": "Bearer abc"])
        _ = try await client.get("/users/ghost-user")
        let log = await server.requests
        #expect(log.count == 2)
        #expect(log[0].method == "GET")
        #expect(log[0].path == "/users/mona/followers")
        #expect(log[0].query == "per_page=2")
        #expect(log[0].headers["authorization"] == "Bearer abc")
        #expect(log[0].headers["user-agent"] == "FakeGitHubTests")
        #expect(log[0].status == 200)
        #expect(log[1].status == 404)
        let stats = await server.stats
        #expect(stats.perPath["/users/mona/followers"] == 1)
        #expect(stats.total == 2)
        await server.resetStats()
        #expect(await server.stats == Stats())
        await server.stop()
    }

    @Test func theRequestLogKeepsTheLatestRequestsUpToItsLimit() async throws {
        let server = FakeGitHub(options: Options(requestLogLimit: 3))
        let client = try await TestClient.started(server)
        for page in 1...8 {
            _ = try await client.get("/users/mona/followers?page=\(page)")
            let log = await server.requests
            #expect(log.map(\.query) == (max(1, page - 2)...page).map { "page=\($0)" })
        }
        #expect(await server.stats.total == 8)
        await server.stop()
    }
}
