import Foundation

/// A repository's README from `GET /repos/{owner}/{repo}/readme` (`content-file`).
public struct Readme: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The path in the repository, e.g. `README.md` or `docs/README.md`.
    public let path: String

    /// Reads a README; only `path` is required (`name` is its last component when missing).
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        path = try ModelFields(raw, kind: "a README", codingPath: codingPath).string("path")
    }

    /// Always `file` for a README.
    public var type: String? { raw["type"]?.string }
    /// How `content` is encoded: `base64`, or `none` for files over 1 MB.
    public var encoding: String? { raw["encoding"]?.string }
    /// The file size in bytes.
    public var size: Int? { raw["size"]?.int }
    /// The file name, e.g. `README.md`.
    public var name: String { raw["name"]?.string ?? String(path.split(separator: "/").last ?? "") }
    /// The encoded file contents, empty when GitHub sent none; see `decodedContent`.
    public var content: String { raw["content"]?.string ?? "" }
    /// The Git blob SHA.
    public var sha: String? { raw["sha"]?.string }
    /// The file's contents API URL; some older and Enterprise Server bodies leave it out.
    public var url: String? { raw["url"]?.string }
    /// The Git blob's API URL.
    public var gitUrl: String? { raw["git_url"]?.string }
    /// The file's web URL.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The raw download URL.
    public var downloadUrl: String? { raw["download_url"]?.string }
    /// The related links (`_links`); empty when GitHub sent none.
    public var links: ReadmeLinks {
        raw.model("_links") ?? ReadmeLinks(git: nil, html: nil, self: nil)
    }

    /// The README text: `content` base64-decoded as UTF-8, or nil when it is not base64 text.
    public var decodedContent: String? {
        Base64Content.text(content, encoding: encoding)
    }
}
