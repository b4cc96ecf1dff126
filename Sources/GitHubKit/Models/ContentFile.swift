/// A file (or symlink or submodule) from `GET /repos/{owner}/{repo}/contents/{path}` (`content-file`).
public struct ContentFile: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The path in the repository, e.g. `docs/guide.md`.
    public let path: String

    /// Reads a file; only `path` is required (`name` is its last part when missing).
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        path = try ModelFields(raw, kind: "a file", codingPath: codingPath).string("path")
    }

    /// `file`, `symlink` or `submodule`.
    public var type: String? { raw["type"]?.string }
    /// The file name, e.g. `guide.md`.
    public var name: String { raw["name"]?.string ?? String(path.split(separator: "/").last ?? "") }
    /// How `content` is encoded: `base64`, or `none` for files over 1 MB.
    public var encoding: String? { raw["encoding"]?.string }
    /// The file size in bytes.
    public var size: Int? { raw["size"]?.int }
    /// The encoded contents, empty when GitHub sent none; see `decodedContent`.
    public var content: String { raw["content"]?.string ?? "" }
    /// The contents as UTF-8 text, or nil when they are not base64 text.
    public var decodedContent: String? { Base64Content.text(content, encoding: encoding) }
    /// The Git blob SHA.
    public var sha: String? { raw["sha"]?.string }
    /// Where a symlink points; only for symlinks.
    public var target: String? { raw["target"]?.string }
    /// The submodule's Git URL; only for submodules.
    public var submoduleGitUrl: String? { raw["submodule_git_url"]?.string }
    /// The file's contents API URL.
    public var url: String? { raw["url"]?.string }
    /// The file's web URL.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The raw download URL; null for submodules.
    public var downloadUrl: String? { raw["download_url"]?.string }
}
