import Foundation
import GitHubKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every operation in GitHub's REST catalogue (`Scripts/routes/catalogue.json`) can be
/// written as a template `Route`, and its path is built and escaped as GitHub expects.
@Suite struct RouteTemplateCatalogueTests {
    typealias Operation = OperationCatalogue.Operation

    static let base = "https://api.github.com"
    static let operations = OperationCatalogue.operations

    /// Builds `operation` with `values` and one `1` for each documented query parameter.
    static func request(_ operation: Operation, _ values: [String: String]) throws -> URLRequest {
        let method = try #require(HTTPMethod(rawValue: operation.verb), "\(operation)")
        let query = operation.queryParameters.map { URLQueryItem(name: $0, value: "1") }
        let route =
            method.allowsBody
            ? try Route<JSONValue>(
                method, template: operation.template, values, query: query, body: JSONValue.object([:]))
            : try Route<JSONValue>(method, template: operation.template, values, query: query)
        return try route.urlRequest(baseURL: URL(string: base)!)
    }

    /// The URL `request` should have for `operation` filled with `values`.
    static func expectedURL(_ operation: Operation, _ values: [String: String]) -> String {
        let query = operation.queryParameters.map { OperationCatalogue.encode($0) + "=1" }.joined(
            separator: "&")
        return base + operation.expectedPath(values, multiSegment: OperationCatalogue.multiSegment)
            + (query.isEmpty ? "" : "?" + query)
    }

    static func values(_ operation: Operation, _ value: (String) -> String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: Set(operation.placeholders).map { ($0, value($0)) })
    }

    static func reason(_ error: GitHubError?) -> String? {
        guard case .invalidInput(let reason) = error else { return nil }
        return reason
    }

    @Test func theCatalogueListsOverTwelveHundredOperationsInFiveVerbs() throws {
        #expect(Self.operations.count >= 1200)
        #expect(Set(Self.operations.map(\.verb)) == ["GET", "POST", "PUT", "PATCH", "DELETE"])
        let distinct = Set(Self.operations.map(\.description))
        #expect(distinct.count == Self.operations.count)
        #expect(Self.operations.allSatisfy { $0.docsURL.hasPrefix("https://docs.github.com/") })
        #expect(Set(Self.operations.flatMap(\.placeholders)).isSuperset(of: OperationCatalogue.multiSegment))
        #expect(RouteTemplate.multiSegmentPlaceholders == OperationCatalogue.multiSegment)
    }

    @Test func everyOperationIsSentWithItsMethodPathAndQuery() throws {
        #expect(!Self.operations.isEmpty)
        for operation in Self.operations {
            let values = Self.values(operation) { "\($0)-1" }
            let request = try Self.request(operation, values)
            #expect(request.httpMethod == operation.verb, "\(operation)")
            #expect(request.url?.absoluteString == Self.expectedURL(operation, values), "\(operation)")
            let body = HTTPMethod(rawValue: operation.verb)?.allowsBody == true ? Data("{}".utf8) : nil
            #expect(request.httpBody == body, "\(operation)")
        }
    }

    @Test(arguments: ["a/b", "a b", "ü", "%", "?", "#", "a%2Fb", "日本/語"])
    func everyPlaceholderValueIsEscapedWithinItsOwnSegment(_ tricky: String) throws {
        for operation in Self.operations where !operation.placeholders.isEmpty {
            let values = Self.values(operation) { _ in tricky }
            let request = try Self.request(operation, values)
            #expect(request.url?.absoluteString == Self.expectedURL(operation, values), "\(operation)")
        }
    }

    @Test(arguments: ["", ".", ".."])
    func anEmptyOrDotValueIsRefusedForEveryPlaceholder(_ bad: String) throws {
        for operation in Self.operations {
            for name in Set(operation.placeholders) {
                var values = Self.values(operation) { "\($0)-1" }
                values[name] = bad
                let error = #expect(throws: GitHubError.self, "\(operation) {\(name)}") {
                    try Self.request(operation, values)
                }
                #expect(Self.reason(error)?.contains("{\(name)}") == true, "\(operation) {\(name)}")
            }
        }
    }

    @Test func aPathPlaceholderRefusesAnEmptyOrDotPart() throws {
        let paths = Self.operations.filter { operation in
            !OperationCatalogue.multiSegment.isDisjoint(with: operation.placeholders)
        }
        #expect(paths.count >= 15)
        for operation in paths {
            for bad in ["a//b", "/a", "a/", "../secrets", "a/./b", "a/.."] {
                var values = Self.values(operation) { "\($0)-1" }
                for name in OperationCatalogue.multiSegment where values[name] != nil { values[name] = bad }
                #expect(throws: GitHubError.self, "\(operation) \(bad)") {
                    try Self.request(operation, values)
                }
            }
        }
    }

    @Test func aMissingOrUnknownPlaceholderIsNamed() throws {
        for operation in Self.operations {
            let values = Self.values(operation) { "\($0)-1" }
            for name in values.keys {
                var missing = values
                missing[name] = nil
                let error = #expect(throws: GitHubError.self, "\(operation) without {\(name)}") {
                    try Self.request(operation, missing)
                }
                #expect(Self.reason(error)?.contains("{\(name)}") == true, "\(operation) without {\(name)}")
            }
            var extra = values
            extra["not_a_placeholder"] = "x"
            let error = #expect(throws: GitHubError.self, "\(operation) with an extra value") {
                try Self.request(operation, extra)
            }
            #expect(Self.reason(error)?.contains("{not_a_placeholder}") == true, "\(operation)")
        }
    }
}
