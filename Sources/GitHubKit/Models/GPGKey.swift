import Foundation

/// A GPG key that verifies a user's commits (`gpg-key`): `GET /user/gpg_keys`,
/// `GET /user/gpg_keys/{gpg_key_id}` and `GET /users/{username}/gpg_keys`.
public struct GPGKey: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric key ID.
    public let id: Int

    /// Reads a key; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a GPG key", codingPath: codingPath).int("id")
    }

    /// The name the user gave the key; null when unset.
    public var name: String? { raw["name"]?.string }
    /// GitHub's ID of the primary key, for a subkey; null for a primary key.
    public var primaryKeyId: Int? { raw["primary_key_id"]?.int }
    /// The key's OpenPGP ID, e.g. `3262EFF25BA0D270`.
    public var keyId: String? { raw["key_id"]?.string }
    /// The public key, base64-encoded.
    public var publicKey: String? { raw["public_key"]?.string }
    /// The armored key exactly as the user uploaded it; null for keys added before GitHub kept it.
    public var rawKey: String? { raw["raw_key"]?.string }
    /// The email addresses in the key's identities, each with whether it is verified; empty when absent.
    public var emails: [UserEmail] { raw["emails"]?.array?.compactMap { try? UserEmail(raw: $0) } ?? [] }
    /// The subkeys; empty when absent.
    public var subkeys: [GPGKey] { raw["subkeys"]?.array?.compactMap { try? GPGKey(raw: $0) } ?? [] }
    /// Whether the key can sign.
    public var canSign: Bool? { raw["can_sign"]?.bool }
    /// Whether the key can encrypt communications.
    public var canEncryptComms: Bool? { raw["can_encrypt_comms"]?.bool }
    /// Whether the key can encrypt storage.
    public var canEncryptStorage: Bool? { raw["can_encrypt_storage"]?.bool }
    /// Whether the key can certify other keys.
    public var canCertify: Bool? { raw["can_certify"]?.bool }
    /// When the key was created.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the key expires; null when it never does.
    public var expiresAt: Date? { raw["expires_at"]?.date }
    /// Whether the key has been revoked.
    public var revoked: Bool? { raw["revoked"]?.bool }
}
