import Foundation

/// An annotated Git tag object (`git-tag`): `GET /repos/{owner}/{repo}/git/tags/{tag_sha}`.
public struct GitTag: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The tag object's SHA (not the tagged commit's).
    public let sha: String

    /// Reads a tag; only `sha` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        sha = try ModelFields(raw, kind: "a Git tag", codingPath: codingPath).string("sha")
    }

    /// The tag's name, e.g. `v0.0.1`.
    public var tag: String? { raw["tag"]?.string }
    /// The tag message.
    public var message: String? { raw["message"]?.string }
    /// The tagger's name; from `tagger.name`.
    public var taggerName: String? { raw["tagger"]?["name"]?.string }
    /// The tagger's email address; from `tagger.email`.
    public var taggerEmail: String? { raw["tagger"]?["email"]?.string }
    /// When the tag was made; from `tagger.date`.
    public var taggedAt: Date? { raw["tagger"]?["date"]?.date }
    /// The SHA of the tagged object; from `object.sha`.
    public var objectSha: String? { raw["object"]?["sha"]?.string }
    /// What is tagged, usually `commit`; from `object.type`.
    public var objectType: String? { raw["object"]?["type"]?.string }
    /// Whether GitHub verified the tag's signature; from `verification.verified`.
    public var isVerified: Bool? { raw["verification"]?["verified"]?.bool }
    /// Why the signature is or is not verified, e.g. `valid`, `unsigned`; from `verification.reason`.
    public var verificationReason: String? { raw["verification"]?["reason"]?.string }
    /// The tag's API URL.
    public var url: String? { raw["url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
