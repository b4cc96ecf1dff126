import Foundation

/// A public SSH key of a user's account (`key`): `GET /user/keys` and `GET /user/keys/{key_id}`
/// answer it in full; `GET /users/{username}/keys` sends only `id` and `key` (`key-simple`).
public struct PublicKey: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric key ID.
    public let id: Int

    /// Reads a key; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a public key", codingPath: codingPath).int("id")
    }

    /// The public key, e.g. `ssh-ed25519 AAAA...`.
    public var key: String? { raw["key"]?.string }
    /// The name the user gave the key.
    public var title: String? { raw["title"]?.string }
    /// The key's API URL.
    public var url: String? { raw["url"]?.string }
    /// When the key was added.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// Whether GitHub has verified the key.
    public var verified: Bool? { raw["verified"]?.bool }
    /// Whether the key only grants read access.
    public var readOnly: Bool? { raw["read_only"]?.bool }
    /// When the key was last used; newer objects only.
    public var lastUsed: Date? { raw["last_used"]?.date }
}
