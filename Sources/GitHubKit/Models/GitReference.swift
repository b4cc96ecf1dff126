/// A Git reference (`git-ref`), a branch or tag name and what it points to: `GET
/// /repos/{owner}/{repo}/git/ref/{ref}`.
public struct GitReference: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The full reference name, e.g. `refs/heads/main`.
    public let ref: String

    /// Reads a reference; only `ref` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        ref = try ModelFields(raw, kind: "a Git reference", codingPath: codingPath).string("ref")
    }

    /// The SHA the reference points to; from `object.sha`.
    public var objectSha: String? { raw["object"]?["sha"]?.string }
    /// What the reference points to: `commit`, or `tag` for an annotated tag; from `object.type`.
    public var objectType: String? { raw["object"]?["type"]?.string }
    /// The API URL of what the reference points to; from `object.url`.
    public var objectUrl: String? { raw["object"]?["url"]?.string }
    /// The reference's API URL.
    public var url: String? { raw["url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
