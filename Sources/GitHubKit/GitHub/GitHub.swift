import Foundation

/// Typed access to GitHub's REST API: one method per endpoint, errors as `GitHubError`.
///
/// ```swift
/// let github = GitHub(apiURL: URL(string: "https://api.github.com")!, token: nil)
/// let user = try await github.user("octocat")
/// ```
public struct GitHub: Sendable {
    /// The version sent in the `User-Agent` header.
    public static let version = "0.1.0"

    /// The client that sends every request.
    public let client: APIClient

    /// Wraps an existing client.
    public init(client: APIClient) {
        self.client = client
    }

    /// Creates a client for `apiURL` with GitHub's headers, the token (sent to `apiURL`'s host
    /// only) and the standard response decisions.
    public init(
        apiURL: URL,
        token: String?,
        transport: any HTTPTransport = URLSessionTransport(),
        retryPolicy: RetryPolicy = .default
    ) {
        let adapters: [any RequestAdapter] = [
            HeadersAdapter.gitHub(userAgent: "ghtui/\(Self.version)"),
            TokenAdapter(token: token, apiURL: apiURL),
            JSONBodyAdapter(),
        ]
        self.init(
            client: APIClient(baseURL: apiURL, transport: transport, adapters: adapters, retryPolicy: retryPolicy))
    }

    /// A user or organization by login.
    public func user(_ login: String) async throws(GitHubError) -> User {
        try await client.send(GithubRouter.user(login))
    }

    /// The user the token belongs to.
    public func authenticatedUser() async throws(GitHubError) -> User {
        try await client.send(GithubRouter.authenticatedUser)
    }

    /// One page of a user's public repositories.
    public func repositories(
        of login: String, sort: RepositorySort? = nil, page: Int = 1, perPage: Int = 100
    ) async throws(GitHubError) -> [Repository] {
        try await client.send(GithubRouter.userRepos(login, sort: sort, page: page, perPage: perPage))
    }

    /// One page of the people who follow `login`.
    public func followers(of login: String, page: Int = 1, perPage: Int = 100) async throws(GitHubError)
        -> [SimpleUser]
    {
        try await client.send(GithubRouter.followers(login, page: page, perPage: perPage))
    }

    /// One page of the people `login` follows.
    public func following(of login: String, page: Int = 1, perPage: Int = 100) async throws(GitHubError)
        -> [SimpleUser]
    {
        try await client.send(GithubRouter.following(login, page: page, perPage: perPage))
    }

    /// One page of the repositories `login` has starred.
    public func starred(by login: String, page: Int = 1, perPage: Int = 100) async throws(GitHubError)
        -> [Repository]
    {
        try await client.send(GithubRouter.starred(login, page: page, perPage: perPage))
    }

    /// A repository by owner and name.
    public func repository(owner: String, name: String) async throws(GitHubError) -> Repository {
        try await client.send(GithubRouter.repository(owner: owner, name: name))
    }

    /// A repository's README (base64 content; see `Readme.decodedContent`).
    public func readme(owner: String, name: String) async throws(GitHubError) -> Readme {
        try await client.send(GithubRouter.readme(owner: owner, name: name))
    }

    /// One page of users matching `query` (GitHub's search syntax).
    public func searchUsers(_ query: String, page: Int = 1, perPage: Int = 100) async throws(GitHubError)
        -> SearchResults<SimpleUser>
    {
        try await client.send(GithubRouter.searchUsers(query: query, page: page, perPage: perPage))
    }

    /// The current rate limits; free against the primary limit.
    public func rateLimit() async throws(GitHubError) -> RateLimitOverview {
        try await client.send(GithubRouter.rateLimit)
    }
}
