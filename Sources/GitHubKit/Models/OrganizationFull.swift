import Foundation

/// An organization from `GET /orgs/{org}` (`organization-full`).
public struct OrganizationFull: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The organization's login, e.g. `github`.
    public let login: String
    /// GitHub's numeric account ID.
    public let id: Int

    /// Reads an organization; only `login` and `id` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "an organization", codingPath: codingPath)
        self.raw = raw
        login = try fields.string("login")
        id = try fields.int("id")
    }

    /// The display name.
    public var name: String? { raw["name"]?.string }
    /// The description shown on the profile.
    public var description: String? { raw["description"]?.string }
    /// The company.
    public var company: String? { raw["company"]?.string }
    /// The website; GitHub may send "".
    public var blog: String? { raw["blog"]?.string }
    /// The location.
    public var location: String? { raw["location"]?.string }
    /// The public email address.
    public var email: String? { raw["email"]?.string }
    /// The X (Twitter) handle.
    public var twitterUsername: String? { raw["twitter_username"]?.string }
    /// Whether GitHub verified the organization's domain.
    public var isVerified: Bool? { raw["is_verified"]?.bool }
    /// The number of public repositories.
    public var publicRepos: Int? { raw["public_repos"]?.int }
    /// The number of public gists.
    public var publicGists: Int? { raw["public_gists"]?.int }
    /// The number of followers.
    public var followers: Int? { raw["followers"]?.int }
    /// The organization's web URL.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The avatar image URL.
    public var avatarUrl: String? { raw["avatar_url"]?.string }
    /// `Organization`.
    public var type: AccountType? { raw["type"]?.string.map { AccountType($0) } }
    /// When the organization was created.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the organization was last updated.
    public var updatedAt: Date? { raw["updated_at"]?.date }
}
