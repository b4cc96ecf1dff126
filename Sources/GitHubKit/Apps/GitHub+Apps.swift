import Foundation
import Logging

extension GitHub {
    /// A client acting as a GitHub App: its requests carry the app's JWT (signed anew before
    /// each one expires), for the `/app/…` routes and for finding installations; `installation(_:)`
    /// and its kin make clients acting as one installation.
    ///
    /// ```swift
    /// let key = try AppPrivateKey(contentsOf: URL(filePath: "app.private-key.pem"))
    /// let app = GitHub.app(AppCredentials(appID: 123456, privateKey: key))
    /// let repo = try await app.installation(owner: "octo-org", repo: "hello-world")
    /// try await repo.client.send(GithubRouter.issues.addLabels(…))
    /// ```
    ///
    /// - Parameters:
    ///   - credentials: the app's ID (or client ID) and private key.
    ///   - apiURL: GitHub's API (`https://api.github.com`, or Enterprise Server's `…/api/v3`).
    ///   - webURL: the web host; derived from `apiURL` when nil.
    ///   - transport: what sends the requests.
    ///   - concurrency: requests in flight at once, for the app and for each installation.
    ///   - retryPolicy: how failed reads are retried.
    ///   - rateLimitRules: how long a rate-limited request may wait before it fails.
    ///   - observer: told about responses, retries, rate-limit changes and warnings.
    ///   - writeSpacing: the least time between two mutating requests of one client.
    ///   - now: the clock installation tokens' expiry is judged by (the JWT's comes from
    ///     `credentials`).
    ///   - logger: where the app's and its installations' requests, retries and rate-limit waits
    ///     are logged, as `GitHub.init(apiURL:token:…:logger:)` logs them; never a JWT, token or key.
    public static func app(
        _ credentials: AppCredentials,
        apiURL: URL = Configuration.defaultAPIURL,
        webURL: URL? = nil,
        transport: any HTTPTransport = CurlTransport.make(),
        concurrency: Int = 8,
        retryPolicy: RetryPolicy = .default,
        rateLimitRules: RateLimitDecision = RateLimitDecision(),
        observer: (@Sendable (ClientEvent) -> Void)? = nil,
        writeSpacing: Duration = .seconds(1),
        now: @escaping @Sendable () -> Date = Date.init,
        logger: Logger? = nil
    ) -> GitHub {
        let session = AppSession(
            credentials: credentials, apiURL: apiURL, webURL: webURL, transport: transport,
            concurrency: concurrency, retryPolicy: retryPolicy, rateLimitRules: rateLimitRules,
            observer: ClientEventLog.observer(logging: logger, then: observer),
            writeSpacing: writeSpacing, now: now)
        let client = session.client(
            credential: BearerCredentialAdapter.appJWT(credentials, apiURL: apiURL),
            decision: AppJWTDecision())
        return GitHub(client: client, concurrency: concurrency, app: session)
    }

    /// A client acting as a GitHub App, as ``app(_:apiURL:webURL:transport:concurrency:retryPolicy:rateLimitRules:observer:writeSpacing:now:logger:)``
    /// makes one: `GitHub(app: credentials)` reads like `GitHub(token:)`.
    public init(
        app credentials: AppCredentials,
        apiURL: URL = Configuration.defaultAPIURL,
        webURL: URL? = nil,
        transport: any HTTPTransport = CurlTransport.make(),
        concurrency: Int = 8,
        retryPolicy: RetryPolicy = .default,
        rateLimitRules: RateLimitDecision = RateLimitDecision(),
        observer: (@Sendable (ClientEvent) -> Void)? = nil,
        writeSpacing: Duration = .seconds(1),
        now: @escaping @Sendable () -> Date = Date.init,
        logger: Logger? = nil
    ) {
        self = Self.app(
            credentials, apiURL: apiURL, webURL: webURL, transport: transport, concurrency: concurrency,
            retryPolicy: retryPolicy, rateLimitRules: rateLimitRules, observer: observer,
            writeSpacing: writeSpacing, now: now, logger: logger)
    }

    /// `GET /app`: the app this client acts as.
    public func authenticatedApp() async throws(GitHubError) -> GitHubApp {
        try requireApp()
        return try await client.send(GithubRouter.apps.getAuthenticated())
    }

