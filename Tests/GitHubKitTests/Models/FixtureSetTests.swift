import Foundation
import GitHubKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ModelTests {
    /// Every fixture decodes through GitHubKit's own decoder, reads its identity fields, keeps its
    /// object exactly and encodes back to it.
    @Suite struct FixtureSetTests {
        @Test func theSetCoversAtLeastSixtyObjectsOfTenKinds() {
            let objects = FixtureSet.entries.filter { !$0.model.hasPrefix("[") }
            #expect(objects.count >= 60)
            #expect(Set(objects.map(\.model)).count >= 10)
            #expect(
                FixtureSet.entries.allSatisfy { !$0.source.isEmpty && FixtureSet.origins.contains($0.origin) }
            )
            #expect(Set(objects.map(\.origin)) == FixtureSet.origins)
        }

        @Test(arguments: FixtureSet.entries)
        func fixtureDecodesKeepsItsObjectAndReadsItsIdentity(entry: FixtureSet.Entry) throws {
            let data = try entry.data()
            switch entry.model {
            case "User":
                try check(User.self, data, entry) { ["login": .string($0.login), "id": .integer($0.id)] }
            case "SimpleUser":
                try check(SimpleUser.self, data, entry) {
                    ["login": .string($0.login), "id": .integer($0.id)]
                }
            case "EventActor":
                try check(EventActor.self, data, entry) {
                    ["login": .string($0.login), "id": .integer($0.id)]
                }
            case "Repository": try check(Repository.self, data, entry, Self.repositoryIdentity)
            case "StarredRepository":
                try check(StarredRepository.self, data, entry) {
                    [
                        "repo.full_name": .string($0.repo.fullName),
                        "starred_at": $0.raw["starred_at"] ?? .null,
                    ]
                }
            case "License": try check(License.self, data, entry) { ["key": .string($0.key)] }
            case "Plan": try check(Plan.self, data, entry) { ["name": .string($0.name)] }
            case "RepositoryPermissions":
                try check(RepositoryPermissions.self, data, entry) {
                    ["admin": .bool($0.admin), "push": .bool($0.push), "pull": .bool($0.pull)]
                }
            case "RateLimit":
                try check(RateLimit.self, data, entry) {
                    [
                        "limit": .integer($0.limit), "remaining": .integer($0.remaining),
                        "reset": .integer($0.reset),
                    ]
                }
            case "RateLimitOverview":
                try check(RateLimitOverview.self, data, entry) {
                    [
                        "resources.core.limit": .integer($0.resources.core.limit),
                        "rate.remaining": .integer($0.rate.remaining),
                    ]
                }
            case "SearchResults<SimpleUser>":
                try check(SearchResults<SimpleUser>.self, data, entry, Self.searchIdentity)
            case "SearchResults<Repository>":
                try check(SearchResults<Repository>.self, data, entry, Self.searchIdentity)
            case "Readme":
                try check(Readme.self, data, entry) { ["path": .string($0.path), "name": .string($0.name)] }
            case "GitHubErrorBody":
                try check(GitHubErrorBody.self, data, entry) {
                    [
                        "message": .string($0.message),
                        "errors.count": $0.errors.map { .integer($0.count) } ?? .null,
                    ]
                }
            case "[Repository]": try check([Repository].self, data, entry) { ["count": .integer($0.count)] }
            case "[SimpleUser]": try check([SimpleUser].self, data, entry) { ["count": .integer($0.count)] }
            default: Issue.record("\(entry.file): no test knows the model \(entry.model)")
            }
        }

        private static func repositoryIdentity(_ repository: Repository) -> [String: JSONValue] {
            [
                "id": .integer(repository.id), "full_name": .string(repository.fullName),
                "name": .string(repository.name), "owner.login": .string(repository.ownerLogin),
            ]
        }

        private static func searchIdentity<Item>(_ results: SearchResults<Item>) -> [String: JSONValue] {
            [
                "total_count": .integer(results.totalCount),
                "incomplete_results": .bool(results.incompleteResults),
                "items.count": .integer(results.items.count),
            ]
        }

        /// Decodes `data` as `Model` with `JSONParser`'s decoder (which converts snake-case keys for
        /// callers' types), then checks identity, raw object and re-encoding.
        private func check<Model: Codable & Sendable>(
            _ type: Model.Type, _ data: Data, _ entry: FixtureSet.Entry,
            _ identity: (Model) -> [String: JSONValue]
        ) throws {
            // `JSONParser` reads models without `Decoder`; a caller's decoder goes through `Decoder`.
            // Both must give the same model.
            let response = APIResponse(
                request: URLRequest(url: URL(string: "https://api.github.com/fixture")!), status: 200,
                headers: ["content-type": "application/json"], body: data)
            let model = try JSONParser<Model>().parse(response)
            let decoded = try JSONParser<User>.decoder().decode(Model.self, from: data)
            #expect(RawObjects(decoded).value == RawObjects(model).value, "\(entry.file): both paths")
            let read = identity(model)
            for (field, expected) in entry.identity {
                #expect(read[field] == expected, "\(entry.file): \(field)")
            }

            // The raw object is GitHub's, key for key, compared with an independent parser.
            let sent = try #require(try JSONSerialization.jsonObject(with: data) as? NSObject)
            let raw = try JSONEncoder().encode(RawObjects(model))
            #expect(
                try #require(try JSONSerialization.jsonObject(with: raw) as? NSObject) == sent,
                "\(entry.file): raw")
            #expect(
                try JSONDecoder().decode(JSONValue.self, from: raw)
                    == JSONDecoder().decode(JSONValue.self, from: data))

            // Encoding the model writes the same object back, less any repository clone token.
            let encoded = try JSONEncoder().encode(model)
            let expected = try #require(
                Self.removingCloneTokens(try JSONSerialization.jsonObject(with: data)) as? NSObject)
            #expect(
                try #require(try JSONSerialization.jsonObject(with: encoded) as? NSObject) == expected,
                "\(entry.file): encoded")
        }

        private static func removingCloneTokens(_ value: Any) -> Any {
            if var object = value as? [String: Any] {
                object.removeValue(forKey: "temp_clone_token")
                return object.mapValues(removingCloneTokens)
            }
            if let array = value as? [Any] { return array.map(removingCloneTokens) }
            return value
        }
    }
}

/// The `raw` of a model, or of each model in an array, for encoding exactly what the model kept.
private struct RawObjects: Encodable {
    let value: JSONValue

    init(_ model: Any) {
        if let object = model as? any GitHubObject {
            value = object.raw
        } else if let objects = model as? [any GitHubObject] {
            value = .array(objects.map(\.raw))
        } else {
            value = .null
        }
    }

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
