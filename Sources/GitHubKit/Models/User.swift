import Foundation

/// A full account profile: `public-user` from `GET /users/{name}` or `private-user` from `GET /user`;
/// the fields it shares with `SimpleUser` (`htmlUrl`, `type`, `name`, ...) come from `Account`.
public struct User: Account {
    /// The account part every account object has, read from the same raw object: a profile is a
    /// simple user with more fields.
    public let account: SimpleUser

    /// Reads a profile; only `login` and `id` are required, as for any account.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        account = try SimpleUser(raw: raw, codingPath: codingPath)
    }

    /// The object exactly as GitHub sent it.
    public var raw: JSONValue { account.raw }
    /// The account's login, e.g. `octocat`.
    public var login: String { account.login }
    /// GitHub's numeric account ID.
    public var id: Int { account.id }

    /// The company; null when unset.
    public var company: String? { raw["company"]?.string }
    /// The website as typed by the user: may be empty and is not always a valid URL.
    public var blog: String? { raw["blog"]?.string }
    /// The location; null when unset.
    public var location: String? { raw["location"]?.string }
    /// The notification email address, when GitHub includes it.
    public var notificationEmail: String? { raw["notification_email"]?.string }
    /// Whether the user is available for hire; null when unset and for organizations.
    public var hireable: Bool? { raw["hireable"]?.bool }
    /// The profile bio; null when unset.
    public var bio: String? { raw["bio"]?.string }
    /// The X/Twitter handle; null when unset.
    public var twitterUsername: String? { raw["twitter_username"]?.string }
    /// The number of public repositories.
    public var publicRepos: Int? { raw["public_repos"]?.int }
    /// The number of public gists.
    public var publicGists: Int? { raw["public_gists"]?.int }
    /// The number of followers.
    public var followers: Int? { raw["followers"]?.int }
    /// The number of accounts followed.
    public var following: Int? { raw["following"]?.int }
    /// When the account was created.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the profile was last updated.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// The billing plan; only shown to the account itself.
    public var plan: Plan? { raw.model("plan") }
    /// The number of private gists; only shown to the account itself.
    public var privateGists: Int? { raw["private_gists"]?.int }
    /// The number of private repositories it can access; only shown to itself.
    public var totalPrivateRepos: Int? { raw["total_private_repos"]?.int }
    /// The number of private repositories it owns; only shown to itself.
    public var ownedPrivateRepos: Int? { raw["owned_private_repos"]?.int }
    /// Disk usage in kilobytes; only shown to the account itself.
    public var diskUsage: Int? { raw["disk_usage"]?.int }
    /// The number of collaborators on private repositories; only shown to itself.
    public var collaborators: Int? { raw["collaborators"]?.int }
    /// Whether two-factor authentication is on; only from `GET /user`.
    public var twoFactorAuthentication: Bool? { raw["two_factor_authentication"]?.bool }
    /// Whether the account is on GitHub Business Plus; only from `GET /user`.
    public var businessPlus: Bool? { raw["business_plus"]?.bool }
    /// The LDAP distinguished name on GitHub Enterprise Server; only from `GET /user`.
    public var ldapDn: String? { raw["ldap_dn"]?.string }
}
