import FakeGitHub
import Foundation
import GitHubKit
import Logging

/// FakeGitHub started in this process on a free loopback port: the GitHub to test code that uses
/// GitHubKit against, over real HTTP.
///
/// ```swift
/// try await TestGitHub.run(options: Options(tokens: ["t0ken": "mona"])) { github in
///     let user = try await github.client(token: "t0ken").authenticatedUser()
///     await github.server.setFault(.serverError(status: 502), path: "/users/mona", times: 1)  // a failing route
/// }
/// ```
///
/// Shape the world through `Options` (tokens and scopes, rate limits, latency, seeded chaos, the
/// GitHub App and its installations), by adding to it while it runs (``addUser(_:)``,
/// ``addRepository(_:)``, ``addIssue(_:in:)``, ``addComment(_:by:issue:in:)``), and through the
/// server's controls (`setFault`, `setLatency`, `pushCommit`, `revokeInstallationTokens`,
/// `requests`, `stats`).
///
/// ```swift
/// try await github.addUser(WorldUser(login: "release-bot"))
/// try await github.addRepository(WorldRepository(owner: "release-bot", name: "shipit"))
/// let number = try await github.addIssue(WorldIssue(title: "Crash", author: "mona"), in: "release-bot/shipit")
/// ```
public struct TestGitHub: Sendable {
    /// The running server, for its controls and its record of requests.
    public let server: FakeGitHub
    /// Where it listens: `http://127.0.0.1:PORT`, the API URL to give a client.
    public let url: URL

    /// Starts a server; stop it with `stop()`.
    public static func start(world: World = .standard, options: Options = Options()) async throws
        -> TestGitHub
    {
        let server = FakeGitHub(world: world, options: options)
        return TestGitHub(server: server, url: try await server.start())
    }

    /// Starts a server, runs `body` with it, and stops it however `body` ends; returns what `body`
    /// returns.
    @discardableResult
    public static func run<T>(
        world: World = .standard, options: Options = Options(), _ body: (TestGitHub) async throws -> T
    ) async throws -> T {
        try await FakeGitHub.serving(world: world, options: options) { server, url in
            try await body(TestGitHub(server: server, url: url))
        }
    }

    /// Stops listening.
    public func stop() async {
        await server.stop()
    }

    /// Retries quick enough for tests: three, a few milliseconds apart.
    public static let quickRetries = RetryPolicy(
        maxRetries: 3, baseDelay: .milliseconds(1), maxDelay: .milliseconds(5))

    /// A client for this server with quick retries and no pause between writes.
    ///
    /// - Parameters:
    ///   - token: one of `Options.tokens`, or nil for none.
    ///   - cache: the response cache it revalidates against with ETags (as `GitHub`'s `cache`);
    ///     nil, the default, for none. Give two clients the same cache to test what a second run
    ///     of your code is answered from.
    ///   - logger: logs its requests, retries and rate-limit waits.
    public func client(token: String? = nil, cache: (any ResponseCache)? = nil, logger: Logger? = nil)
        -> GitHub
    {
        GitHub(
            apiURL: url, token: token, cache: cache, retryPolicy: Self.quickRetries,
            rateLimitRules: RateLimitDecision(maxWait: .seconds(2), defaultWait: .milliseconds(10)),
            writeSpacing: .zero, logger: logger)
    }

    /// A client acting as the GitHub App of `credentials` (which `Options.app` must describe);
    /// `logger` logs its and its installations' requests.
    public func app(
        _ credentials: AppCredentials, now: @escaping @Sendable () -> Date = Date.init, logger: Logger? = nil
    ) -> GitHub {
        GitHub.app(
            credentials, apiURL: url, retryPolicy: Self.quickRetries, writeSpacing: .zero, now: now,
            logger: logger)
    }

    // MARK: - The world, while it runs

    /// Adds an account (see `FakeGitHub.addUser(_:)`); returns its id.
    @discardableResult
    public func addUser(_ user: WorldUser) async throws(WorldEditError) -> Int {
        try await server.addUser(user)
    }

    /// Adds a public repository after its owner's others (see `FakeGitHub.addRepository(_:)`);
    /// returns its id.
    @discardableResult
    public func addRepository(_ repository: WorldRepository) async throws(WorldEditError) -> Int {
        try await server.addRepository(repository)
    }

    /// Opens an issue in `repository` (`owner/name`) (see `FakeGitHub.addIssue(_:in:)`); returns
    /// its number.
    @discardableResult
    public func addIssue(_ issue: WorldIssue, in repository: String) async throws(WorldEditError) -> Int {
        try await server.addIssue(issue, in: repository)
    }

    /// Comments on issue `number` of `repository` as `author` (see
    /// `FakeGitHub.addComment(_:by:issue:in:)`); returns the comment's id.
    @discardableResult
    public func addComment(_ body: String, by author: String, issue number: Int, in repository: String)
        async throws(WorldEditError) -> Int
    {
        try await server.addComment(body, by: author, issue: number, in: repository)
    }
}
