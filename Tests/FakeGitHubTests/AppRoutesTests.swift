import FakeGitHub
import Foundation
import TestSupport
import Testing

/// The GitHub App's endpoints as GitHub answers them, with JWTs signed by the openssl command (not
/// GitHubKit): RS256 checked with the app's public key, GitHub's words for each refused claim, and
/// installation tokens that work as bearer tokens.
@Suite struct AppRoutesTests {
    static let keys = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GitHubKitTests/Fixtures/Apps")

    static func options() throws -> Options {
        var options = Options()
        options.app = AppOptions(
            id: 7,
            publicKeyPEM: try String(
                contentsOf: keys.appendingPathComponent("app-public.pem"), encoding: .utf8),
            installations: [
                AppInstallationRecord(id: 11, account: "mona", repositories: ["hello-world"]),
                AppInstallationRecord(id: 12, account: "acme-corp", suspended: true),
            ])
        return options
    }

    /// A JWT with `claims`, signed RS256 by `openssl dgst -sha256 -sign` with `keyFile` (the
    /// fixture app's key by default).
    static func jwt(_ claims: String, keyFile: URL = keys.appendingPathComponent("app-pkcs8.pem")) throws
        -> String
    {
        func part(_ data: Data) -> String {
            data.base64EncodedString().replacingOccurrences(of: "+", with: "-")
                .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        }
        let input = part(Data(#"{"alg":"RS256","typ":"JWT"}"#.utf8)) + "." + part(Data(claims.utf8))
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = ["dgst", "-sha256", "-sign", keyFile.path]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let signature = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return input + "." + part(signature)
    }

    static func claims(iat: Int = -60, exp: Int = 540, iss: String = "7") -> String {
        let now = Int(Date().timeIntervalSince1970)
        return #"{"iat":\#(now + iat),"exp":\#(now + exp),"iss":"\#(iss)"}"#
    }

    static func bearer(_ token: String) -> [String: String] { ["Authorization": "Bearer \(token)"] }

    @Test func anAppSignedJWTReadsTheAppAndItsInstallations() async throws {
        let server = FakeGitHub(options: try Self.options())
        let client = try await TestClient.started(server)
        defer { Task { await server.stop() } }
        let jwt = Self.bearer(try Self.jwt(Self.claims()))
        let app = try await client.send("GET", "/app", headers: jwt)
        #expect(app.status == 200)
        #expect(try app.object()["id"] as? Int == 7)
        #expect(try await client.send("GET", "/app/installations", headers: jwt).array().count == 2)
        let lookup = try await client.send("GET", "/repos/mona/hello-world/installation", headers: jwt)
        #expect(try lookup.object()["id"] as? Int == 11)
        #expect(
            try await client.send("GET", "/repos/mona/Spoon-Knife/installation", headers: jwt).status == 404)
        #expect(try await client.send("GET", "/orgs/acme-corp/installation", headers: jwt).status == 200)
        // The client ID names the app too.
        let byClientID = Self.bearer(try Self.jwt(Self.claims(iss: "Iv23liFakeGitHubApp")))
        #expect(try await client.send("GET", "/app", headers: byClientID).status == 200)
        // A user's token is no JWT.
        #expect(try await client.send("GET", "/app").status == 401)
    }

    /// Claims as seconds from the moment a test case signs them. The arguments of a parameterized
    /// test are made when the run starts, and a slow run (a sanitizer's) reaches a case minutes
    /// later: an `iat` 120 s ahead made then was in the past by the time it was sent.
    struct Claims: Sendable, CustomTestStringConvertible {
        var iat = -60
        var exp = 540
        var iss = "7"

        var text: String { AppRoutesTests.claims(iat: iat, exp: exp, iss: iss) }
        var testDescription: String { "iat \(iat) s and exp \(exp) s from now, iss \(iss)" }
    }

    @Test(arguments: [
        (Claims(exp: 3600), "'Expiration time' claim ('exp') is too far in the future"),
        (Claims(iat: 120), "'Issued at' claim ('iat') must be an Integer representing a time in the past"),
        (
            Claims(iat: -900, exp: -300),
            "'Expiration time' claim ('exp') must be a numeric value representing the future time at which the "
                + "assertion expires"
        ),
        (Claims(iss: "8"), "A JSON web token could not be decoded"),
    ])
    func refusedClaimsAreAnsweredInGitHubsWords(claims: Claims, message: String) async throws {
        let server = FakeGitHub(options: try Self.options())
        let client = try await TestClient.started(server)
        defer { Task { await server.stop() } }
        let answer = try await client.send("GET", "/app", headers: Self.bearer(try Self.jwt(claims.text)))
        #expect(answer.status == 401)
        #expect(try answer.object()["message"] as? String == message)
    }

    @Test func aTamperedJWTIsRefused() async throws {
        let server = FakeGitHub(options: try Self.options())
        let client = try await TestClient.started(server)
        defer { Task { await server.stop() } }
        var parts = try Self.jwt(Self.claims()).split(separator: ".").map(String.init)
        // Claims of another token under this one's signature.
        parts[1] = String(try Self.jwt(Self.claims(exp: 500)).split(separator: ".")[1])
        let answer = try await client.send("GET", "/app", headers: Self.bearer(parts.joined(separator: ".")))
        #expect(try answer.object()["message"] as? String == "A JSON web token could not be decoded")
    }

    @Test func installationTokensWorkAsBearerTokensWhereGranted() async throws {
        let server = FakeGitHub(options: try Self.options())
        let client = try await TestClient.started(server)
        defer { Task { await server.stop() } }
        let jwt = Self.bearer(try Self.jwt(Self.claims()))
        let issued = try await client.send(
            "POST", "/app/installations/11/access_tokens", body: Data(), headers: jwt)
        #expect(issued.status == 201)
        let token = try #require(try issued.object()["token"] as? String)
        #expect(token.hasPrefix("ghs_"))
        #expect(try issued.object()["expires_at"] is String)
        let read = try await client.send("GET", "/repos/mona/hello-world", headers: Self.bearer(token))
        #expect(read.status == 200)
        #expect(
            try await client.send("GET", "/repos/mona/hello-world", headers: Self.bearer("ghs_unknown"))
                .status == 401)
        let suspended = try await client.send("POST", "/app/installations/12/access_tokens", headers: jwt)
        #expect(suspended.status == 403)
        #expect(try suspended.object()["message"] as? String == "This installation has been suspended")
        let unseen = try await client.send(
            "POST", "/app/installations/11/access_tokens",
            body: Data(#"{"repositories":["Spoon-Knife"]}"#.utf8),
            headers: jwt)
        #expect(unseen.status == 422)
        let tooMuch = try await client.send(
            "POST", "/app/installations/11/access_tokens",
            body: Data(#"{"permissions":{"administration":"write"}}"#.utf8),
            headers: jwt)
        #expect(tooMuch.status == 422)
        #expect(await server.installationTokenRequests == 4)
    }

    /// A server whose person `tok` is mona, a client of it, and installation 11's token (its
    /// default permissions: issues, pull requests and metadata), as headers.
    private func installation11() async throws -> (FakeGitHub, TestClient, token: [String: String]) {
        var options = try Self.options()
        options.tokens = ["tok": "mona"]
        let server = FakeGitHub(options: options)
        let client = try await TestClient.started(server)
        let jwt = Self.bearer(try Self.jwt(Self.claims()))
        let issued = try await client.send("POST", "/app/installations/11/access_tokens", headers: jwt)
        return (server, client, Self.bearer(try #require(try issued.object()["token"] as? String)))
    }

    @Test func aReadWithoutItsPermissionIsGitHubs403NamingThePermission() async throws {
        let (server, client, token) = try await installation11()
        defer { Task { await server.stop() } }
        let readme = try await client.send("GET", "/repos/mona/hello-world/readme", headers: token)
        #expect(readme.status == 403)
        #expect(try readme.object()["message"] as? String == "Resource not accessible by integration")
        #expect(try readme.object()["documentation_url"] is String)
        #expect(readme.headers["x-accepted-github-permissions"] == "contents=read")
        let comments = try await client.send(
            "GET", "/repos/mona/hello-world/commits/main/check-runs", headers: token)
        #expect(comments.headers["x-accepted-github-permissions"] == "checks=read")
        #expect(try await client.send("GET", "/repos/mona/hello-world/issues", headers: token).status == 200)
        #expect(try await client.send("GET", "/repos/mona/hello-world", headers: token).status == 200)
        // A person's own routes are no installation's.
        #expect(try await client.send("GET", "/user", headers: token).status == 403)
        #expect(try await client.send("GET", "/notifications", headers: token).status == 403)
        #expect(try await client.send("GET", "/user", headers: ["Authorization": "Bearer tok"]).status == 200)

        // A person's token and no token read the same README as ever, with no such header.
        let person = try await client.send(
            "GET", "/repos/mona/hello-world/readme", headers: ["Authorization": "Bearer tok"])
        let anonymous = try await client.send("GET", "/repos/mona/hello-world/readme")
        #expect(person.status == 200 && anonymous.status == 200)
        #expect(person.body == anonymous.body)
        #expect(person.headers["x-accepted-github-permissions"] == nil)
    }

    @Test func searchAndGraphQLSeeOnlyTheTokensRepositories() async throws {
        let (server, client, token) = try await installation11()
        defer { Task { await server.stop() } }
        let person = ["Authorization": "Bearer tok"]

        let scoped = try await client.send("GET", "/search/repositories?q=user:mona", headers: token)
        #expect(try scoped.object()["total_count"] as? Int == 1)
        let all = try await client.send("GET", "/search/repositories?q=user:mona", headers: person)
        #expect(try all.object()["total_count"] as? Int ?? 0 > 1)

        let query = Data(#"{"query":"{ repository(owner: \"mona\", name: \"Spoon-Knife\") { name } }"}"#.utf8)
        let hidden = try await client.send("POST", "/graphql", body: query, headers: token)
        #expect(hidden.status == 200)
        let errors = try #require(try hidden.object()["errors"] as? [[String: Any]])
        #expect(errors.first?["type"] as? String == "NOT_FOUND")
        #expect((try hidden.object()["data"] as? [String: Any])?["repository"] is NSNull)
        let seen = try await client.send("POST", "/graphql", body: query, headers: person)
        let data = try #require(try seen.object()["data"] as? [String: Any])
        #expect((data["repository"] as? [String: Any])?["name"] as? String == "Spoon-Knife")
    }
}
