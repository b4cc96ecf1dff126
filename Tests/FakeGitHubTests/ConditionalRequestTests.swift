import FakeGitHub
import Foundation
import Testing

@Suite struct ConditionalRequestTests {
    @Test func matchingETagGets304WithEmptyBodyAndTheETag() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let first = try await client.get("/users/mona")
        let etag = try #require(first.headers["etag"])
        #expect(etag.hasPrefix("W/\"") && etag.hasSuffix("\""))
        let second = try await client.get("/users/mona", headers: ["If-None-Match": etag])
        #expect(second.status == 304)
        #expect(second.body.isEmpty)
        #expect(second.headers["etag"] == etag)
        await server.stop()
    }

    @Test func notModifiedAnswersAreFreeOfRateLimitCharge() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let first = try await client.get("/users/mona/followers")
        let etag = try #require(first.headers["etag"])
        for _ in 0..<3 {
            let again = try await client.get("/users/mona/followers", headers: ["If-None-Match": etag])
            #expect(again.status == 304)
            #expect(again.headers["x-ratelimit-remaining"] == first.headers["x-ratelimit-remaining"])
        }
        let stats = await server.stats
        #expect(stats.notModified == 3)
        #expect(stats.rateLimitUsed == 1)
        #expect(stats.total == 4)
        await server.stop()
    }

    @Test func etagListsAndWildcardMatch() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let etag = try #require(try await client.get("/repos/mona/hello-world").headers["etag"])
        let listed = try await client.get(
            "/repos/mona/hello-world", headers: ["If-None-Match": "W/\"nope\", \(etag)"])
        #expect(listed.status == 304)
        let star = try await client.get("/repos/mona/hello-world", headers: ["If-None-Match": "*"])
        #expect(star.status == 304)
        let stale = try await client.get("/repos/mona/hello-world", headers: ["If-None-Match": "W/\"stale\""])
        #expect(stale.status == 200)
        let strongForm = try await client.get(
            "/repos/mona/hello-world", headers: ["If-None-Match": String(etag.dropFirst(2))])
        #expect(strongForm.status == 200)
        await server.stop()
    }

    @Test func etagDiffersPerToken() async throws {
        let server = FakeGitHub(options: Options(tokens: ["t1": "mona", "t2": "zhang-wei"]))
        let client = try await TestClient.started(server)
        let one = try await client.get("/users/loner", headers: ["Authorization": "Bearer t1"])
        let two = try await client.get("/users/loner", headers: ["Authorization": "Bearer t2"])
        #expect(one.body == two.body)
        #expect(one.headers["etag"] != two.headers["etag"])
        let crossed = try await client.get(
            "/users/loner",
            headers: ["Authorization": "Bearer t2", "If-None-Match": one.headers["etag"] ?? ""])
        #expect(crossed.status == 200)
        await server.stop()
    }

    @Test func lastModifiedRoundTripGets304() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let first = try await client.get("/users/mona")
        let lastModified = try #require(first.headers["last-modified"])
        #expect(lastModified == "Wed, 01 Jan 2025 00:00:00 GMT")
        let second = try await client.get("/users/mona", headers: ["If-Modified-Since": lastModified])
        #expect(second.status == 304)
        await server.stop()
    }
}
