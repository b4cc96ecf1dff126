import FakeGitHub
import Foundation
import Testing

@Suite struct AuthenticationTests {
    @Test func authenticatedUserWithoutTokenIs401RequiresAuthentication() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let response = try await client.get("/user")
        #expect(response.status == 401)
        let body = try response.object()
        #expect(body["message"] as? String == "Requires authentication")
        #expect(body["status"] as? String == "401")
        #expect(body["documentation_url"] as? String != nil)
        await server.stop()
    }

    @Test func unknownTokenIs401BadCredentialsOnAnyPath() async throws {
        let server = FakeGitHub(options: Options(tokens: ["good": "mona"]))
        let client = try await TestClient.started(server)
        for path in ["/user", "/users/mona", "/rate_limit"] {
            let response = try await client.get(path, headers: ["Authorization": "Bearer bad"])
            #expect(response.status == 401)
            #expect(try response.object()["message"] as? String == "Bad credentials")
        }
        await server.stop()
    }

    @Test func validTokenGetsThePrivateUser() async throws {
        let server = FakeGitHub(options: Options(tokens: ["good": "mona"]))
        let client = try await TestClient.started(server)
        for scheme in ["Bearer", "token"] {
            let response = try await client.get("/user", headers: ["Authorization": "\(scheme) good"])
            #expect(response.status == 200)
            let user = try response.object()
            #expect(user["login"] as? String == "mona")
            #expect(user["two_factor_authentication"] as? Bool == true)
            let plan = try #require(user["plan"] as? [String: Any])
            #expect(Set(plan.keys) == ["name", "space", "collaborators", "private_repos"])
            for key in [
                "private_gists", "total_private_repos", "owned_private_repos", "disk_usage", "collaborators",
            ] {
                #expect(user[key] as? Int != nil, "missing \(key)")
            }
            #expect(response.headers["cache-control"]?.hasPrefix("private") == true)
        }
        let repos = try await client.get("/user/repos?per_page=1", headers: ["Authorization": "Bearer good"])
        let permissions = try #require(try repos.array().first?["permissions"] as? [String: Bool])
        #expect(permissions["admin"] == true)
        await server.stop()
    }

    @Test func requestWithoutUserAgentIsForbidden() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let response = try await RawHTTP.get("/users/mona", port: client.port, headers: [:])
        #expect(response.status == 403)
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(
            text.hasPrefix(
                "Request forbidden by administrative rules. Please make sure your request has a User-Agent header"
            ))
        let withAgent = try await RawHTTP.get("/users/mona", port: client.port)
        #expect(withAgent.status == 200)
        await server.stop()
    }
}
