import Foundation

/// One revision of a gist (`gist-commit`): `GET /gists/{gist_id}/commits`.
public struct GistCommit: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The revision's SHA; what `GET /gists/{gist_id}/{sha}` takes.
    public let version: String

    /// Reads a revision; only `version` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        version = try ModelFields(raw, kind: "a gist commit", codingPath: codingPath).string("version")
    }

    /// Who made the revision; null for a deleted account.
    public var user: SimpleUser? { raw.model("user") }
    /// When the revision was made.
    public var committedAt: Date? { raw["committed_at"]?.date }
    /// Lines added (`change_status.additions`).
    public var additions: Int? { raw["change_status"]?["additions"]?.int }
    /// Lines deleted (`change_status.deletions`).
    public var deletions: Int? { raw["change_status"]?["deletions"]?.int }
    /// Lines changed, added plus deleted (`change_status.total`).
    public var changes: Int? { raw["change_status"]?["total"]?.int }
    /// The revision's API URL.
    public var url: String? { raw["url"]?.string }
}
