/// The rate-limit buckets in `GET /rate_limit`; only `core` is required, and Enterprise Server and
/// older bodies leave out most of the others.
public struct RateLimitResources: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// REST API requests not covered by another bucket.
    public let core: RateLimit

    /// Reads the buckets.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        try self.init(raw: raw, codingPath: codingPath, core: nil)
    }

    /// Reads the buckets, taking `core` from the overview's `rate` when the object has none.
    init(raw: JSONValue, codingPath: [any CodingKey], core fallback: RateLimit?) throws {
        let fields = try ModelFields(raw, kind: "a rate-limit resources object", codingPath: codingPath)
        self.raw = raw
        if let fallback, raw["core"] == nil || raw["core"] == .null {
            core = fallback
        } else {
            core = try fields.nested("core")
        }
    }

    /// Search API requests other than code search.
    public var search: RateLimit? { raw.model("search") }
    /// GraphQL API requests.
    public var graphql: RateLimit? { raw.model("graphql") }
    /// Code search requests.
    public var codeSearch: RateLimit? { raw.model("code_search") }
    /// Source import requests.
    public var sourceImport: RateLimit? { raw.model("source_import") }
    /// GitHub App manifest conversions.
    public var integrationManifest: RateLimit? { raw.model("integration_manifest") }
    /// Code scanning SARIF uploads.
    public var codeScanningUpload: RateLimit? { raw.model("code_scanning_upload") }
    /// Code scanning autofix requests.
    public var codeScanningAutofix: RateLimit? { raw.model("code_scanning_autofix") }
    /// Self-hosted runner registrations.
    public var actionsRunnerRegistration: RateLimit? { raw.model("actions_runner_registration") }
    /// SCIM provisioning requests.
    public var scim: RateLimit? { raw.model("scim") }
    /// Dependency snapshot submissions.
    public var dependencySnapshots: RateLimit? { raw.model("dependency_snapshots") }
    /// SBOM exports.
    public var dependencySbom: RateLimit? { raw.model("dependency_sbom") }
    /// Copilot usage record requests.
    public var copilotUsageRecords: RateLimit? { raw.model("copilot_usage_records") }
    /// Any bucket by GitHub's name for it, including ones this library does not know yet.
    public func bucket(named name: String) -> RateLimit? { raw.model(name) }
}
