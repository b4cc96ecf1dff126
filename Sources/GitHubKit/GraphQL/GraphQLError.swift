import Foundation

/// One entry of a GraphQL answer's `errors` array: GitHub's message, and where available its
/// type, the path of the field that failed and the query locations.
///
/// Read leniently: only `message` is expected, and an entry without one reads as "unknown error".
public struct GraphQLError: Sendable, Equatable, CustomStringConvertible {
    /// GitHub's message, e.g. "Could not resolve to a User with the login of 'nobody'."
    public var message: String
    /// GitHub's classification (`NOT_FOUND`, `RATE_LIMITED`...); nil when the entry has none
    /// (a syntax error or an unknown field).
    public var type: GraphQLErrorType?
    /// The field that failed, from the root: `["user"]`, `["user", "pinnedItems", "nodes", 2]`
    /// (list indices as their decimal text).
    public var path: [String]
    /// Where in the query text the failing field is, 1-based.
    public var locations: [Location]
    /// The entry as GitHub sent it.
    public var raw: JSONValue

    /// A line and column of the query text, both 1-based.
    public struct Location: Sendable, Equatable {
        /// The line, from 1.
        public var line: Int
        /// The column, from 1.
        public var column: Int
    }

    /// Reads one entry of `errors`.
    public init(raw: JSONValue) {
        self.raw = raw
        message = raw["message"]?.string ?? "unknown error"
        type = raw["type"]?.string.map { GraphQLErrorType($0) }
        path = raw["path"]?.array?.compactMap(\.string) ?? []
        locations =
            raw["locations"]?.array?.compactMap { location in
                guard let line = location["line"]?.int, let column = location["column"]?.int else {
                    return nil
                }
                return Location(line: line, column: column)
            } ?? []
    }

    /// The message with the path it concerns: "user: Could not resolve to a User …".
    public var description: String {
        path.isEmpty ? message : "\(path.joined(separator: ".")): \(message)"
    }

    /// The REST error this one stands for: `NOT_FOUND` → `.notFound`, `RATE_LIMITED` →
    /// `.rateLimited`; nil for the others.
    public var restError: GitHubError? {
        switch type {
        case .notFound:
            return .notFound(
                endpoint: "POST /graphql " + (path.isEmpty ? "query" : path.joined(separator: ".")),
                message: message)
        case .rateLimited:
            return .rateLimited(reset: nil, retryAfter: nil, message: message)
        default:
            return nil
        }
    }

    /// One sentence for a list of errors: the first one, and how many more there are.
    static func describe(_ errors: [GraphQLError]) -> String {
        guard let first = errors.first else { return "the GraphQL query failed without saying why" }
        let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
        let place = first.path.isEmpty ? "" : " at \(first.path.joined(separator: "."))"
        return "the GraphQL query failed\(place): \(first.message)\(more)"
    }
}
