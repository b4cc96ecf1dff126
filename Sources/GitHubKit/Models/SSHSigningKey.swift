import Foundation

/// A public SSH key that verifies a user's commits (`ssh-signing-key`): `GET /user/ssh_signing_keys`,
/// `GET /user/ssh_signing_keys/{ssh_signing_key_id}` and `GET /users/{username}/ssh_signing_keys`.
public struct SSHSigningKey: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric key ID.
    public let id: Int

    /// Reads a key; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "an SSH signing key", codingPath: codingPath).int("id")
    }

    /// The public key, e.g. `ssh-ed25519 AAAA...`.
    public var key: String? { raw["key"]?.string }
    /// The name the user gave the key.
    public var title: String? { raw["title"]?.string }
    /// When the key was added.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// The key's API URL; GitHub's example sends one, its schema does not promise it.
    public var url: String? { raw["url"]?.string }
}
