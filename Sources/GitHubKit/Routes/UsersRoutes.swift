import Foundation

/// The routes below `/users` and `/user`: `GithubRouter.users`.
public struct UsersRoutes: Sendable {
    /// `GET /users/{login}`: a user or an organization.
    ///
    /// A convenience over the generated `getByUsername(username:)`: a short name, the login unlabelled.
    public func get(_ login: String) -> Route<User> {
        Route(path: ["users", login]) { () throws(GitHubError) in try GitHubNames.validateLogin(login) }
    }

    /// `GET /user`: the user the token belongs to.
    ///
    /// A convenience over the generated `getAuthenticated()`: a property.
    public var authenticated: Route<User> { Route(path: ["user"]) }

    /// `GET /users/{login}/repos`: public repositories, sorted as asked.
    ///
    /// A convenience over the generated `listForUser(username:type:sort:direction:perPage:page:)` of
    /// `GithubRouter.repos`: a place next to the user's other lists, the shared `RepositorySort`, 100 a page
    /// by default.
    public func repos(
        _ login: String, sort: RepositorySort? = nil, page: Int = 1, perPage: Int = Paging.maxPerPage
    ) -> Route<[Repository]> {
        let sortItems = sort.map { [URLQueryItem(name: "sort", value: $0.rawValue)] } ?? []
        return list(login, "repos", page: page, perPage: perPage, before: sortItems)
    }

    /// `GET /users/{login}/followers`.
    ///
    /// A convenience over the generated `listFollowersForUser(username:perPage:page:)`: a short name, 100 a
    /// page by default.
    public func followers(_ login: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[SimpleUser]>
    {
        list(login, "followers", page: page, perPage: perPage)
    }

    /// `GET /users/{login}/following`.
    ///
    /// A convenience over the generated `listFollowingForUser(username:perPage:page:)`: a short name, 100 a
    /// page by default.
    public func following(_ login: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[SimpleUser]>
    {
        list(login, "following", page: page, perPage: perPage)
    }

    /// `GET /users/{login}/starred`: the repositories `login` has starred.
    ///
    /// A convenience over the generated `listReposStarredByUser(username:sort:direction:perPage:page:)` of
    /// `GithubRouter.activity`: a place next to the user's other lists, 100 a page by default.
    public func starred(_ login: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[Repository]>
    {
        list(login, "starred", page: page, perPage: perPage)
    }

    /// `GET /users/{login}/orgs`: the organizations `login` is a public member of.
    ///
    /// A convenience over the generated `listForUser(username:perPage:page:)` of `GithubRouter.orgs`: a place
    /// next to the user's other lists, 100 a page by default.
    public func orgs(_ login: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[OrganizationSimple]>
    {
        list(login, "orgs", page: page, perPage: perPage)
    }

    /// `GET /user/orgs`: the organizations the token's user belongs to (`read:org` shows private
    /// memberships too).
    ///
    /// A convenience over the generated `listForAuthenticatedUser(perPage:page:)` of `GithubRouter.orgs`: a
    /// place next to the user's other lists, 100 a page by default.
    public func authenticatedOrgs(page: Int = 1, perPage: Int = Paging.maxPerPage) -> Route<
        [OrganizationSimple]
    > {
        Route(path: ["user", "orgs"], query: Paging.query(page: page, perPage: perPage)) {
            () throws(GitHubError) in
            try Paging.validate(page: page, perPage: perPage)
        }
    }

    /// `PUT /user/following/{login}`: follow `login` (scope `user:follow` or `user`); `204`.
    ///
    /// A convenience over the generated `follow(username:)`: the login unlabelled.
    public func follow(_ login: String) -> Route<NoContent> {
        following(.put, login)
    }

    /// `DELETE /user/following/{login}`: stop following `login` (scope `user:follow` or `user`); `204`.
    ///
    /// A convenience over the generated `unfollow(username:)`: the login unlabelled.
    public func unfollow(_ login: String) -> Route<NoContent> {
        following(.delete, login)
    }

    /// `GET /user/following/{login}`: whether the token's user follows `login`; send it with
    /// `client.check(_:)` (`204` yes, `404` no).
    ///
    /// A convenience over the generated `checkPersonIsFollowedByAuthenticated(username:)`: a name that reads
    /// as the question `client.check(_:)` answers.
    public func isFollowing(_ login: String) -> Route<NoContent> {
        following(.get, login)
    }

    /// `GET /users/{login}/following/{target}`: whether `login` follows `target`; send it with
    /// `client.check(_:)` (`204` yes, `404` no).
    ///
    /// A convenience over the generated `checkFollowingForUser(username:targetUser:)`: `target` checked as a
    /// login before sending.
    public func follows(_ login: String, _ target: String) -> Route<NoContent> {
        Route(path: ["users", login, "following", target]) { () throws(GitHubError) in
            try GitHubNames.validateLogin(login)
            try GitHubNames.validateLogin(target)
        }
    }

    /// `METHOD /user/following/{login}`.
    private func following(_ method: HTTPMethod, _ login: String) -> Route<NoContent> {
        Route(method, path: ["user", "following", login]) { () throws(GitHubError) in
            try GitHubNames.validateLogin(login)
        }
    }

    /// `GET /users/{login}/{list}` with `before` (such as `sort`) ahead of the paging parameters.
    private func list<Item>(
        _ login: String, _ list: String, page: Int, perPage: Int, before: [URLQueryItem] = []
    ) -> Route<[Item]> {
        Route(path: ["users", login, list], query: before + Paging.query(page: page, perPage: perPage)) {
            () throws(GitHubError) in
            try GitHubNames.validateLogin(login)
            try Paging.validate(page: page, perPage: perPage)
        }
    }
}
