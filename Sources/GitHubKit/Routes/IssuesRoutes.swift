import Foundation

/// The issue routes: `/repos/{owner}/{name}/issues/…`, labels, and the authenticated user's and
/// organizations' issue lists: `GithubRouter.issues`.
///
/// GitHub's issue lists include pull requests (`Issue.isPullRequest`). The writes (`create`,
/// `update`, the comment writes) need a token that may write to the repository.
public struct IssuesRoutes: Sendable {
    /// `GET /repos/{owner}/{name}/issues`: the repository's issues and pull requests, filtered and
    /// ordered as `filter` says.
    ///
    /// A convenience over the generated `listForRepo(owner:repo:milestone:state:…)`: one `IssueFilter` for
    /// the filters, checked before sending, 100 a page by default.
    public func list(
        owner: String, name: String, filter: IssueFilter = IssueFilter(), page: Int = 1,
        perPage: Int = Paging.maxPerPage
    ) -> Route<[Issue]> {
        Route(
            path: ["repos", owner, name, "issues"],
            query: filter.query + Paging.query(page: page, perPage: perPage)
        ) {
            () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try filter.validate()
            try Paging.validate(page: page, perPage: perPage)
        }
    }

    /// `GET /issues`: issues concerning the authenticated user across every repository they can
    /// see, including their organizations'.
    ///
    /// A convenience over the generated `list(filter:state:labels:sort:…)`: an `IssueScope` and one
    /// `IssueFilter`, checked before sending, 100 a page by default.
    public func forAuthenticatedUser(
        scope: IssueScope? = nil, filter: IssueFilter = IssueFilter(), page: Int = 1,
        perPage: Int = Paging.maxPerPage
    ) -> Route<[Issue]> {
        scoped(["issues"], scope: scope, filter: filter, page: page, perPage: perPage)
    }

    /// `GET /user/issues`: issues concerning the authenticated user in repositories they own or
    /// are a member of.
    ///
    /// A convenience over the generated `listForAuthenticatedUser(filter:state:labels:…)`: an `IssueScope`
    /// and one `IssueFilter`, checked before sending, 100 a page by default.
    public func ofAuthenticatedUser(
        scope: IssueScope? = nil, filter: IssueFilter = IssueFilter(), page: Int = 1,
        perPage: Int = Paging.maxPerPage
    ) -> Route<[Issue]> {
        scoped(["user", "issues"], scope: scope, filter: filter, page: page, perPage: perPage)
    }

    /// `GET /orgs/{org}/issues`: issues concerning the authenticated user in the organization's
    /// repositories.
    ///
    /// A convenience over the generated `listForOrg(org:filter:state:labels:…)`: an `IssueScope` and one
    /// `IssueFilter`, checked before sending, 100 a page by default.
    public func forOrganization(
        _ org: String, scope: IssueScope? = nil, filter: IssueFilter = IssueFilter(), page: Int = 1,
        perPage: Int = Paging.maxPerPage
    ) -> Route<[Issue]> {
        scoped(
            ["orgs", org, "issues"], scope: scope, filter: filter, page: page, perPage: perPage, login: org)
    }

    /// `GET /repos/{owner}/{name}/issues/{number}`: one issue or pull request.
    ///
    /// A convenience over the generated `get(owner:repo:issueNumber:)`: the `name:` and `number:` labels of
    /// the other issue routes.
    public func get(owner: String, name: String, number: Int) -> Route<Issue> {
        issue(owner, name, number, [])
    }

    /// `GET /repos/{owner}/{name}/issues/{number}/comments`: the conversation, oldest first.
    ///
    /// A convenience over the generated `listComments(owner:repo:issueNumber:since:perPage:page:)`: 100 a
    /// page by default.
    public func comments(
        owner: String, name: String, number: Int, since: Date? = nil, page: Int = 1,
        perPage: Int = Paging.maxPerPage
    ) -> Route<[IssueComment]> {
        issueList(
            owner, name, number, "comments", page: page, perPage: perPage,
            before: QueryItems.timestamp("since", since))
    }

    /// `GET /repos/{owner}/{name}/issues/comments/{id}`: one comment.
    ///
    /// A convenience over the generated `getComment(owner:repo:commentId:)`: the `name:` and `id:` labels of
    /// the other issue routes.
    public func comment(owner: String, name: String, id: Int) -> Route<IssueComment> {
        Route(path: ["repos", owner, name, "issues", "comments", String(id)]) { () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try RepositoryPath.validateID(id)
        }
    }