    /// `GET /app/installations`: every installation of the app, all pages.
    public func installations() async throws(GitHubError) -> [Installation] {
        try requireApp()
        return try await all(GithubRouter.apps.listInstallations(perPage: 100))
    }

    /// `GET /repos/{owner}/{repo}/installation`: the app's installation that reaches a repository.
    public func findInstallation(owner: String, repo: String) async throws(GitHubError) -> Installation {
        try await lookUp(GithubRouter.apps.getRepoInstallation(owner: owner, repo: repo))
    }

    /// `GET /orgs/{org}/installation`: the app's installation on an organization.
    public func findInstallation(organization: String) async throws(GitHubError) -> Installation {
        try await lookUp(GithubRouter.apps.getOrgInstallation(org: organization))
    }

    /// `GET /users/{username}/installation`: the app's installation on a user's account.
    public func findInstallation(user: String) async throws(GitHubError) -> Installation {
        try await lookUp(GithubRouter.apps.getUserInstallation(username: user))
    }

    /// `POST /app/installations/{id}/access_tokens`: a new token for an installation, narrowed to
    /// `scope`. Installation clients fetch and renew theirs on their own; this is for handing a
    /// token to something else (a `git` clone).
    public func installationToken(_ installation: Int, scope: InstallationTokenScope = .init())
        async throws(GitHubError) -> InstallationToken
    {
        try requireApp()
        return try await Self.newToken(installation, scope: scope, client: client)
    }

    /// A client acting as installation `id`: its requests carry the installation's token, fetched
    /// when first needed, renewed five minutes before it expires (one fetch however many requests
    /// wait) and once more when GitHub answers 401. Clients for the same installation and scope
    /// share one client underneath: its token, its request budget and its record of the
    /// installation's rate limit.
    public func installation(_ id: Int, scope: InstallationTokenScope = .init()) throws(GitHubError) -> GitHub
    {
        guard let app else { throw .app(.notAnAppClient) }
        // The session keeps only the app's APIClient in the fetch, not this GitHub (which keeps the session).
        let client = app.installationClient(for: id, scope: scope) { [client] () throws(GitHubError) in
            try await Self.newToken(id, scope: scope, client: client)
        }
        return GitHub(client: client, concurrency: concurrency)
    }

    /// `GET /installation/repositories`: every repository this installation client's token
    /// reaches (those of its installation, or of its scope), all pages. A convenience over the
    /// generated `GithubRouter.apps.listReposAccessibleToInstallation(perPage:page:)`.
    public func accessibleRepositories() async throws(GitHubError) -> [Repository] {
        try await all(GithubRouter.apps.listReposAccessibleToInstallation(perPage: 100))
    }

    /// A client acting as the installation that reaches `owner/repo` (see `installation(_:scope:)`).
    public func installation(owner: String, repo: String, scope: InstallationTokenScope = .init())
        async throws(GitHubError) -> GitHub
    {
        try installation(try await findInstallation(owner: owner, repo: repo).id, scope: scope)
    }

    /// A client acting as the app's installation on organization `organization`.
    public func installation(organization: String, scope: InstallationTokenScope = .init())
        async throws(GitHubError) -> GitHub
    {
        try installation(try await findInstallation(organization: organization).id, scope: scope)
    }

    /// A client acting as the app's installation on user `user`'s account.
    public func installation(user: String, scope: InstallationTokenScope = .init()) async throws(GitHubError)
        -> GitHub
    {
        try installation(try await findInstallation(user: user).id, scope: scope)
    }

    /// `POST /app/installations/{id}/access_tokens` through the app's `client`, refusals explained.
    private static func newToken(_ installation: Int, scope: InstallationTokenScope, client: APIClient)
        async throws(GitHubError) -> InstallationToken
    {
        do {
            return try await client.send(
                GithubRouter.apps.createInstallationAccessToken(
                    installationId: installation, body: scope.body))
        } catch {
            throw AppAuthError.explainingTokenRequest(error, installation: installation)
        }
    }

    /// Throws unless this client acts as an app.
    private func requireApp() throws(GitHubError) {
        guard app != nil else { throw .app(.notAnAppClient) }
    }

    /// An installation looked up by `route`; a 404 says the app is not installed there.
    private func lookUp(_ route: Route<Installation>) async throws(GitHubError) -> Installation {
        try requireApp()
        do {
            return try await client.send(route)
        } catch .notFound(let endpoint, _) {
            throw .app(.notInstalled(endpoint: endpoint))
        }
    }
}
