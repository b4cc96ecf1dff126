import Foundation

/// An account as GitHub embeds it in lists and other objects (`simple-user`).
public struct SimpleUser: Codable, Equatable, Hashable, Sendable {
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
    /// The display name, when GitHub includes it.
    public let name: String?
    /// The public email address, when GitHub includes it.
    public let email: String?
    /// When the repository was starred; only in `star+json` stargazer lists.
    public let starredAt: Date?
    /// The search relevance score; only in search results.
    public let score: Double?

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
        email: String? = nil,
        starredAt: Date? = nil,
        score: Double? = nil
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
        self.email = email
        self.starredAt = starredAt
        self.score = score
    }
}
