import Foundation

/// A Git blob (`blob`), a file's bytes: `GET /repos/{owner}/{repo}/git/blobs/{file_sha}` (files up
/// to 100 MB).
public struct GitBlob: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The blob's SHA.
    public let sha: String

    /// Reads a blob; only `sha` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        sha = try ModelFields(raw, kind: "a Git blob", codingPath: codingPath).string("sha")
    }

    /// The contents as `encoding` says; see `decodedContent`.
    public var content: String? { raw["content"]?.string }
    /// How `content` is encoded: `base64` (or `utf-8`).
    public var encoding: String? { raw["encoding"]?.string }
    /// The blob's size in bytes.
    public var size: Int? { raw["size"]?.int }
    /// The contents' bytes: `content` decoded from base64 (newlines ignored), or as UTF-8 when it is
    /// `utf-8`; nil when there is no content or it does not decode.
    public var decodedContent: Data? {
        guard let content else { return nil }
        switch encoding {
        case "base64": return Data(base64Encoded: content.filter { !$0.isWhitespace })
        case "utf-8", "utf8": return Data(content.utf8)
        default: return nil
        }
    }
    /// The blob's API URL.
    public var url: String? { raw["url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
