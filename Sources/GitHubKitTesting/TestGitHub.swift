import FakeGitHub
import Foundation
import GitHubKit

/// FakeGitHub started in this process on a free loopback port: the GitHub to test code that uses
/// GitHubKit against, over real HTTP.
///
/// ```swift
/// try await TestGitHub.run(options: Options(tokens: ["t0ken": "mona"])) { github in
///     let user = try await github.client(token: "t0ken").authenticatedUser()
///     await github.server.setFault(.status(502), path: "/users/mona", times: 1)  // a failing route
/// }
/// ```
///
/// Shape the world through `Options` (tokens and scopes, rate limits, latency, seeded chaos, the
/// GitHub App and its installations) and the server's controls (`setFault`, `setLatency`,
/// `pushCommit`, `revokeInstallationTokens`, `requests`, `stats`).
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

    /// Starts a server, runs `body` with it, and stops it however `body` ends.
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

    /// A client for this server with `token` (one of `Options.tokens`, or nil), quick retries, no
    /// cache and no pause between writes.
    public func client(token: String? = nil) -> GitHub {
        GitHub(
            apiURL: url, token: token, retryPolicy: Self.quickRetries,
            rateLimitRules: RateLimitDecision(maxWait: .seconds(2), defaultWait: .milliseconds(10)),
            writeSpacing: .zero)
    }

    /// A client acting as the GitHub App of `credentials` (which `Options.app` must describe).
    public func app(_ credentials: AppCredentials, now: @escaping @Sendable () -> Date = Date.init) -> GitHub
    {
        GitHub.app(credentials, apiURL: url, retryPolicy: Self.quickRetries, writeSpacing: .zero, now: now)
    }
}
