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
