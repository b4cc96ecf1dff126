import Foundation

/// A full account profile: `public-user` from `GET /users/{name}` or `private-user` from `GET /user`.
public struct User: Codable, Equatable, Hashable, Sendable {
    /// The account's login, e.g. `octocat`.
    public let login: String
    /// GitHub's numeric account ID.
    public let id: Int
    /// The GraphQL node ID.
    public let nodeId: String
    /// The avatar image URL.
    public let avatarUrl: String
    /// The legacy Gravatar ID; usually empty, sometimes null.
    public let gravatarId: String?
    /// The account's API URL.
    public let url: String
    /// The account's web profile URL.
    public let htmlUrl: String
    /// The API URL listing followers.
    public let followersUrl: String
    /// The URI template for followed accounts (`{/other_user}`).
    public let followingUrl: String
    /// The URI template for gists (`{/gist_id}`).
    public let gistsUrl: String
    /// The URI template for starred repositories (`{/owner}{/repo}`).
    public let starredUrl: String
    /// The API URL listing watched repositories.
    public let subscriptionsUrl: String
    /// The API URL listing the account's organizations.
    public let organizationsUrl: String
    /// The API URL listing the account's repositories.
    public let reposUrl: String
    /// The URI template for the account's events (`{/privacy}`).
    public let eventsUrl: String
    /// The API URL listing events the account received.
    public let receivedEventsUrl: String
    /// `User`, `Organization` or `Bot`; kept as text so new kinds still decode.
    public let type: String
    /// Whether the account is a GitHub staff site administrator.
    public let siteAdmin: Bool
    /// `public` or `private`: which view of the account GitHub returned.
    public let userViewType: String?
    /// The display name; null when unset.
    public let name: String?
    /// The company; null when unset.
    public let company: String?
    /// The website as typed by the user: may be empty and is not always a valid URL.
    public let blog: String?
    /// The location; null when unset.
    public let location: String?
    /// The public email address; null when hidden or unset.
    public let email: String?
    /// The notification email address, when GitHub includes it.
    public let notificationEmail: String?
    /// Whether the user is available for hire; null when unset and for organizations.
    public let hireable: Bool?
    /// The profile bio; null when unset.
    public let bio: String?
    /// The X/Twitter handle; null when unset.
    public let twitterUsername: String?
    /// The number of public repositories.
    public let publicRepos: Int
    /// The number of public gists.
    public let publicGists: Int
    /// The number of followers.
    public let followers: Int
    /// The number of accounts followed.
    public let following: Int
    /// When the account was created.
    public let createdAt: Date
    /// When the profile was last updated.
    public let updatedAt: Date
    /// The billing plan; only shown to the account itself.
    public let plan: Plan?
    /// The number of private gists; only shown to the account itself.
    public let privateGists: Int?
    /// The number of private repositories it can access; only shown to itself.
    public let totalPrivateRepos: Int?
    /// The number of private repositories it owns; only shown to itself.
    public let ownedPrivateRepos: Int?
    /// Disk usage in kilobytes; only shown to the account itself.
    public let diskUsage: Int?
    /// The number of collaborators on private repositories; only shown to itself.
    public let collaborators: Int?
    /// Whether two-factor authentication is on; only from `GET /user`.
    public let twoFactorAuthentication: Bool?
    /// Whether the account is on GitHub Business Plus; only from `GET /user`.
    public let businessPlus: Bool?
    /// The LDAP distinguished name on GitHub Enterprise Server; only from `GET /user`.
    public let ldapDn: String?

    /// Creates a value from its fields, as GitHub would send them.
    public init(
        login: String,
        id: Int,
        nodeId: String,
        avatarUrl: String,
        gravatarId: String? = nil,
        url: String,
        htmlUrl: String,
        followersUrl: String,
        followingUrl: String,
        gistsUrl: String,
        starredUrl: String,
        subscriptionsUrl: String,
        organizationsUrl: String,
        reposUrl: String,
        eventsUrl: String,
        receivedEventsUrl: String,
        type: String,
        siteAdmin: Bool,
        userViewType: String? = nil,
        name: String? = nil,
        company: String? = nil,
        blog: String? = nil,
        location: String? = nil,
        email: String? = nil,
        notificationEmail: String? = nil,
        hireable: Bool? = nil,
        bio: String? = nil,
        twitterUsername: String? = nil,
        publicRepos: Int,
        publicGists: Int,
        followers: Int,
        following: Int,
        createdAt: Date,
        updatedAt: Date,
        plan: Plan? = nil,
        privateGists: Int? = nil,
        totalPrivateRepos: Int? = nil,
        ownedPrivateRepos: Int? = nil,
        diskUsage: Int? = nil,
        collaborators: Int? = nil,
        twoFactorAuthentication: Bool? = nil,
        businessPlus: Bool? = nil,
        ldapDn: String? = nil
    ) {
        self.login = login
        self.id = id
        self.nodeId = nodeId
        self.avatarUrl = avatarUrl
        self.gravatarId = gravatarId
        self.url = url
        self.htmlUrl = htmlUrl
        self.followersUrl = followersUrl
        self.followingUrl = followingUrl
        self.gistsUrl = gistsUrl
        self.starredUrl = starredUrl
        self.subscriptionsUrl = subscriptionsUrl
        self.organizationsUrl = organizationsUrl
        self.reposUrl = reposUrl
        self.eventsUrl = eventsUrl
        self.receivedEventsUrl = receivedEventsUrl
        self.type = type
        self.siteAdmin = siteAdmin
        self.userViewType = userViewType
        self.name = name
        self.company = company
        self.blog = blog
        self.location = location
        self.email = email
        self.notificationEmail = notificationEmail
        self.hireable = hireable
        self.bio = bio
        self.twitterUsername = twitterUsername
        self.publicRepos = publicRepos
        self.publicGists = publicGists
        self.followers = followers
        self.following = following
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.plan = plan
        self.privateGists = privateGists
        self.totalPrivateRepos = totalPrivateRepos
        self.ownedPrivateRepos = ownedPrivateRepos
        self.diskUsage = diskUsage
        self.collaborators = collaborators
        self.twoFactorAuthentication = twoFactorAuthentication
        self.businessPlus = businessPlus
        self.ldapDn = ldapDn
    }

    /// Whether this account is an organization: `/users/{name}` answers for organizations too.
    public var isOrganization: Bool { type == "Organization" }
}
