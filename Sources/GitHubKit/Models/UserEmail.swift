/// One of the authenticated user's email addresses (`email`): `GET /user/emails` and
/// `GET /user/public_emails`; also each of a GPG key's `emails`.
public struct UserEmail: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The address, e.g. `octocat@github.com`.
    public let email: String

    /// Reads an address; only `email` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        email = try ModelFields(raw, kind: "an email address", codingPath: codingPath).string("email")
    }

    /// Whether this is the account's primary address.
    public var primary: Bool? { raw["primary"]?.bool }
    /// Whether the user has verified the address.
    public var verified: Bool? { raw["verified"]?.bool }
    /// `public` or `private`; null when the address is not the primary one.
    public var visibility: String? { raw["visibility"]?.string }
}
