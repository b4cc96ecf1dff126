import Foundation
import Synchronization

/// What a client made with `GitHub.app(_:)` keeps to act for its app: the credentials, the
/// settings its installation clients share, and one installation client (its token store, budget
/// and rate-limit record) per installation and scope.
public final class AppSession: Sendable {
    /// The app's ID and key.
    public let credentials: AppCredentials
    let apiURL: URL
    let webURL: URL?
    let transport: any HTTPTransport
    let concurrency: Int
    let retryPolicy: RetryPolicy
    let rateLimitRules: RateLimitDecision
    let observer: (@Sendable (ClientEvent) -> Void)?
    let writeSpacing: Duration
    /// The clock installation tokens' expiry is judged by.
    let now: @Sendable () -> Date
    private let installations = Mutex<[InstallationKey: APIClient]>([:])

    private struct InstallationKey: Hashable {
        var installation: Int
        var scope: InstallationTokenScope
    }

    init(
        credentials: AppCredentials, apiURL: URL, webURL: URL?, transport: any HTTPTransport,
        concurrency: Int,
        retryPolicy: RetryPolicy, rateLimitRules: RateLimitDecision,
        observer: (@Sendable (ClientEvent) -> Void)?, writeSpacing: Duration,
        now: @escaping @Sendable () -> Date
    ) {
        self.credentials = credentials
        self.apiURL = apiURL
        self.webURL = webURL
        self.transport = transport
        self.concurrency = concurrency
        self.retryPolicy = retryPolicy
        self.rateLimitRules = rateLimitRules
        self.observer = observer
        self.writeSpacing = writeSpacing
        self.now = now
    }

    /// A client with GitHub's headers and rules whose credential is `adapter`'s, with `decision`
    /// first among the decisions; its own budget and rate-limit record, as each installation has
    /// its own limit.
    func client(credential adapter: any RequestAdapter, decision: any ResponseDecision) -> APIClient {
        var pipeline = Pipeline(
            apiURL: apiURL, token: nil, transport: transport, rateLimitRules: rateLimitRules,
            userAgent: "ghtui/\(GitHub.version)")
        pipeline.adapters = pipeline.adapters.map { $0 is TokenAdapter ? adapter : $0 }
        return APIClient(
            baseURL: apiURL, webURL: webURL, transport: pipeline.transport, adapters: pipeline.adapters,
            decisions: [decision] + pipeline.decisions, retryPolicy: retryPolicy,
            budget: RequestBudget(concurrency: concurrency), observer: observer, writeSpacing: writeSpacing)
    }

    /// The client of `installation` narrowed to `scope`, made on first use: its requests carry the
    /// token of an `InstallationTokenStore` that fetches with `fetch`.
    func installationClient(
        for installation: Int, scope: InstallationTokenScope, fetch: @escaping InstallationTokenStore.Fetch
    ) -> APIClient {
        installations.withLock { clients in
            let key = InstallationKey(installation: installation, scope: scope)
            if let client = clients[key] { return client }
            let tokens = InstallationTokenStore(installationID: installation, now: now, fetch: fetch)
            let client = client(
                credential: BearerCredentialAdapter.installation(tokens, apiURL: apiURL),
                decision: InstallationTokenDecision(tokens: tokens))
            clients[key] = client
            return client
        }
    }
}
