import Foundation

/// The routes below `/gists` and `/users/{login}/gists`: `GithubRouter.gists`.
public struct GistsRoutes: Sendable {
    /// `GET /gists/{id}`: one gist with its files' contents.
    ///
    /// A convenience over the generated `get(gistId:)`: the ID checked to be a gist's (letters and digits)
    /// before sending.
    public func get(_ id: String) -> Route<Gist> {
        Route(path: ["gists", id]) { () throws(GitHubError) in try PathValue.validateGistID(id) }
    }

    /// `GET /gists`: the authenticated user's gists, secret ones included, newest first.
    ///
    /// A convenience over the generated `list(since:perPage:page:)`: a name that says whose gists, 100 a page
    /// by default.
    ///
    /// - Parameter since: only gists updated after this instant.
    public func mine(since: Date? = nil, page: Int = 1, perPage: Int = Paging.maxPerPage) -> Route<[Gist]> {
        list(["gists"], since: since, page: page, perPage: perPage) {}
    }

    /// `POST /gists`: creates a gist (the token needs the `gist` scope).
    ///
    /// A convenience over the generated `create(body:)`: a `NewGist`, refused before sending without a file
    /// or with an empty one.
    public func create(_ gist: NewGist) -> Route<Gist> {
        Route(.post, path: ["gists"], json: gist) { () throws(GitHubError) in try gist.validate() }
    }

    /// `GET /users/{login}/gists`: a user's public gists, newest first.
    ///
    /// A convenience over the generated `listForUser(username:since:perPage:page:)`: 100 a page by default.
    ///
    /// - Parameter since: only gists updated after this instant.
    public func forUser(_ login: String, since: Date? = nil, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[Gist]>
    {
        list(["users", login, "gists"], since: since, page: page, perPage: perPage) {
            () throws(GitHubError) in
            try GitHubNames.validateLogin(login)
        }
    }

    /// `GET /gists/public`: everyone's public gists, newest first (GitHub pages at most 3,000).
    ///
    /// A convenience over the generated `listPublic(since:perPage:page:)`: 100 a page by default.
    ///
    /// - Parameter since: only gists updated after this instant.
    public func publicGists(since: Date? = nil, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[Gist]>
    {
        list(["gists", "public"], since: since, page: page, perPage: perPage) {}
    }

    private func list(
        _ path: [String], since: Date?, page: Int, perPage: Int,
        validate: @escaping @Sendable () throws(GitHubError) -> Void
    ) -> Route<[Gist]> {
        Route(
            path: path,
            query: QueryItems.timestamp("since", since) + Paging.query(page: page, perPage: perPage)
        ) {
            () throws(GitHubError) in
            try validate()
            try Paging.validate(page: page, perPage: perPage)
        }
    }
}
