import Foundation

/// A file attached to a release (`release-asset`).
public struct ReleaseAsset: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The asset's numeric ID.
    public let id: Int

    /// Reads an asset; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a release asset", codingPath: codingPath).int("id")
    }

    /// The file name.
    public var name: String? { raw["name"]?.string }
    /// The short description shown instead of the name.
    public var label: String? { raw["label"]?.string }
    /// `uploaded` or `open`.
    public var state: String? { raw["state"]?.string }
    /// The MIME type.
    public var contentType: String? { raw["content_type"]?.string }
    /// The size in bytes.
    public var size: Int? { raw["size"]?.int }
    /// How many times it was downloaded.
    public var downloadCount: Int? { raw["download_count"]?.int }
    /// The download URL.
    public var browserDownloadUrl: String? { raw["browser_download_url"]?.string }
    /// Who uploaded it.
    public var uploader: SimpleUser? { raw.model("uploader") }
    /// When it was uploaded.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When it last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
}
