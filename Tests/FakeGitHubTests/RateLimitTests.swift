import FakeGitHub
import Foundation
import Testing

@Suite struct RateLimitTests {
    @Test func remainingDecreasesWithEachCountedRequest() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let before = Int(Date().timeIntervalSince1970)
        let first = try await client.get("/users/mona")
        let second = try await client.get("/users/nobody-here")
        let after = Int(Date().timeIntervalSince1970)
        #expect(first.headers["x-ratelimit-limit"] == "5000")
        #expect(first.headers["x-ratelimit-remaining"] == "4999")
        #expect(first.headers["x-ratelimit-used"] == "1")
        #expect(first.headers["x-ratelimit-resource"] == "core")
        #expect(second.headers["x-ratelimit-remaining"] == "4998")
        // The window opens with the first request, an hour before the reset, however slow the machine.
        let reset = try #require(Int(first.headers["x-ratelimit-reset"] ?? ""))
        #expect((before + 3600...after + 3600).contains(reset))
        #expect(second.headers["x-ratelimit-reset"] == first.headers["x-ratelimit-reset"])
        await server.stop()
    }

    @Test func rateLimitEndpointIsFreeAndShapedLikeGitHubs() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        _ = try await client.get("/users/mona")
        let first = try await client.get("/rate_limit")
        let second = try await client.get("/rate_limit")
        #expect(first.headers["x-ratelimit-remaining"] == "4999")
        #expect(second.headers["x-ratelimit-remaining"] == "4999")
        let body = try second.object()
        let core = try #require((body["resources"] as? [String: Any])?["core"] as? [String: Any])
        #expect(core["limit"] as? Int == 5000)
        #expect(core["remaining"] as? Int == 4999)
        #expect(core["used"] as? Int == 1)
        #expect(core["resource"] as? String == "core")
        #expect(core["reset"] as? Int != nil)
        #expect((body["resources"] as? [String: Any])?["search"] != nil)
        #expect((body["resources"] as? [String: Any])?["graphql"] != nil)
        #expect((body["rate"] as? [String: Any])?["remaining"] as? Int == 4999)
        #expect(await server.stats.rateLimitUsed == 1)
        await server.stop()
    }

    @Test func exhaustedLimitAnswers403WithNothingRemaining() async throws {
        let server = FakeGitHub(options: Options(rateLimitUnauthenticated: 2))
        let client = try await TestClient.started(server)
        _ = try await client.get("/users/mona")
        let last = try await client.get("/users/mona")
        #expect(last.status == 200)
        #expect(last.headers["x-ratelimit-remaining"] == "0")
        let refused = try await client.get("/users/mona")
        #expect(refused.status == 403)
        #expect(refused.headers["x-ratelimit-remaining"] == "0")
        #expect(refused.headers["x-ratelimit-reset"] == last.headers["x-ratelimit-reset"])
        let message = try refused.object()["message"] as? String
        #expect(message?.hasPrefix("API rate limit exceeded for 127.0.0.1.") == true)
        await server.resetRateLimits()
        #expect(try await client.get("/users/mona").status == 200)
        await server.stop()
    }

    @Test func tokensHaveTheirOwnLargerBudget() async throws {
        let server = FakeGitHub(
            options: Options(tokens: ["secret": "mona"], rateLimit: 100, rateLimitUnauthenticated: 60))
        let client = try await TestClient.started(server)
        let anonymous = try await client.get("/users/loner")
        let signedIn = try await client.get("/users/loner", headers: ["Authorization": "Bearer secret"])
        #expect(anonymous.headers["x-ratelimit-limit"] == "60")
        #expect(anonymous.headers["x-ratelimit-remaining"] == "59")
        #expect(signedIn.headers["x-ratelimit-limit"] == "100")
        #expect(signedIn.headers["x-ratelimit-remaining"] == "99")
        await server.stop()
    }
}
