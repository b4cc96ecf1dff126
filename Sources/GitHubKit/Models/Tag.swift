/// A tag from `GET /repos/{owner}/{repo}/tags` (`tag`).
public struct Tag: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The tag's name, e.g. `v1.2.0`.
    public let name: String

    /// Reads a tag; only `name` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        name = try ModelFields(raw, kind: "a tag", codingPath: codingPath).string("name")
    }

    /// The SHA of the commit the tag points at.
    public var commitSha: String? { raw["commit"]?["sha"]?.string }
    /// The commit's API URL.
    public var commitUrl: String? { raw["commit"]?["url"]?.string }
    /// The zip archive's URL.
    public var zipballUrl: String? { raw["zipball_url"]?.string }
    /// The tar archive's URL.
    public var tarballUrl: String? { raw["tarball_url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
