/// A social media account on a profile (`social-account`): `GET /user/social_accounts` and
/// `GET /users/{username}/social_accounts`.
public struct SocialAccount: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The account's address, e.g. `https://twitter.com/github`.
    public let url: String

    /// Reads an account; only `url` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        url = try ModelFields(raw, kind: "a social account", codingPath: codingPath).string("url")
    }

    /// The service, e.g. `twitter`, `linkedin`, `mastodon`, or `generic` for one GitHub does not know.
    public var provider: String? { raw["provider"]?.string }
}
