import Foundation

/// The routes below `/users` and `/user`: `GithubRouter.users`.
public struct UsersRoutes: Sendable {
    /// `GET /users/{login}`: a user or an organization.
    public func get(_ login: String) -> Route<User> {
        Route(path: ["users", login]) { () throws(GitHubError) in try GitHubNames.validateLogin(login) }
    }

    /// `GET /user`: the user the token belongs to.
    public var authenticated: Route<User> { Route(path: ["user"]) }

    /// `GET /users/{login}/repos`: public repositories, sorted as asked.
    public func repos(
        _ login: String, sort: RepositorySort? = nil, page: Int = 1, perPage: Int = Paging.maxPerPage
    ) -> Route<[Repository]> {
        let sortItems = sort.map { [URLQueryItem(name: "sort", value: $0.rawValue)] } ?? []
        return list(login, "repos", page: page, perPage: perPage, before: sortItems)
    }

    /// `GET /users/{login}/followers`.
    public func followers(_ login: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[SimpleUser]>
    {
        list(login, "followers", page: page, perPage: perPage)
    }

    /// `GET /users/{login}/following`.
    public func following(_ login: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[SimpleUser]>
    {
        list(login, "following", page: page, perPage: perPage)
    }

    /// `GET /users/{login}/starred`: the repositories `login` has starred.
    public func starred(_ login: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[Repository]>
    {
        list(login, "starred", page: page, perPage: perPage)
    }

    /// `GET /users/{login}/orgs`: the organizations `login` is a public member of.
    public func orgs(_ login: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[OrganizationSimple]>
    {
        list(login, "orgs", page: page, perPage: perPage)
    }

    /// `GET /user/orgs`: the organizations the token's user belongs to (`read:org` shows private
    /// memberships too).
    public func authenticatedOrgs(page: Int = 1, perPage: Int = Paging.maxPerPage) -> Route<
        [OrganizationSimple]
    > {
        Route(path: ["user", "orgs"], query: Paging.query(page: page, perPage: perPage)) {
            () throws(GitHubError) in
            try Paging.validate(page: page, perPage: perPage)
        }
    }

    /// `PUT /user/following/{login}`: follow `login` (scope `user:follow` or `user`); `204`.
    public func follow(_ login: String) -> Route<NoContent> {
        following(.put, login)
    }

    /// `DELETE /user/following/{login}`: stop following `login` (scope `user:follow` or `user`); `204`.
    public func unfollow(_ login: String) -> Route<NoContent> {
        following(.delete, login)
    }

    /// `GET /user/following/{login}`: whether the token's user follows `login`; send it with
    /// `client.check(_:)` (`204` yes, `404` no).
    public func isFollowing(_ login: String) -> Route<NoContent> {
        following(.get, login)
    }

    /// `GET /users/{login}/following/{target}`: whether `login` follows `target`; send it with
    /// `client.check(_:)` (`204` yes, `404` no).
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
