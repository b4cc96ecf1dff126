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

    /// Runs the route's own checks, if it has any.
    public func validate() throws(GitHubError) {
        try validation?()
    }
}
