/// A branch from `GET /repos/{owner}/{repo}/branches` (`short-branch`).
public struct ShortBranch: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The branch's name, e.g. `main` or `feature/x`.
    public let name: String

    /// Reads a branch; only `name` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        name = try ModelFields(raw, kind: "a branch", codingPath: codingPath).string("name")
    }

    /// The SHA of the branch's head commit.
    public var commitSha: String? { raw["commit"]?["sha"]?.string }
    /// The head commit's API URL.
    public var commitUrl: String? { raw["commit"]?["url"]?.string }
    /// Whether the branch is protected; false when GitHub did not say.
    public var protected: Bool { raw["protected"]?.bool ?? false }
}
