import Foundation

/// An installation access token (`installation-token`): `POST
/// /app/installations/{installation_id}/access_tokens`, good for about an hour.
///
/// The token is a secret: this type does not print itself (no `CustomStringConvertible`), so logging
/// one shows the default reflection at most; never log `token` or `raw`.
public struct InstallationToken: GitHubObject {
    /// The object exactly as GitHub sent it, token included.
    public let raw: JSONValue
    /// The token, sent as `Authorization: Bearer`; a secret.
    public let token: String

    /// Reads an installation token; only `token` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        token = try ModelFields(raw, kind: "an installation token", codingPath: codingPath).string("token")
    }

    /// When the token stops working.
    public var expiresAt: Date? { raw["expires_at"]?.date }
    /// The permissions the token carries, e.g. `{"issues": "write"}`, as sent.
    public var permissions: JSONValue? { raw.objectMember("permissions") }
    /// Which repositories it reaches: `all` or `selected`.
    public var repositorySelection: String? { raw["repository_selection"]?.string }
    /// The repositories it reaches, when it was made for chosen ones.
    public var repositories: [Repository]? { raw.models("repositories") }
}
