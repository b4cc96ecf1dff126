import FakeGitHub
import Foundation
import Testing

/// The routes added for repositories' details, organizations, releases, gists and meta.
@Suite struct RepoDetailRoutesTests {
    private static let paths = [
        "/repos/mona/hello-world/contributors?anon=1", "/repos/mona/hello-world/languages",
        "/repos/mona/hello-world/topics", "/repos/mona/hello-world/tags", "/repos/mona/hello-world/branches",
        "/repos/mona/hello-world/branches/feature%2Fx", "/repos/mona/hello-world/commits?page=3",
        "/repos/mona/hello-world/forks?sort=stargazers", "/repos/mona/hello-world/contents/docs",
        "/repos/mona/hello-world/contents/docs/notes%20with%20space.md", "/repos/mona/hello-world/releases",
        "/repos/mona/hello-world/releases/latest", "/orgs/acme-corp", "/orgs/octo-org/repos",
        "/orgs/acme-corp/public_members", "/users/mona/gists", "/gists/public?page=2", "/meta",
    ]

    @Test func twoServersGiveByteIdenticalBodiesForTheNewRoutes() async throws {
        let first = FakeGitHub()
        let second = FakeGitHub()
        let one = try await TestClient.started(first)
        let two = try await TestClient.started(second)
        for path in Self.paths {
            let a = try await one.get(path)
            let b = try await two.get(path)
            #expect(a.status == 200, "\(path)")
            let origin = (await first.baseURL.absoluteString, await second.baseURL.absoluteString)
            #expect(
                a.text.replacingOccurrences(of: origin.0, with: "ORIGIN")
                    == b.text.replacingOccurrences(of: origin.1, with: "ORIGIN"), "\(path)")
            #expect(!a.text.contains("api.github.com"), "\(path)")
        }
        await first.stop()
        await second.stop()
    }

    @Test func escapedSlashesStayInsideTheirSegment() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let escaped = try await client.get("/repos/mona/hello-world/branches/feature%2Fx").object()
        #expect(escaped["name"] as? String == "feature/x")
        let unescaped = try await client.get("/repos/mona/hello-world/branches/feature/x").object()
        #expect(unescaped["name"] as? String == "feature/x")
        for path in [
            "/repos/mona/hello-world/contents/docs%2F..%2FREADME.md",
            "/repos/mona/hello-world/contents/%2E%2E",
            "/repos/mona%2Fhello-world/languages", "/repos/mona/hello-world%2F..%2Fmystery/tags",
            "/orgs/acme-corp%2Frepos", "/gists/..%2Fpublic",
        ] {
            let response = try await client.get(path)
            #expect(response.status == 404, "\(path)")
            #expect(try response.object()["message"] as? String != nil, "\(path)")
        }
        await server.stop()
    }

    @Test func theReadmeAndFilesComeRawOrAsHTMLPerAccept() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let json = try await client.get("/repos/mona/hello-world/readme").object()
        let content = try #require(json["content"] as? String)
        let decoded = try #require(Data(base64Encoded: content.replacingOccurrences(of: "\n", with: "")))
        let raw = try await client.get(
            "/repos/mona/hello-world/readme", headers: ["Accept": "application/vnd.github.raw+json"])
        #expect(raw.status == 200)
        #expect(raw.headers["content-type"]?.hasPrefix("text/plain") == true)
        #expect(raw.body == decoded)
        let html = try await client.get(
            "/repos/mona/hello-world/readme", headers: ["Accept": "application/vnd.github.html+json"])
        #expect(html.headers["content-type"]?.hasPrefix("text/html") == true)
        #expect(html.text.contains("<h2>Features</h2>"))
        #expect(html.headers["etag"] != raw.headers["etag"])
        let file = try await client.get(
            "/repos/mona/hello-world/contents/docs/guide.md",
            headers: ["Accept": "application/vnd.github.raw"])
        #expect(file.text == "# Guide\n\nHow to use hello-world.\n")
        let contentsReadme = try await client.get("/repos/mona/hello-world/contents/README.md").object()
        #expect(contentsReadme["content"] as? String == content)
        #expect(contentsReadme["sha"] as? String == json["sha"] as? String)
        await server.stop()
    }

    @Test func affiliationOwnerAndVisibilityAllLeaveTheReposListAsItWas() async throws {
        let server = FakeGitHub(options: Options(tokens: ["tok": "mona"]))
        let client = try await TestClient.started(server)
        let auth = ["Authorization": "Bearer tok"]
        let plain = try await client.get("/user/repos?per_page=100", headers: auth)
        let same = try await client.get(
            "/user/repos?visibility=all&affiliation=owner,collaborator&per_page=100", headers: auth)
        #expect(plain.text == same.text)
        let none = try await client.get("/user/repos?visibility=private", headers: auth)
        #expect(try none.array().isEmpty)
        await server.stop()
    }
}
