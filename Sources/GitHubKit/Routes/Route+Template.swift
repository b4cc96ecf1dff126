import Foundation

extension Route {
    /// Creates a route from GitHub's path template, for any operation in the REST reference.
    ///
    /// The route goes through the same pipeline as the built-in ones (token, cache, retries,
    /// rate limits, Link paging, typed errors). Keep the raw answer with `Route<JSONValue>`, or
    /// name a `Decodable` of your own:
    ///
    /// ```swift
    /// let hooks = try Route<JSONValue>(template: "/repos/{owner}/{repo}/hooks", ["owner": "mona", "repo": "hello"])
    /// let raw = try await github.client.send(hooks)
    ///
    /// struct Label: Decodable, Sendable { let name: String }
    /// let labels = try await github.all(
    ///     try Route<[Label]>(
    ///         template: "/repos/{owner}/{repo}/labels", ["owner": "mona", "repo": "hello"],
    ///         query: Paging.query(page: 1, perPage: 100)))
    /// ```
    ///
    /// Every value fills one path segment and is percent-encoded on its own (see `RouteTemplate`).
    /// For an operation that answers `204 No Content`, send it with `client.response(for:)`, which
    /// returns the status and headers without decoding a body.
    ///
    /// - Parameters:
    ///   - template: the path as GitHub's reference writes it, such as `/users/{username}/gists`.
    ///   - parameters: a value for every `{name}` in `template`, and nothing else.
    /// - Throws: `.invalidInput`, before anything is sent, naming a missing or unknown placeholder
    ///   or a value that is empty, `.` or `..`.
    public init(
        _ method: HTTPMethod = .get,
        template: String,
        _ parameters: [String: String] = [:],
        host: RouteHost = .api,
        query: [URLQueryItem] = [],
        headers: [String: String] = [:],
        retryPolicy: RetryPolicy? = nil
    ) throws(GitHubError) {
        let segments = try RouteTemplate(template).pathSegments(parameters)
        self.init(
            method, host: host, path: segments, query: query, headers: headers, retryPolicy: retryPolicy)
    }

    /// Creates a route from GitHub's path template with a JSON body, encoded now so that a body
    /// that cannot be encoded fails here, before any request.
    ///
    /// ```swift
    /// struct NewIssue: Encodable { let title: String; let body: String }
    /// let create = try Route<JSONValue>(
    ///     .post, template: "/repos/{owner}/{repo}/issues", ["owner": "mona", "repo": "hello"],
    ///     body: NewIssue(title: "Found a bug", body: "Steps: …"))
    /// let issue = try await github.client.send(create)
    /// ```
    ///
    /// Property names are sent in snake case (`fullName` as `full_name`) and dates in ISO 8601,
    /// as GitHub expects; keys already in snake case stay as they are, and so do dictionary keys
    /// (a `JSONValue` or `[String: …]` body is sent as written). For camel-case keys or raw bytes,
    /// set `body` yourself.
    ///
    /// - Throws: `.invalidInput` for everything the template initializer refuses, for a method
    ///   that cannot carry a body (`GET`, `HEAD`), and for a body the encoder refuses (such as
    ///   `Double.nan`, or an `encode(to:)` that throws).
    public init(
        _ method: HTTPMethod,
        template: String,
        _ parameters: [String: String] = [:],
        host: RouteHost = .api,
        query: [URLQueryItem] = [],
        headers: [String: String] = [:],
        body: some Encodable,
        retryPolicy: RetryPolicy? = nil
    ) throws(GitHubError) {
        try self.init(
            method, template: template, parameters, host: host, query: query, headers: headers,
            retryPolicy: retryPolicy)
        guard method.allowsBody else {
            throw .invalidInput("a \(method.rawValue) request to \(template) cannot carry a body")
        }
        do {
            self.body = try JSONBodyAdapter.body(body)
        } catch {
            throw .invalidInput(
                "the body of \(method.rawValue) \(template) cannot be encoded as JSON: \(Self.reason(error))")
        }
    }

    /// What the encoder said, with the coding path when it gave one.
    static func reason(_ error: any Error) -> String {
        guard case .invalidValue(_, let context) = error as? EncodingError else {
            return String(describing: error)
        }
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        return context.debugDescription + (path.isEmpty ? "" : " (at \(path.joined(separator: ".")))")
    }
}
