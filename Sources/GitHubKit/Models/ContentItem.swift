/// One entry of a directory from `GET /repos/{owner}/{repo}/contents/{path}` (an item of
/// `content-directory`): a file, directory, symlink or submodule, without its contents.
public struct ContentItem: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The path in the repository, e.g. `docs/guide.md`.
    public let path: String

    /// Reads an entry; only `path` is required (`name` is its last part when missing).
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        path = try ModelFields(raw, kind: "a directory entry", codingPath: codingPath).string("path")
    }

    /// `file`, `dir`, `symlink` or `submodule`.
    public var type: String? { raw["type"]?.string }
    /// Whether the entry is a directory.
    public var isDirectory: Bool { type == "dir" }
    /// The entry's name, e.g. `guide.md`.
    public var name: String { raw["name"]?.string ?? String(path.split(separator: "/").last ?? "") }
    /// The size in bytes; 0 for directories.
    public var size: Int? { raw["size"]?.int }
    /// The Git object's SHA.
    public var sha: String? { raw["sha"]?.string }
    /// The entry's contents API URL.
    public var url: String? { raw["url"]?.string }
    /// The entry's web URL.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The raw download URL; null for directories.
    public var downloadUrl: String? { raw["download_url"]?.string }
}
