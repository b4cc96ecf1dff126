/// One branch from `GET /repos/{owner}/{repo}/branches/{branch}` (`branch-with-protection`),
/// with its head commit in full.
public struct BranchWithProtection: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The branch's name, e.g. `main` or `feature/x`.
    public let name: String

    /// Reads a branch; only `name` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        name = try ModelFields(raw, kind: "a branch", codingPath: codingPath).string("name")
    }

    /// The head commit; nil when it is missing or has no `sha`.
    public var commit: Commit? { raw.model("commit") }
    /// Whether the branch is protected; false when GitHub did not say.
    public var protected: Bool { raw["protected"]?.bool ?? false }
    /// The protection settings' API URL.
    public var protectionUrl: String? { raw["protection_url"]?.string }
    /// The branch's web URL (`_links.html`).
    public var htmlUrl: String? { raw["_links"]?["html"]?.string }
}
