import Foundation

/// The pull request routes below `/repos/{owner}/{name}/pulls`: `GithubRouter.pulls`.
public struct PullsRoutes: Sendable {
    /// `GET /repos/{owner}/{name}/pulls`: pull requests (the `pull-request-simple` shape).
    ///
    /// A convenience over the generated `list(owner:repo:state:head:base:…)`: one `PullRequestFilter` for the
    /// filters, checked before sending, 100 a page by default.
    public func list(
        owner: String, name: String, filter: PullRequestFilter = PullRequestFilter(), page: Int = 1,
        perPage: Int = Paging.maxPerPage
    ) -> Route<[PullRequest]> {
        Route(
            path: ["repos", owner, name, "pulls"],
            query: filter.query + Paging.query(page: page, perPage: perPage)
        ) {
            () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try filter.validate()
            try Paging.validate(page: page, perPage: perPage)
        }
    }

    /// `GET /repos/{owner}/{name}/pulls/{number}`: one pull request, with its merge state and size.
    ///
    /// A convenience over the generated `get(owner:repo:pullNumber:)`: the `name:` and `number:` labels of
    /// the other pull request routes.
    public func get(owner: String, name: String, number: Int) -> Route<PullRequest> {
        Route(path: ["repos", owner, name, "pulls", String(number)]) { () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try RepositoryPath.validateNumber(number, "a pull request number")
        }
    }

    /// `GET /repos/{owner}/{name}/pulls/{number}/files`: the files it changes (at most 3,000).
    ///
    /// A convenience over the generated `listFiles(owner:repo:pullNumber:perPage:page:)`: 100 a page by
    /// default.
    public func files(
        owner: String, name: String, number: Int, page: Int = 1, perPage: Int = Paging.maxPerPage
    )
        -> Route<[DiffEntry]>
    {
        list(owner, name, number, "files", page: page, perPage: perPage)
    }

    /// `GET /repos/{owner}/{name}/pulls/{number}/commits`: its commits, oldest first (at most 250).
    ///
    /// A convenience over the generated `listCommits(owner:repo:pullNumber:perPage:page:)`: 100 a page by
    /// default.
    public func commits(
        owner: String, name: String, number: Int, page: Int = 1, perPage: Int = Paging.maxPerPage
    ) -> Route<[Commit]> {
        list(owner, name, number, "commits", page: page, perPage: perPage)
    }

    /// `GET /repos/{owner}/{name}/pulls/{number}/reviews`: its reviews, oldest first.
    ///
    /// A convenience over the generated `listReviews(owner:repo:pullNumber:perPage:page:)`: 100 a page by
    /// default.
    public func reviews(
        owner: String, name: String, number: Int, page: Int = 1, perPage: Int = Paging.maxPerPage
    ) -> Route<[PullRequestReview]> {
        list(owner, name, number, "reviews", page: page, perPage: perPage)
    }

    /// `GET /repos/{owner}/{name}/pulls/{number}/comments`: the comments on its diff.
    ///
    /// A convenience over the generated `listReviewComments(owner:repo:pullNumber:sort:…)`: 100 a page by
    /// default.
    public func reviewComments(
        owner: String, name: String, number: Int, page: Int = 1, perPage: Int = Paging.maxPerPage
    ) -> Route<[PullRequestReviewComment]> {
        list(owner, name, number, "comments", page: page, perPage: perPage)
    }

    /// `GET /repos/{owner}/{name}/pulls/{number}/merge`: `204` when merged, `404` when not; send it
    /// with `client.check(_:)` (or `GitHub.isMerged(owner:name:number:)`) for a `Bool`.
    ///
    /// A convenience over the generated `checkIfMerged(owner:repo:pullNumber:)`: a name that reads as the
    /// question `client.check(_:)` answers.
    public func isMerged(owner: String, name: String, number: Int) -> Route<NoContent> {
        Route(path: ["repos", owner, name, "pulls", String(number), "merge"]) { () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try RepositoryPath.validateNumber(number, "a pull request number")
        }
    }

    private func list<Item>(
        _ owner: String, _ name: String, _ number: Int, _ list: String, page: Int, perPage: Int
    ) -> Route<[Item]> {
        Route(
            path: ["repos", owner, name, "pulls", String(number), list],
            query: Paging.query(page: page, perPage: perPage)
        ) { () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try RepositoryPath.validateNumber(number, "a pull request number")
            try Paging.validate(page: page, perPage: perPage)
        }
    }
}