    /// `GET /repos/{owner}/{name}/labels`: every label of the repository.
    ///
    /// A convenience over the generated `listLabelsForRepo(owner:repo:perPage:page:)`: 100 a page by default.
    public func labels(owner: String, name: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[Label]>
    {
        Route(path: ["repos", owner, name, "labels"], query: Paging.query(page: page, perPage: perPage)) {
            () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try Paging.validate(page: page, perPage: perPage)
        }
    }

    /// `GET /repos/{owner}/{name}/issues/{number}/labels`: the labels on one issue.
    ///
    /// A convenience over the generated `listLabelsOnIssue(owner:repo:issueNumber:perPage:page:)`: 100 a page
    /// by default.
    public func labels(
        owner: String, name: String, number: Int, page: Int = 1, perPage: Int = Paging.maxPerPage
    ) -> Route<[Label]> {
        issueList(owner, name, number, "labels", page: page, perPage: perPage)
    }

    /// `GET /repos/{owner}/{name}/issues/{number}/reactions`: who reacted how, optionally only
    /// with `content`.
    ///
    /// A convenience over the generated `listForIssue(owner:repo:issueNumber:content:perPage:page:)` of
    /// `GithubRouter.reactions`: a place next to the issue's other lists, 100 a page by default.
    public func reactions(
        owner: String, name: String, number: Int, content: ReactionContent? = nil, page: Int = 1,
        perPage: Int = Paging.maxPerPage
    ) -> Route<[Reaction]> {
        issueList(
            owner, name, number, "reactions", page: page, perPage: perPage,
            before: QueryItems.item("content", content?.description))
    }

    /// `POST /repos/{owner}/{name}/issues`: opens an issue.
    ///
    /// A convenience over the generated `create(owner:repo:body:)`: a `NewIssue`, refused before sending
    /// without a title or with a milestone below 1.
    public func create(owner: String, name: String, _ issue: NewIssue) -> Route<Issue> {
        Route(.post, path: ["repos", owner, name, "issues"], json: issue) {
            () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            guard !issue.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw .invalidInput("an issue needs a title")
            }
            if let milestone = issue.milestone {
                try RepositoryPath.validateNumber(milestone, "a milestone number")
            }
        }
    }

    /// `PATCH /repos/{owner}/{name}/issues/{number}`: changes the fields `update` sets (close an
    /// issue with `state: .closed`, `stateReason: .completed`).
    ///
    /// A convenience over the generated `update(owner:repo:issueNumber:body:)`: an `IssueUpdate`, refused
    /// before sending with a blank title.
    public func update(owner: String, name: String, number: Int, _ update: IssueUpdate) -> Route<Issue> {
        Route(.patch, path: ["repos", owner, name, "issues", String(number)], json: update) {
            () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try RepositoryPath.validateNumber(number)
            if let title = update.title, title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw .invalidInput("an issue's title cannot be blank")
            }
        }
    }

    /// `POST /repos/{owner}/{name}/issues/{number}/comments`: adds a comment.
    ///
    /// A convenience over the generated `createComment(owner:repo:issueNumber:body:)`: the body as a
    /// `String`, refused before sending when blank.
    public func createComment(owner: String, name: String, number: Int, body: String) -> Route<IssueComment> {
        Route(
            .post, path: ["repos", owner, name, "issues", String(number), "comments"],
            json: IssueCommentBody(body: body)
        ) { () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try RepositoryPath.validateNumber(number)
            try Self.validateCommentBody(body)
        }
    }

    /// `PATCH /repos/{owner}/{name}/issues/comments/{id}`: replaces a comment's body.
    ///
    /// A convenience over the generated `updateComment(owner:repo:commentId:body:)`: the body as a `String`,
    /// refused before sending when blank.
    public func updateComment(owner: String, name: String, id: Int, body: String) -> Route<IssueComment> {
        Route(
            .patch, path: ["repos", owner, name, "issues", "comments", String(id)],
            json: IssueCommentBody(body: body)
        ) { () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try RepositoryPath.validateID(id)
            try Self.validateCommentBody(body)
        }
    }

    /// `DELETE /repos/{owner}/{name}/issues/comments/{id}`: deletes a comment (`204 No Content`).
    ///
    /// A convenience over the generated `deleteComment(owner:repo:commentId:)`: the `name:` and `id:` labels
    /// of the other issue routes.
    public func deleteComment(owner: String, name: String, id: Int) -> Route<NoContent> {
        Route(.delete, path: ["repos", owner, name, "issues", "comments", String(id)]) {
            () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try RepositoryPath.validateID(id)
        }
    }

    private static func validateCommentBody(_ body: String) throws(GitHubError) {
        guard !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .invalidInput("a comment cannot be blank")
        }
    }

    /// `GET /repos/{owner}/{name}/issues/{number}/…`.
    private func issue<Response>(_ owner: String, _ name: String, _ number: Int, _ rest: [String])
        -> Route<Response>
    {
        Route(path: ["repos", owner, name, "issues", String(number)] + rest) { () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try RepositoryPath.validateNumber(number)
        }
    }

    /// A list below one issue, with `before` ahead of the paging parameters.
    private func issueList<Item>(
        _ owner: String, _ name: String, _ number: Int, _ list: String, page: Int, perPage: Int,
        before: [URLQueryItem] = []
    ) -> Route<[Item]> {
        Route(
            path: ["repos", owner, name, "issues", String(number), list],
            query: before + Paging.query(page: page, perPage: perPage)
        ) { () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try RepositoryPath.validateNumber(number)
            try Paging.validate(page: page, perPage: perPage)
        }
    }

    /// `GET {path}` with GitHub's `filter` (the scope) ahead of the other parameters.
    private func scoped(
        _ path: [String], scope: IssueScope?, filter: IssueFilter, page: Int, perPage: Int,
        login: String? = nil
    ) -> Route<[Issue]> {
        Route(
            path: path,
            query: QueryItems.item("filter", scope?.rawValue) + filter.query
                + Paging.query(page: page, perPage: perPage)
        ) {
            () throws(GitHubError) in
            if let login { try GitHubNames.validateLogin(login) }
            guard filter.assignee == nil, filter.creator == nil, filter.mentioned == nil else {
                throw .invalidInput("assignee, creator and mentioned filter a repository's issues only")
            }
            try filter.validate()
            try Paging.validate(page: page, perPage: perPage)
        }
    }
}
