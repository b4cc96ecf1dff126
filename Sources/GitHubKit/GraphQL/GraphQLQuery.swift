import Foundation

/// A GraphQL query with its variables and what its `data` reads as: what `APIClient.graphQL(_:)`
/// sends to `POST /graphql`.
///
/// ```swift
/// struct Viewer: Decodable, Sendable { struct Login: Decodable, Sendable { let login: String }; let viewer: Login }
/// let viewer = try await github.graphQL(GraphQLQuery<Viewer>("query { viewer { login } }"))
/// ```
///
/// The query goes through the same pipeline as a REST route (token, headers, retries, rate
/// limits, typed errors); it is a read, so a transient fault is retried although it is a POST.
/// Variables are sent as written: GraphQL's names are camel case, nothing is converted.
public struct GraphQLQuery<Output: Sendable>: Sendable {
    /// Reads a query's `data` (never null) as its output.
    public typealias Read = @Sendable (JSONValue) throws(GitHubError) -> Output

    /// The query document.
    public var text: String

    /// Whether the operation is a mutation (its text starts with `mutation`), which changes
    /// GitHub's data and so is never retried once it may have reached GitHub.
    public var isMutation: Bool {
        text.drop { $0.isWhitespace }.hasPrefix("mutation")
    }
    /// The values of the query's `$variables`, by name without the `$`.
    public var variables: [String: JSONValue]
    /// Which operation of `text` to run, when it holds several.
    public var operationName: String?
    /// The points the query may cost at most: a query is refused before it is sent when the
    /// GraphQL limit last reported has fewer left (GitHub: at least 1).
    public var estimatedCost: Int
    /// Reads `data` as the output.
    public let read: Read

    /// Creates a query whose `data` is read by `read`.
    public init(
        _ text: String, variables: [String: JSONValue] = [:], operationName: String? = nil,
        estimatedCost: Int = 1, read: @escaping Read
    ) {
        self.text = text
        self.variables = variables
        self.operationName = operationName
        self.estimatedCost = estimatedCost
        self.read = read
    }

    /// Creates a query from variables of any `Encodable` type, encoded now with their own key
    /// names, so that variables that cannot be encoded fail here, before any request.
    ///
    /// - Throws: `.invalidInput` when the encoder refuses `variables` (such as `Double.nan`) or
    ///   they do not encode as a JSON object.
    public init(
        _ text: String, encoding variables: some Encodable, operationName: String? = nil,
        estimatedCost: Int = 1, read: @escaping Read
    ) throws(GitHubError) {
        self.init(
            text, variables: try Self.encode(variables), operationName: operationName,
            estimatedCost: estimatedCost, read: read)
    }

    /// The same query, also asking for `rateLimit { cost remaining resetAt limit }` (added as the
    /// last field of the outermost selection) unless it already does.
    public func askingRateLimit() -> GraphQLQuery {
        guard !text.contains("rateLimit"), let close = text.lastIndex(of: "}") else { return self }
        var query = self
        query.text = text[..<close] + "  " + GraphQLRateLimit.selection + "\n" + text[close...]
        return query
    }

    /// The request body, `{"query", "variables", "operationName"}`.
    ///
    /// - Throws: `.invalidInput` for empty query text, a negative cost, or a variable that JSON
    ///   cannot hold (a NaN or infinite number).
    public func body() throws(GitHubError) -> Data {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .invalidInput("a GraphQL query needs query text; it is empty")
        }
        guard estimatedCost >= 0 else {
            throw .invalidInput("a GraphQL query's estimated cost cannot be negative (\(estimatedCost))")
        }
        var members: [String: JSONValue] = ["query": .string(text), "variables": .object(variables)]
        if let operationName { members["operationName"] = .string(operationName) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        do {
            return try encoder.encode(JSONValue.object(members))
        } catch {
            throw .invalidInput("the GraphQL query's variables cannot be encoded as JSON: \(error)")
        }
    }

    /// `variables` as a JSON object.
    static func encode(_ variables: some Encodable) throws(GitHubError) -> [String: JSONValue] {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: try encoder.encode(variables))
        } catch {
            throw .invalidInput("the GraphQL query's variables cannot be encoded as JSON: \(error)")
        }
        guard let object = value.object else {
            throw .invalidInput("a GraphQL query's variables must encode as a JSON object, not \(value)")
        }
        return object
    }
}

extension GraphQLQuery where Output: Decodable {
    /// Creates a query whose `data` decodes as `Output`, keys as GraphQL names them, dates in
    /// ISO 8601.
    public init(
        _ text: String, variables: [String: JSONValue] = [:], operationName: String? = nil,
        estimatedCost: Int = 1
    ) {
        self.init(
            text, variables: variables, operationName: operationName, estimatedCost: estimatedCost,
            read: Self.decode)
    }

    /// Creates a query whose `data` decodes as `Output`, from variables of any `Encodable` type.
    ///
    /// - Throws: `.invalidInput` when the encoder refuses `variables`.
    public init(
        _ text: String, encoding variables: some Encodable, operationName: String? = nil,
        estimatedCost: Int = 1
    ) throws(GitHubError) {
        try self.init(
            text, encoding: variables, operationName: operationName, estimatedCost: estimatedCost,
            read: Self.decode)
    }

    /// Decodes `data` as `Output`, naming the coding path when it does not fit.
    @Sendable static func decode(_ data: JSONValue) throws(GitHubError) -> Output {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(Output.self, from: try JSONEncoder().encode(data))
        } catch let error as DecodingError {
            throw .decodingFailed(
                endpoint: GraphQLResponse<Output>.endpoint, codingPath: error.graphQLPath,
                reason: error.graphQLReason)
        } catch {
            throw .decodingFailed(
                endpoint: GraphQLResponse<Output>.endpoint, codingPath: "data", reason: "\(error)")
        }
    }
}

extension DecodingError {
    /// The coding path below `data`: `data.user.login`.
    fileprivate var graphQLPath: String {
        var path = context?.codingPath ?? []
        if case .keyNotFound(let key, _) = self { path.append(key) }
        return (["data"] + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }).joined(
            separator: ".")
    }

    /// What did not fit, in the decoder's words.
    fileprivate var graphQLReason: String {
        switch self {
        case .keyNotFound(let key, _): "the field \(key.stringValue) is missing"
        case .valueNotFound: "a value is null"
        case .typeMismatch(let type, _): "a value is not \(type)"
        default: context?.debugDescription ?? "\(self)"
        }
    }

    private var context: Context? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context
        @unknown default:
            nil
        }
    }
}
