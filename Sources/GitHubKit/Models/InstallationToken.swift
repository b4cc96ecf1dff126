import Foundation

/// An installation access token (`installation-token`): `POST
/// /app/installations/{installation_id}/access_tokens`, good for about an hour.
///
/// The token is a secret: its `description`, `debugDescription` and mirror (what `print`, `dump`
/// and debuggers show) name only its fingerprint and expiry; never log `token` or `raw`.
public struct InstallationToken: GitHubObject, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
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

    /// "an installation token (fingerprint …, expires …)": never the token.
    public var description: String {
        let expiry = expiresAt.map { ", expires \($0.formatted(.iso8601))" } ?? ""
        return "an installation token (fingerprint \(TokenFingerprint.of(token))\(expiry))"
    }
    /// The same as `description`.
    public var debugDescription: String { description }
    /// The fingerprint and expiry only, so `dump` and debuggers never show the token.
    public var customMirror: Mirror {
        Mirror(self, children: ["fingerprint": TokenFingerprint.of(token), "expiresAt": expiresAt as Any])
    }
}
