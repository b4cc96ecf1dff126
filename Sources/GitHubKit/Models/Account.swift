import Foundation

/// The fields every account object shares (`simple-user`, `public-user`, `private-user`), read from
/// the raw object; `SimpleUser` and `User` both have them.
///
/// Only `login` and `id` are required: objects recorded years ago lack `node_id` and several
/// `*_url` fields, and reduced shapes leave out more.
public protocol Account: GitHubObject {
    /// The account's login, e.g. `octocat`.
    var login: String { get }
    /// GitHub's numeric account ID.
    var id: Int { get }
}

extension Account {
    /// The GraphQL node ID; missing from objects recorded before GitHub added it.
    public var nodeId: String? { raw["node_id"]?.string }
    /// The avatar image URL.
    public var avatarUrl: String? { raw["avatar_url"]?.string }
    /// The legacy Gravatar ID; usually empty, sometimes null.
    public var gravatarId: String? { raw["gravatar_id"]?.string }
    /// The account's API URL.
    public var url: String? { raw["url"]?.string }
    /// The account's web profile URL.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The API URL listing followers.
    public var followersUrl: String? { raw["followers_url"]?.string }
    /// The URI template for followed accounts (`{/other_user}`).
    public var followingUrl: String? { raw["following_url"]?.string }
    /// The URI template for gists (`{/gist_id}`).
    public var gistsUrl: String? { raw["gists_url"]?.string }
    /// The URI template for starred repositories (`{/owner}{/repo}`).
    public var starredUrl: String? { raw["starred_url"]?.string }
    /// The API URL listing watched repositories.
    public var subscriptionsUrl: String? { raw["subscriptions_url"]?.string }
    /// The API URL listing the account's organizations.
    public var organizationsUrl: String? { raw["organizations_url"]?.string }
    /// The API URL listing the account's repositories.
    public var reposUrl: String? { raw["repos_url"]?.string }
    /// The URI template for the account's events (`{/privacy}`).
    public var eventsUrl: String? { raw["events_url"]?.string }
    /// The API URL listing events the account received.
    public var receivedEventsUrl: String? { raw["received_events_url"]?.string }
    /// `User`, `Organization`, `Bot` or a kind GitHub added later; `User` when GitHub left it out.
    public var type: AccountType { raw["type"]?.string.map { AccountType($0) } ?? .user }
    /// Whether the account is a GitHub staff site administrator; false when GitHub left it out.
    public var siteAdmin: Bool { raw["site_admin"]?.bool ?? false }
    /// `public` or `private`: which view of the account GitHub returned.
    public var userViewType: String? { raw["user_view_type"]?.string }
    /// The display name; null when unset, and absent from most lists.
    public var name: String? { raw["name"]?.string }
    /// The public email address; null when hidden or unset, and absent from most lists.
    public var email: String? { raw["email"]?.string }
    /// Whether this account is an organization: `/users/{name}` answers for organizations too.
    public var isOrganization: Bool { type == .organization }
}
