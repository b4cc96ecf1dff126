import Foundation
import GitHubKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The objects in `Fixtures/daily-loop` (sources in its `SOURCES.md`), read through `JSONParser` as
/// a response body is.
enum DailyLoopFixtures {
    /// The fixture folder, found from this file so that no target needs resources.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("daily-loop")

    /// The bytes of `file` exactly as stored.
    static func data(_ file: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(file))
    }

    /// A 200 response carrying `body`.
    static func response(_ body: Data) -> APIResponse {
        APIResponse(
            request: URLRequest(url: URL(string: "https://api.github.com/fixture")!), status: 200,
            headers: ["content-type": "application/json"], body: body)
    }

    /// `file` parsed as `Model` by `JSONParser`.
    static func parse<Model: GitHubObject>(_ type: Model.Type, _ file: String) throws -> Model {
        try JSONParser<Model>().parse(response(data(file)))
    }

    /// `file` as a JSON value.
    static func json(_ file: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data(file))
    }

    /// `file`'s object with `change` applied to its members.
    static func edited(_ file: String, _ change: (inout [String: JSONValue]) -> Void) throws -> JSONValue {
        var members = try #require(try json(file).object)
        change(&members)
        return .object(members)
    }
}

/// One fixture and the model it must decode into, for the checks every model shares.
struct DailyLoopCase: Sendable, CustomStringConvertible {
    let file: String
    /// The model's identity fields; the rest are optional.
    let identity: [String]
    /// Parses a response body as the model with `JSONParser`.
    let parse: @Sendable (APIResponse) throws -> any GitHubObject
    /// Makes the model from a JSON value, as `Model(raw:)` does.
    let make: @Sendable (JSONValue) throws -> any GitHubObject

    var description: String { file }

    init<Model: GitHubObject>(_ file: String, _ type: Model.Type, identity: [String]) {
        self.file = file
        self.identity = identity
        parse = { try JSONParser<Model>().parse($0) }
        make = { try Model(raw: $0) }
    }
}
