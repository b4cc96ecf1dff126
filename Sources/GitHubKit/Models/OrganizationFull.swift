import Foundation

/// An organization from `GET /orgs/{org}` (`organization-full`): the simple organization
/// (`organization-simple`) with its profile.
public struct OrganizationFull: GitHubObject {
    /// The part every organization object has, read from the same raw object.
    public let simple: OrganizationSimple

    /// Reads an organization; only `login` and `id` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        simple = try OrganizationSimple(raw: raw, codingPath: codingPath)
    }

    /// The object exactly as GitHub sent it.
    public var raw: JSONValue { simple.raw }
    /// The organization's login, e.g. `github`.
    public var login: String { simple.login }
    /// GitHub's numeric account ID.
    public var id: Int { simple.id }
    /// The description shown on the profile.
    public var description: String? { simple.description }
    /// The avatar image URL.
    public var avatarUrl: String? { simple.avatarUrl }
    /// The display name.
    public var name: String? { raw["name"]?.string }
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
    /// `Organization`.
    public var type: AccountType? { raw["type"]?.string.map { AccountType($0) } }
    /// When the organization was created.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the organization was last updated.
    public var updatedAt: Date? { raw["updated_at"]?.date }
}
