import Foundation

/// An SSH key that grants access to one repository (`deploy-key`): `GET /repos/{owner}/{repo}/keys`
/// and `GET /repos/{owner}/{repo}/keys/{key_id}`.
public struct DeployKey: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric key ID.
    public let id: Int

    /// Reads a key; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a deploy key", codingPath: codingPath).int("id")
    }

    /// The public key, e.g. `ssh-rsa AAA...`.
    public var key: String? { raw["key"]?.string }
    /// The name given to the key.
    public var title: String? { raw["title"]?.string }
    /// The key's API URL.
    public var url: String? { raw["url"]?.string }
    /// Whether GitHub has verified the key.
    public var verified: Bool? { raw["verified"]?.bool }
    /// When the key was added.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// Whether the key only grants read access.
    public var readOnly: Bool? { raw["read_only"]?.bool }
    /// The login of who added the key; null when unknown.
    public var addedBy: String? { raw["added_by"]?.string }
    /// When the key was last used; null when never.
    public var lastUsed: Date? { raw["last_used"]?.date }
    /// Whether the key is enabled; newer objects only.
    public var enabled: Bool? { raw["enabled"]?.bool }
}
