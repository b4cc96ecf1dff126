import Foundation
import GitHubKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ModelTests {
    /// `JSONParser`'s key rule: callers' own types get snake-case conversion, GitHubKit's models
    /// keep GitHub's keys exactly, even inside a caller's type.
    @Suite struct JSONParserKeyRuleTests {
        /// A caller's type that relies on snake-case conversion and embeds a GitHubKit model.
        struct CallerRepository: Decodable, Sendable {
            let fullName: String
            let stargazersCount: Int
            let owner: SimpleUser
        }

        private func response(_ file: String) throws -> APIResponse {
            let entry = try #require(FixtureSet.entries.first { $0.file == file })
            return APIResponse(
                request: URLRequest(url: URL(string: "https://api.github.com/repos/octocat/Hello-World")!),
                status: 200, headers: ["content-type": "application/json"], body: try entry.data())
        }

        @Test func callerTypesStillGetSnakeCaseConversion() throws {
            let repository = try JSONParser<CallerRepository>().parse(
                response("repositories/full-repository.json"))
            #expect(repository.fullName == "octocat/Hello-World")
            #expect(repository.stargazersCount == 80)
        }

        @Test func aModelInsideACallerTypeKeepsGitHubsKeys() throws {
            let response = try response("repositories/full-repository.json")
            let repository = try JSONParser<CallerRepository>().parse(response)
            let sent = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
            let owner = try JSONSerialization.jsonObject(with: JSONEncoder().encode(repository.owner.raw))
            #expect(repository.owner.raw["avatar_url"] != nil)
            #expect(repository.owner.raw["avatarUrl"] == nil)
            #expect(try #require(owner as? NSObject) == (sent["owner"] as? NSObject))
        }
    }
}
