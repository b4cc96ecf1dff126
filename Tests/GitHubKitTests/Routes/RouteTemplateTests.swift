import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// A route built from GitHub's path template goes through the same pipeline as the built-in
/// ones: sent over loopback to FakeGitHub, decoded into the caller's type or kept as raw JSON,
/// paged, and refused before any request when its input is bad.
@Suite struct RouteTemplateTests {
    /// A user as this test reads it: its own type, not GitHubKit's `User`.
    struct Person: Decodable, Sendable, Equatable {
        let login: String
        let id: Int
    }

    /// An issue to create, with a property name GitHub spells in snake case.
    struct NewIssue: Encodable {
        let title: String
        let labelNames: [String]
    }

    /// A body whose encoding always fails, as a caller's broken `encode(to:)` would.
    struct Unencodable: Encodable {
        struct Refused: Error {}
        func encode(to encoder: any Encoder) throws { throw Refused() }
    }

    let world = World.sized(followers: 250, repos: 10)
    let options = Options(tokens: ["tok": "mona"])

    @Test func aTemplateRouteReachesAnEndpointGitHubKitDoesNotNameAndDecodesIt() async throws {
        try await TestGitHub.run(world: world) { kit in
            let github = kit.client()
            let mona = try await github.user("mona")
            let byID = ["account_id": String(mona.id)]
            let person = try await github.client.send(try Route<Person>(template: "/user/{account_id}", byID))
            #expect(person == Person(login: "mona", id: mona.id))
            let raw = try await github.client.send(try Route<JSONValue>(template: "/user/{account_id}", byID))
            #expect(raw["login"] == .string("mona"))
            #expect(raw["id"] == .integer(mona.id))
            let paths = await kit.server.requests.map(\.path)
            #expect(paths == ["/users/mona", "/user/\(mona.id)", "/user/\(mona.id)"])
        }
    }

    @Test func aTemplateListRouteIsPagedToTheEndWithTheToken() async throws {
        try await TestGitHub.run(world: world, options: options) { kit in
            let github = kit.client(token: "tok")
            let route = try Route<[Person]>(
                template: "/user/followers", query: Paging.query(page: 1, perPage: 100))
            let mine = try await github.all(route)
            let builtIn = try await github.all(GithubRouter.users.followers("mona"))
            #expect(mine.count == 250)
            #expect(mine.map(\.login) == builtIn.map(\.login))
            let walk = await kit.server.requests.prefix(3)
            #expect(walk.map(\.path) == ["/user/followers", "/user/followers", "/user/followers"])
            #expect(walk.map(\.status) == [200, 200, 200])
            #expect(walk.allSatisfy { $0.header("authorization") == "Bearer tok" })
        }
    }

    @Test func aPostCarriesItsJSONBodyToTheServerAndGetsATypedError() async throws {
        try await TestGitHub.run(world: world) { kit in
            let route = try Route<JSONValue>(
                .post, template: "/repos/{owner}/{repo}/issues", ["owner": "mona", "repo": "hello world"],
                body: NewIssue(title: "Found a bug", labelNames: ["bug", "ü"]))
            let body = try #require(route.body)
            let sentJSON = try JSONDecoder().decode(JSONValue.self, from: body)
            #expect(
                sentJSON
                    == .object([
                        "title": .string("Found a bug"),
                        "label_names": .array([.string("bug"), .string("ü")]),
                    ]))
            let error = await #expect(throws: GitHubError.self) { try await kit.client().client.send(route) }
            guard case .notFound = error else {
                Issue.record("expected notFound, got \(String(describing: error))")
                return
            }
            let sent = try #require(await kit.server.requests.first)
            #expect(await kit.server.requests.count == 1)  // a POST is never retried
            #expect(sent.method == "POST")
            #expect(sent.path == "/repos/mona/hello%20world/issues")
            #expect(sent.header("content-type") == "application/json; charset=utf-8")
            #expect(sent.header("content-length") == String(body.count))
        }
    }

    @Test(arguments: [false, true])
    func anUnencodableBodyIsAnErrorBeforeAnyRequest(brokenEncoder: Bool) async throws {
        try await TestGitHub.run(world: world) { kit in
            let error = await #expect(throws: GitHubError.self) {
                let values = ["owner": "mona", "repo": "hello"]
                let route =
                    brokenEncoder
                    ? try Route<JSONValue>(
                        .post, template: "/repos/{owner}/{repo}/issues", values, body: Unencodable())
                    : try Route<JSONValue>(
                        .post, template: "/repos/{owner}/{repo}/issues", values, body: ["score": Double.nan])
                _ = try await kit.client().client.send(route)
            }
            guard case .invalidInput(let reason) = error else {
                Issue.record("expected invalidInput, got \(String(describing: error))")
                return
            }
            #expect(reason.contains("POST /repos/{owner}/{repo}/issues cannot be encoded as JSON"))
            #expect(await kit.server.requests.isEmpty)
        }
    }

    @Test func aBodyOnAMethodThatCannotCarryOneIsRefused() throws {
        for method in [HTTPMethod.get, .head] {
            let error = #expect(throws: GitHubError.self) {
                try Route<JSONValue>(method, template: "/user", body: ["a": 1])
            }
            #expect(error == .invalidInput("a \(method.rawValue) request to /user cannot carry a body"))
        }
    }

    @Test func keysAlreadyInSnakeCaseAndDictionaryKeysAreSentAsWritten() throws {
        struct Settings: Encodable {
            let allowAutoMerge: Bool
            let customKey: Int
            enum CodingKeys: String, CodingKey {
                case allowAutoMerge
                case customKey = "custom_key-v2"
            }
        }
        let raw: JSONValue = .object(["camelCase": .integer(1), "nested": .object(["keepMe": .null])])
        let rawRoute = try Route<JSONValue>(
            .patch, template: "/repos/{owner}/{repo}", ["owner": "o", "repo": "r"], body: raw)
        #expect(try JSONDecoder().decode(JSONValue.self, from: #require(rawRoute.body)) == raw)
        let settings = try Route<JSONValue>(
            .patch, template: "/repos/{owner}/{repo}", ["owner": "o", "repo": "r"],
            body: Settings(allowAutoMerge: true, customKey: 2))
        let sent = try JSONDecoder().decode(JSONValue.self, from: #require(settings.body))
        #expect(sent == .object(["allow_auto_merge": .bool(true), "custom_key-v2": .integer(2)]))
    }

    @Test func aTemplateThatIsNotAPathIsRefused() throws {
        for template in [
            "", "users/{username}", "/users//x", "/users/../x", "/users/{}", "/users/x{username}", "/a/{b",
            "/search/users?q=x", "/a b", "/caf\u{E9}",
        ] {
            #expect(throws: GitHubError.self, "\(template)") { try Route<JSONValue>(template: template) }
        }
        let root = try Route<JSONValue>(template: "/")
        #expect(root.pathSegments.isEmpty)
    }
}
