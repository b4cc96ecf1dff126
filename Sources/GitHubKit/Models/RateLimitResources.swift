/// The rate-limit buckets in `GET /rate_limit`; only `core` and `search` are always there.
public struct RateLimitResources: Codable, Equatable, Hashable, Sendable {
    /// REST API requests not covered by another bucket.
    public let core: RateLimit
    /// Search API requests other than code search.
    public let search: RateLimit
    /// GraphQL API requests.
    public let graphql: RateLimit?
    /// Code search requests.
    public let codeSearch: RateLimit?
    /// Source import requests.
    public let sourceImport: RateLimit?
    /// GitHub App manifest conversions.
    public let integrationManifest: RateLimit?
    /// Code scanning SARIF uploads.
    public let codeScanningUpload: RateLimit?
    /// Code scanning autofix requests.
    public let codeScanningAutofix: RateLimit?
    /// Self-hosted runner registrations.
    public let actionsRunnerRegistration: RateLimit?
    /// SCIM provisioning requests.
    public let scim: RateLimit?
    /// Dependency snapshot submissions.
    public let dependencySnapshots: RateLimit?
    /// SBOM exports.
    public let dependencySbom: RateLimit?
    /// Copilot usage record requests.
    public let copilotUsageRecords: RateLimit?

    /// Creates the buckets from their fields, as GitHub would send them.
    public init(
        core: RateLimit,
        search: RateLimit,
        graphql: RateLimit? = nil,
        codeSearch: RateLimit? = nil,
        sourceImport: RateLimit? = nil,
        integrationManifest: RateLimit? = nil,
        codeScanningUpload: RateLimit? = nil,
        codeScanningAutofix: RateLimit? = nil,
        actionsRunnerRegistration: RateLimit? = nil,
        scim: RateLimit? = nil,
        dependencySnapshots: RateLimit? = nil,
        dependencySbom: RateLimit? = nil,
        copilotUsageRecords: RateLimit? = nil
    ) {
        self.core = core
        self.search = search
        self.graphql = graphql
        self.codeSearch = codeSearch
        self.sourceImport = sourceImport
        self.integrationManifest = integrationManifest
        self.codeScanningUpload = codeScanningUpload
        self.codeScanningAutofix = codeScanningAutofix
        self.actionsRunnerRegistration = actionsRunnerRegistration
        self.scim = scim
        self.dependencySnapshots = dependencySnapshots
        self.dependencySbom = dependencySbom
        self.copilotUsageRecords = copilotUsageRecords
    }
}
