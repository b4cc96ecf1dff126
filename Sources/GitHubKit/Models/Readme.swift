import Foundation

/// A repository's README from `GET /repos/{owner}/{repo}/readme` (`content-file`).
public struct Readme: Codable, Equatable, Hashable, Sendable {
    /// Always `file` for a README.
    public let type: String
    /// How `content` is encoded: `base64`, or `none` for files over 1 MB.
    public let encoding: String
    /// The file size in bytes.
    public let size: Int
    /// The file name, e.g. `README.md`.
    public let name: String
    /// The path in the repository.
    public let path: String
    /// The encoded file contents; see `decodedContent`.
    public let content: String
    /// The Git blob SHA.
    public let sha: String
    /// The file's contents API URL.
    public let url: String
    /// The Git blob's API URL.
    public let gitUrl: String?
    /// The file's web URL.
    public let htmlUrl: String?
    /// The raw download URL.
    public let downloadUrl: String?
    /// The related links (`_links`).
    public let links: ReadmeLinks

    /// Creates a README from its fields, as GitHub would send them.
    public init(
        type: String,
        encoding: String,
        size: Int,
        name: String,
        path: String,
        content: String,
        sha: String,
        url: String,
        gitUrl: String? = nil,
        htmlUrl: String? = nil,
        downloadUrl: String? = nil,
        links: ReadmeLinks
    ) {
        self.type = type
        self.encoding = encoding
        self.size = size
        self.name = name
        self.path = path
        self.content = content
        self.sha = sha
        self.url = url
        self.gitUrl = gitUrl
        self.htmlUrl = htmlUrl
        self.downloadUrl = downloadUrl
        self.links = links
    }

    // Snake-case conversion leaves a leading underscore alone, so `_links` would need a property
    // named `_links`; every other key is spelled as the conversion produces it.
    private enum CodingKeys: String, CodingKey {
        case type, encoding, size, name, path, content, sha, url, gitUrl, htmlUrl, downloadUrl
        case links = "_links"
    }

    /// The README text: `content` base64-decoded as UTF-8, or nil when it is not base64 text.
    public var decodedContent: String? {
        guard encoding == "base64" else { return nil }
        // GitHub wraps the base64 at 60 columns with "\n", which `Data(base64Encoded:)` rejects.
        let base64 = content.filter { !$0.isWhitespace }
        guard let data = Data(base64Encoded: base64) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
