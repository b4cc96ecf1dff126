import Foundation

/// A release from `GET /repos/{owner}/{repo}/releases` and friends (`release`).
public struct Release: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The release's numeric ID.
    public let id: Int

    /// Reads a release; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a release", codingPath: codingPath).int("id")
    }

    /// The tag the release is made from, e.g. `v1.2.0`.
    public var tagName: String? { raw["tag_name"]?.string }
    /// The title; null when the release has none.
    public var name: String? { raw["name"]?.string }
    /// The Markdown description.
    public var body: String? { raw["body"]?.string }
    /// Whether it is an unpublished draft.
    public var draft: Bool { raw["draft"]?.bool ?? false }
    /// Whether it is marked as a pre-release.
    public var prerelease: Bool { raw["prerelease"]?.bool ?? false }
    /// The branch or commit the tag was made from.
    public var targetCommitish: String? { raw["target_commitish"]?.string }
    /// Who published it.
    public var author: SimpleUser? { raw.model("author") }
    /// The attached files; empty when GitHub sent none (assets without an `id` are left out).
    public var assets: [ReleaseAsset] {
        raw["assets"]?.array?.compactMap { try? ReleaseAsset(raw: $0) } ?? []
    }
    /// When it was created.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When it was published; nil for drafts.
    public var publishedAt: Date? { raw["published_at"]?.date }
    /// The release's web URL.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The source tarball's URL.
    public var tarballUrl: String? { raw["tarball_url"]?.string }
    /// The source zipball's URL.
    public var zipballUrl: String? { raw["zipball_url"]?.string }
}
