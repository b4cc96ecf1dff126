import FakeGitHub
import Foundation
import Testing

@Suite struct FaultTests {
    @Test func serverErrorHTMLIs502WithAnHTMLPage() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        await server.setFault(.serverErrorHTML)
        let response = try await client.get("/users/mona")
        #expect(response.status == 502)
        #expect(response.headers["content-type"]?.hasPrefix("text/html") == true)
        #expect(response.text.contains("<h1>502 Bad Gateway</h1>"))
        await server.stop()
    }

    @Test func serverErrorUsesTheStatusWithAJSONBody() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        await server.setFault(.serverError(status: 503))
        let response = try await client.get("/users/mona")
        #expect(response.status == 503)
        #expect(try response.object()["message"] as? String == "Service Unavailable")
        await server.stop()
    }

    @Test func secondaryRateLimitSendsRetryAfterVerbatim() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        for value in ["0", "-5", "abc", "999999"] {
            await server.setFault(.secondaryRateLimit(retryAfter: value))
            let response = try await client.get("/users/mona")
            #expect(response.status == 403)
            #expect(response.headers["retry-after"] == value)
            let message = try response.object()["message"] as? String
            #expect(
                message?.hasPrefix("You have exceeded a secondary rate limit. Please wait a few minutes")
                    == true)
            #expect(response.headers["x-ratelimit-remaining"] != "0")
        }
        await server.setFault(.secondaryRateLimit(retryAfter: nil))
        #expect(try await client.get("/users/mona").headers["retry-after"] == nil)
        await server.setFault(.tooManyRequests(retryAfter: "1"))
        let tooMany = try await client.get("/users/mona")
        #expect(tooMany.status == 429)
        #expect(tooMany.headers["retry-after"] == "1")
        await server.stop()
    }

    @Test func primaryRateLimitExhaustedShowsZeroRemainingAndAResetInAnHour() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        await server.setFault(.primaryRateLimitExhausted)
        let before = Int(Date().timeIntervalSince1970)
        let response = try await client.get("/users/mona")
        let after = Int(Date().timeIntervalSince1970)
        #expect(response.status == 403)
        #expect(response.headers["x-ratelimit-remaining"] == "0")
        // An hour after the server answered, which was between the two clock readings.
        let reset = try #require(Int(response.headers["x-ratelimit-reset"] ?? ""))
        #expect((before + 3600 - 1)...(after + 3600 + 1) ~= reset)
        let message = try response.object()["message"] as? String
        #expect(
            message?.hasPrefix("API rate limit exceeded for 127.0.0.1. (But here's the good news:") == true)
        await server.stop()
    }

    @Test func bodyFaultsBreakTheJSON() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let real = try await client.get("/users/mona").body

        await server.setFault(.malformedJSON)
        let malformed = try await client.get("/users/mona")
        #expect(malformed.status == 200)
        #expect((try? JSONSerialization.jsonObject(with: malformed.body)) == nil)

        await server.setFault(.truncatedJSON)
        let truncated = try await client.get("/users/mona")
        #expect(truncated.body == real.prefix(real.count / 2))
        #expect((try? JSONSerialization.jsonObject(with: truncated.body)) == nil)

        await server.setFault(.emptyBody)
        let empty = try await client.get("/users/mona")
        #expect(empty.status == 200)
        #expect(empty.body.isEmpty)

        await server.setFault(.htmlBody)
        let html = try await client.get("/users/mona")
        #expect(html.status == 200)
        #expect(html.headers["content-type"]?.hasPrefix("text/html") == true)
        #expect(html.text.contains("<html"))
        await server.stop()
    }

    @Test func slowDelaysTheAnswer() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        await server.setFault(.slow(.milliseconds(300)))
        let start = ContinuousClock.now
        let response = try await client.get("/users/mona")
        #expect(response.status == 200)
        #expect(ContinuousClock.now - start >= .milliseconds(300))
        await server.stop()
    }

    @Test func loopingLinkPointsNextBackToPageOne() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        await server.setFault(.loopingLink)
        let first = try await client.get("/users/mona/followers?per_page=100")
        #expect(first.links["next"]?.hasSuffix("per_page=100&page=1") == true)
        let later = try await client.get("/users/mona/followers?per_page=100&page=7")
        #expect(later.links["next"]?.hasSuffix("per_page=100&page=1") == true)
        await server.stop()
    }

    @Test func redirectToOtherHostSendsTheClientToLocalhost() async throws {
        let server = FakeGitHub(options: Options(tokens: ["secret": "mona"]))
        let client = try await TestClient.started(server)
        await server.setFault(.redirectToOtherHost)
        let raw = try await RawHTTP.get("/users/mona?x=1", port: client.port)
        #expect(raw.status == 302)
        #expect(raw.headers["location"] == "http://localhost:\(client.port)/users/mona?x=1")
        // Following it reaches the same server under the other name, which answers normally.
        let followed = try await client.get("/users/mona", headers: ["Authorization": "Bearer secret"])
        #expect(followed.status == 200)
        let hosts = await server.requests.map { $0.header("host") ?? "" }
        #expect(hosts.last == "localhost:\(client.port)")
        await server.stop()
    }

    @Test func redirectLeadsToAPathThatAnswersNormally() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        for status in [301, 302, 307] {
            await server.setFault(.redirect(status: status))
            let raw = try await RawHTTP.get("/users/mona", port: client.port)
            #expect(raw.status == status)
            #expect(raw.headers["location"] == "http://127.0.0.1:\(client.port)/redirected/users/mona")
            let followed = try await client.get("/users/mona")
            #expect(followed.status == 200)
            #expect(try followed.object()["login"] as? String == "mona")
        }
        await server.stop()
    }

    @Test func linkToOtherHostPointsPagesAtLocalhost() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        await server.setFault(.linkToOtherHost)
        let response = try await client.get("/users/mona/followers")
        #expect(response.links["next"] == "http://localhost:\(client.port)/user/583231/followers?page=2")
        await server.stop()
    }

    @Test func badLinkHeaderIsSentVerbatim() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let garbage = "<not a url>; rel=next, <http://[::1>; rel=\"last\""
        await server.setFault(.badLinkHeader(garbage))
        let response = try await client.get("/users/mona/followers")
        #expect(response.headers["link"] == garbage)
        await server.stop()
    }

    @Test func notModifiedWithoutETagDropsTheHeaderFrom304s() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let etag = try #require(try await client.get("/users/mona").headers["etag"])
        await server.setFault(.notModifiedWithoutETag)
        let response = try await client.get("/users/mona", headers: ["If-None-Match": etag])
        #expect(response.status == 304)
        #expect(response.headers["etag"] == nil)
        await server.stop()
    }

    @Test func faultsHonourTimesAndPathPrefix() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        await server.setFault(.serverError(status: 500), path: "/users/mona/followers", times: 2)
        #expect(try await client.get("/users/mona").status == 200)
        #expect(try await client.get("/users/mona/followers").status == 500)
        #expect(try await client.get("/users/mona/followers?page=2").status == 500)
        #expect(try await client.get("/users/mona/followers").status == 200)

        await server.setFault(.serverError(status: 500))
        await server.setFault(.serverError(status: 503), path: "/users/zhang-wei")
        #expect(try await client.get("/users/zhang-wei").status == 503)
        #expect(try await client.get("/users/loner").status == 500)
        await server.setFault(nil)
        #expect(try await client.get("/users/loner").status == 200)
        await server.stop()
    }
}
