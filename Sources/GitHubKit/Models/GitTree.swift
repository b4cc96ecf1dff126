/// A Git tree (`git-tree`), a directory's entries: `GET /repos/{owner}/{repo}/git/trees/{tree_sha}`
/// (`?recursive=1` lists every entry below it).
public struct GitTree: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The tree's SHA.
    public let sha: String

    /// Reads a tree; only `sha` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        sha = try ModelFields(raw, kind: "a Git tree", codingPath: codingPath).string("sha")
    }

    /// The entries; those without a `path` are left out.
    public var tree: [GitTreeEntry]? { raw.models("tree") }
    /// Whether GitHub cut the list short (over 100,000 entries or 7 MB): walk subtrees one by one.
    public var truncated: Bool? { raw["truncated"]?.bool }
    /// The tree's API URL.
    public var url: String? { raw["url"]?.string }
}
