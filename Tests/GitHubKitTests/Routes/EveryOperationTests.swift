import Foundation
import GitHubKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The generated routes (`Sources/GitHubKit/Routes/Generated`) against the catalogue they were
/// generated from: one route per operation, each sending its operation's method and path, each
/// documented with them. The calls are generated too (`Generated/EveryOperation+*.swift`); the
/// expected paths are worked out here, from the catalogue, without GitHubKit.
enum EveryOperation {
    /// One generated route, built with placeholder arguments.
    struct Built: Sendable {
        /// The operation's `group.name`.
        let key: String
        let route: any Router
        /// Whether this is the overload that asks for another media type.
        let media: Bool

        init(_ key: String, _ route: any Router, media: Bool = false) {
            self.key = key
            self.route = route
            self.media = media
        }
    }
}

/// The values the generated calls pass, by parameter name: valid for every check a route runs,
/// and escaped where a path needs it.
struct PlaceholderValues: Sendable {
    let date = Date(timeIntervalSince1970: 1_700_000_000)

    /// A value for the text parameter `name`.
    func string(_ name: String) -> String {
        switch name {
        case "owner", "username", "org": "octo-cat9"
        case "repo": "hello.world_2"
        case "path", "dir": "docs/a b/ü.md"
        case "ref": "heads/feature x"
        default: "\(name) a/b?ü"
        }
    }

    /// A positive number for the integer parameter `name`, different for different names.
    func int(_ name: String) -> Int {
        1 + name.utf8.reduce(0) { ($0 * 31 + Int($1)) % 99_991 }
    }

    /// Every placeholder of `operation` with its value, as text.
    func values(for operation: OperationCatalogue.Operation, integers: Set<String>) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: Set(operation.placeholders).map { name in
                (name, integers.contains(name) ? String(int(name)) : string(name))
            })
    }
}

@Suite struct EveryOperationTests {
    static let base = URL(string: "https://api.github.com")!
    static let values = PlaceholderValues()
    static let built = EveryOperation.all(values)
    static let operations = Dictionary(
        uniqueKeysWithValues: OperationCatalogue.operations.map { ($0.key, $0) })

    @Test func everyOperationInTheCatalogueHasExactlyOneRoute() {
        let routes = Self.built.filter { !$0.media }
        #expect(OperationCatalogue.operations.count == 1225)
        #expect(routes.count == OperationCatalogue.operations.count)
        let keys = routes.map(\.key)
        #expect(Set(keys).count == keys.count, "an operation with two routes")
        #expect(Set(keys) == Set(Self.operations.keys))
        #expect(Set(Self.built.filter(\.media).map(\.key)).isSubset(of: Set(keys)))
    }

    @Test func everyRouteSendsItsOperationsMethodPathAndOnlyDocumentedQuery() throws {
        for built in Self.built {
            let operation = try #require(Self.operations[built.key], "\(built.key) is not in the catalogue")
            let request = try built.route.urlRequest(baseURL: Self.base)
            #expect(request.httpMethod == operation.verb, "\(built.key)")
            let components = try #require(URLComponents(url: request.url!, resolvingAgainstBaseURL: false))
            let expected = operation.expectedPath(
                Self.values.values(for: operation, integers: operation.integerPlaceholders),
                multiSegment: OperationCatalogue.multiSegment)
            #expect(components.percentEncodedPath == expected, "\(built.key)")
            let sent = Set((components.queryItems ?? []).map(\.name))
            #expect(sent.isSubset(of: Set(operation.queryParameters)), "\(built.key) sends \(sent)")
            if built.media {
                #expect(
                    request.value(forHTTPHeaderField: "Accept")?.hasPrefix("application/vnd.github.") == true)
            }
        }
    }

    @Test func everyRoutesDocCommentStartsWithItsMethodAndPath() throws {
        let folder = OperationCatalogue.root.appendingPathComponent("Sources/GitHubKit/Routes/Generated")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swift")
        }
        var documented: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            var block: [Substring] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " }
                if trimmed.hasPrefix("///") {
                    block.append(trimmed)
                    continue
                }
                defer { block = [] }
                // A route is a function of the area's extension; a body's `encode(to:)` is deeper.
                guard line.hasPrefix("    public func") else { continue }
                let head = try #require(block.first, "\(file): a route without a doc comment: \(trimmed)")
                #expect(head.hasPrefix("/// `"), "\(file): \(head)")
                guard !head.contains("in another media type") else { continue }
                documented.append(String(head.dropFirst(5).prefix { $0 != "`" }))
            }
        }
        #expect(documented.sorted() == OperationCatalogue.operations.map(\.description).sorted())
    }
}
