import FakeGitHub
import Foundation
import Testing

/// The web host's OAuth device flow as GitHub answers it: parameters from a form, JSON or the
/// query; JSON or form-encoded answers; OAuth errors as 200s; no API rate limit spent.
@Suite struct DeviceFlowRouteTests {
    static let json = ["Accept": "application/json"]

    @Test func parametersComeFromTheQueryFormOrJSONAndNoRateLimitIsSpent() async throws {
        let server = FakeGitHub(options: Options(rateLimitUnauthenticated: 1))
        let client = try await TestClient.started(server)
        defer { Task { await server.stop() } }
        let query = try await client.send(
            "POST", "/login/device/code?client_id=fakegithub-client-id&scope=repo", headers: Self.json)
        #expect(query.status == 200)
        #expect(try query.object()["user_code"] as? String == "FAKE-0001")
        #expect(try query.object()["interval"] as? Int == 5)
        #expect(query.headers["x-ratelimit-remaining"] == nil)
        let form = try await client.send(
            "POST", "/login/device/code", body: Data("client_id=fakegithub-client-id".utf8),
            headers: ["Content-Type": "application/x-www-form-urlencoded"])
        #expect(form.text.contains("user_code=FAKE-0002"))
        let poll = try await client.send(
            "POST", "/login/oauth/access_token",
            body: Data(
                #"{"client_id":"fakegithub-client-id","device_code":"fakegithub-device-code-1","grant_type":"urn:ietf:params:oauth:grant-type:device_code"}"#
                    .utf8),
            headers: Self.json.merging(["Content-Type": "application/json"]) { $1 })
        #expect(try poll.object()["access_token"] as? String == "fakegithub-device-token")
        #expect(try poll.object()["scope"] as? String == "repo,user")
        // Three requests on the web host; the one unauthenticated API request left is still there.
        #expect(try await client.get("/users/mona").status == 200)
    }

    @Test func errorsAreOAuthsOwn() async throws {
        var options = Options()
        options.deviceFlow = DeviceFlowOptions(outcome: .deny)
        let server = FakeGitHub(options: options)
        let client = try await TestClient.started(server)
        defer { Task { await server.stop() } }
        let unknownClient = try await client.send(
            "POST", "/login/device/code?client_id=other", headers: Self.json)
        #expect(unknownClient.status == 404)
        let grant = "grant_type=urn:ietf:params:oauth:grant-type:device_code"
        let wrongGrant = try await client.send(
            "POST", "/login/oauth/access_token?client_id=fakegithub-client-id&grant_type=password",
            headers: Self.json)
        #expect(try wrongGrant.object()["error"] as? String == "unsupported_grant_type")
        let unknownCode = try await client.send(
            "POST", "/login/oauth/access_token?client_id=fakegithub-client-id&device_code=x&\(grant)",
            headers: Self.json)
        #expect(unknownCode.status == 200)
        #expect(try unknownCode.object()["error"] as? String == "incorrect_device_code")
        _ = try await client.send("POST", "/login/device/code?client_id=fakegithub-client-id")
        let denied = try await client.send(
            "POST",
            "/login/oauth/access_token?client_id=fakegithub-client-id&device_code=fakegithub-device-code-1&\(grant)"
        )
        #expect(denied.text.hasPrefix("error=access_denied&"))
        #expect(try await client.get("/login/device/code").status == 404)
    }
}
