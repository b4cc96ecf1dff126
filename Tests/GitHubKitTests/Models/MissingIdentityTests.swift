import Foundation
import GitHubKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ModelTests {
    /// Identity fields are the only required ones: without one, `JSONParser` fails with a
    /// `GitHubError.decodingFailed` naming the field, where it is, and the kind of object.
    @Suite struct MissingIdentityTests {
        struct Case: Sendable, CustomStringConvertible {
            let file: String
            let removed: [String]
            let path: String
            let reason: String
            /// Further members removed, for an identity that could otherwise be derived.
            var more: [[String]] = []
            var description: String { "\(file) without \(removed.joined(separator: "."))" }
        }

        static let noFullName =
            "a repository without `full_name` (nor an owner login and name, or a URL, to derive it from)"

        static let cases: [Case] = [
            Case(
                file: "users/public-user.json", removed: ["login"], path: ".login",
                reason: "a user without `login`"),
            Case(
                file: "users/private-user.json", removed: ["id"], path: ".id", reason: "a user without `id`"),
            Case(
                file: "simple-users/simple-user.json", removed: ["id"], path: ".id",
                reason: "a user without `id`"),
            Case(
                file: "actors/actor.json", removed: ["login"], path: ".login",
                reason: "an event actor without `login`"),
            Case(
                file: "repositories/full-repository.json", removed: ["full_name"], path: ".full_name",
                reason: noFullName,
                more: [["owner"], ["url"], ["html_url"]]),
            Case(
                file: "repositories/minimal-repository.json", removed: ["id"], path: ".id",
                reason: "a repository without `id`"),
            Case(
                file: "repositories/minimal-repository-list.json", removed: ["[1]", "full_name"],
                path: "[1].full_name", reason: noFullName,
                more: [["[1]", "owner"], ["[1]", "url"], ["[1]", "html_url"]]),
            Case(
                file: "starred/starred-repository.json", removed: ["repo"], path: ".repo",
                reason: "a starred repository without `repo`"),
            Case(
                file: "licenses/other.json", removed: ["key"], path: ".key", reason: "a license without `key`"
            ),
            Case(
                file: "plans/plan-user.json", removed: ["name"], path: ".name",
                reason: "a plan without `name`"),
            Case(
                file: "readmes/readme.json", removed: ["path"], path: ".path",
                reason: "a README without `path`"),
            Case(
                file: "errors/not-found.json", removed: ["message"], path: ".message",
                reason: "an error body without `message`"),
            Case(
                file: "search/users.json", removed: ["items"], path: ".items",
                reason: "a search result page without `items`"),
            Case(
                file: "search/users.json", removed: ["items", "[0]", "login"], path: ".items[0].login",
                reason: "a user without `login`"),
            Case(
                file: "rate-limits/bucket-with-resource.json", removed: ["remaining"], path: ".remaining",
                reason: "a rate-limit bucket without `remaining`"),
            Case(
                file: "rate-limits/rate-limit-2012.json", removed: ["rate"], path: ".resources.core",
                reason: "a rate-limit resources object without `core`"),
        ]

        @Test(arguments: cases)
        func missingIdentityFailsNamingTheFieldAndTheObject(case missing: Case) throws {
            let entry = try #require(FixtureSet.entries.first { $0.file == missing.file })
            let object = ([missing.removed] + missing.more).reduce(
                try JSONSerialization.jsonObject(with: entry.data())
            ) { Self.removing($1, from: $0) }
            let response = APIResponse(
                request: URLRequest(url: URL(string: "https://api.github.com/fixture")!), status: 200,
                headers: ["content-type": "application/json"],
                body: try JSONSerialization.data(withJSONObject: object))
            let error = Self.decodingError(response, as: entry.model)
            guard case .decodingFailed(_, let path, let reason) = error else {
                Issue.record("expected decodingFailed, got \(String(describing: error))")
                return
            }
            #expect(path == missing.path)
            #expect(reason == missing.reason)
        }

        @Test func aPresentButUnusableIdentityFailsSayingSo() throws {
            let response = APIResponse(
                request: URLRequest(url: URL(string: "https://api.github.com/users/x")!), status: 200,
                headers: ["content-type": "application/json"],
                body: Data(#"{"login": "x", "id": "seven"}"#.utf8))
            #expect {
                _ = try JSONParser<User>().parse(response)
            } throws: { error in
                guard case GitHubError.decodingFailed(_, let path, let reason) = error else { return false }
                return path == ".id" && reason.hasPrefix("a user whose `id` is unusable")
            }
        }

        private static func decodingError(_ response: APIResponse, as model: String) -> GitHubError? {
            do {
                switch model {
                case "User": _ = try JSONParser<User>().parse(response)
                case "SimpleUser": _ = try JSONParser<SimpleUser>().parse(response)
                case "EventActor": _ = try JSONParser<EventActor>().parse(response)
                case "Repository": _ = try JSONParser<Repository>().parse(response)
                case "[Repository]": _ = try JSONParser<[Repository]>().parse(response)
                case "StarredRepository": _ = try JSONParser<StarredRepository>().parse(response)
                case "License": _ = try JSONParser<License>().parse(response)
                case "Plan": _ = try JSONParser<Plan>().parse(response)
                case "Readme": _ = try JSONParser<Readme>().parse(response)
                case "GitHubErrorBody": _ = try JSONParser<GitHubErrorBody>().parse(response)
                case "SearchResults<SimpleUser>":
                    _ = try JSONParser<SearchResults<SimpleUser>>().parse(response)
                case "RateLimit": _ = try JSONParser<RateLimit>().parse(response)
                case "RateLimitOverview": _ = try JSONParser<RateLimitOverview>().parse(response)
                default: return nil
                }
                return nil
            } catch {
                return error
            }
        }

        /// `value` without the member at `path`; `[n]` steps into an array element.
        private static func removing(_ path: [String], from value: Any) -> Any {
            guard let step = path.first else { return value }
            let rest = Array(path.dropFirst())
            if step.hasPrefix("["), var array = value as? [Any], let index = Int(step.dropFirst().dropLast())
            {
                array[index] = removing(rest, from: array[index])
                return array
            }
            guard var object = value as? [String: Any] else { return value }
            if rest.isEmpty {
                object.removeValue(forKey: step)
            } else if let child = object[step] {
                object[step] = removing(rest, from: child)
            }
            return object
        }
    }
}
