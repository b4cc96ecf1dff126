import Foundation

/// One endpoint with the type its response decodes to: what `APIClient.send(_:)` sends and
/// `GitHub.pages(of:)` walks.
///
/// GitHubKit's own endpoints are `Route`s (`GithubRouter.users.followers("octocat")` is a
/// `Route<[SimpleUser]>`), and so can a caller's, for an endpoint GitHubKit does not name:
///
/// ```swift
/// struct Gist: Decodable, Sendable { let id: String }
/// let gists = Route<[Gist]>(path: ["users", "octocat", "gists"], query: Paging.query(page: 1, perPage: 100))
/// let all = try await github.all(gists)
/// ```
///
/// Such a route gets everything a built-in one does: the token, the ETag cache, retries,
/// rate limits, typed errors and Link-header paging.
public struct Route<Response>: Router {
    /// The request method.
    public var method: HTTPMethod
    /// The server the route is sent to.
    public var host: RouteHost
    /// The path below the host's base URL, as unencoded segments (each is percent-encoded on its own).
    public var pathSegments: [String]
    /// Query items, unencoded, in the order they are sent.
    public var queryItems: [URLQueryItem]
    /// Headers this endpoint needs beyond the client's defaults.
    public var headers: [String: String]
    /// The request body (JSON for GitHub's writes), if any.
    public var body: Data?
    /// A retry policy for this route only; `nil` uses the client's.
    public var retryPolicy: RetryPolicy?
    private let validation: (@Sendable () throws(GitHubError) -> Void)?

    /// Creates a route.
    ///
    /// - Parameters:
    ///   - path: unencoded segments, such as `["users", login, "followers"]`.
    ///   - validate: checks the inputs before anything is built or sent; throw `.invalidInput`.
    public init(
        _ method: HTTPMethod = .get,
        host: RouteHost = .api,
        path: [String],
        query: [URLQueryItem] = [],
        headers: [String: String] = [:],
        body: Data? = nil,
        retryPolicy: RetryPolicy? = nil,
        validate: (@Sendable () throws(GitHubError) -> Void)? = nil
    ) {
        self.method = method
        self.host = host
        self.pathSegments = path
        self.queryItems = query
        self.headers = headers
        self.body = body
        self.retryPolicy = retryPolicy
        self.validation = validate
    }

    /// Creates a route whose body is `json`, encoded now in GitHub's snake case (see
    /// `Route.init(_:template:_:host:query:headers:body:retryPolicy:)`).
    ///
    /// The initializer does not throw, so that an area's route methods stay plain: a body that
    /// cannot be encoded (such as `Double.nan`), or a method that cannot carry one, makes
    /// `validate()` throw `.invalidInput`, so the route fails before anything is sent.
    public init(
        _ method: HTTPMethod,
        host: RouteHost = .api,
        path: [String],
        query: [URLQueryItem] = [],
        headers: [String: String] = [:],
        json: some Encodable,
        retryPolicy: RetryPolicy? = nil,
        validate: (@Sendable () throws(GitHubError) -> Void)? = nil
    ) {
        let endpoint = "\(method.rawValue) /\(path.joined(separator: "/"))"
        var body: Data?
        var refusal: GitHubError?
        if !method.allowsBody {
            refusal = .invalidInput("a \(endpoint.split(separator: " ")[0]) request cannot carry a body")
        } else {
            do {
                body = try JSONBodyAdapter.body(json)
            } catch {
                refusal = .invalidInput(
                    "the body of \(endpoint) cannot be encoded as JSON: \(Self.reason(error))")
            }
        }
        self.init(
            method, host: host, path: path, query: query, headers: headers, body: body,
            retryPolicy: retryPolicy
        ) { [refusal] () throws(GitHubError) in
            try validate?()
            if let refusal { throw refusal }
        }
    }

    /// Runs the route's own checks, if it has any.
    public func validate() throws(GitHubError) {
        try validation?()
    }
}
