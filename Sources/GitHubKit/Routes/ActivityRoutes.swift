import Foundation

/// Activity: stars, watching, events and notifications below `/repos`, `/users`, `/user` and
/// `/notifications`, and the Atom feeds on the web host: `GithubRouter.activity`.
///
/// Writes answer `204` (`Route<NoContent>`); the "have I" checks go through `client.check(_:)`.
public struct ActivityRoutes: Sendable {
    /// The media type GitHub's web host serves activity feeds as.
    public static let atomMediaType = "application/atom+xml"
    /// The media type that adds `starred_at` to star lists.
    public static let starMediaType = "application/vnd.github.star+json"

    /// `GET {web}/{login}.atom`: the account's public activity; parse it with `FeedParser`.
    public func feed(_ login: String) -> Route<Feed> {
        Route(host: .web, path: ["\(login).atom"], headers: ["Accept": Self.atomMediaType]) {
            () throws(GitHubError) in try GitHubNames.validateLogin(login)
        }
    }

    // MARK: - Starring

    /// `GET /repos/{owner}/{repo}/stargazers`: who starred the repository, oldest first.
    ///
    /// A convenience over the generated `listStargazersForRepo(owner:repo:perPage:page:)`: 100 a page by
    /// default.
    public func stargazers(owner: String, repo: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[SimpleUser]>
    {
        repoList(owner, repo, "stargazers", page: page, perPage: perPage)
    }

    /// `GET /repos/{owner}/{repo}/stargazers` as `star+json`: who starred it, and when.
    ///
    /// A convenience over the generated `listStargazersForRepo(owner:repo:perPage:page:media:)`: `star+json`
    /// asked for, 100 a page by default.
    public func stargazersWithDates(
        owner: String, repo: String, page: Int = 1, perPage: Int = Paging.maxPerPage
    ) -> Route<[Stargazer]> {
        repoList(owner, repo, "stargazers", page: page, perPage: perPage, accept: Self.starMediaType)
    }

    /// `GET /users/{login}/starred` as `star+json`: what `login` starred, and when.
    ///
    /// A convenience over the generated
    /// `listReposStarredByUser(username:sort:direction:perPage:page:media:)`: `star+json` asked for, 100 a
    /// page by default.
    public func starredWithDates(by login: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[StarredRepository]>
    {
        var route: Route<[StarredRepository]> = list(
            ["users", login, "starred"], page: page, perPage: perPage
        ) {
            () throws(GitHubError) in try GitHubNames.validateLogin(login)
        }
        route.headers["Accept"] = Self.starMediaType
        return route
    }

    /// `GET /user/starred`: what the token's user starred, latest first.
    ///
    /// A convenience over the generated `listReposStarredByAuthenticatedUser(sort:direction:perPage:page:)`:
    /// 100 a page by default.
    public func authenticatedStarred(page: Int = 1, perPage: Int = Paging.maxPerPage) -> Route<[Repository]> {
        list(["user", "starred"], page: page, perPage: perPage)
    }

    /// `GET /user/starred` as `star+json`: what the token's user starred, and when.
    ///
    /// A convenience over the generated
    /// `listReposStarredByAuthenticatedUser(sort:direction:perPage:page:media:)`: `star+json` asked for, 100
    /// a page by default.
    public func authenticatedStarredWithDates(page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[StarredRepository]>
    {
        var route: Route<[StarredRepository]> = list(["user", "starred"], page: page, perPage: perPage)
        route.headers["Accept"] = Self.starMediaType
        return route
    }

    /// `PUT /user/starred/{owner}/{repo}`: star a repository (scope `public_repo` or `repo`); `204`.
    ///
    /// A convenience over the generated `starRepoForAuthenticatedUser(owner:repo:)`: a short name, paired
    /// with `unstar` and `isStarred`.
    public func star(owner: String, repo: String) -> Route<NoContent> {
        starred(.put, owner, repo)
    }

    /// `DELETE /user/starred/{owner}/{repo}`: unstar a repository (scope `public_repo` or `repo`); `204`.
    ///
    /// A convenience over the generated `unstarRepoForAuthenticatedUser(owner:repo:)`: a short name, paired
    /// with `star` and `isStarred`.
    public func unstar(owner: String, repo: String) -> Route<NoContent> {
        starred(.delete, owner, repo)
    }

    /// `GET /user/starred/{owner}/{repo}`: whether the token's user starred it; send it with
    /// `client.check(_:)` (`204` yes, `404` no).
    ///
    /// A convenience over the generated `checkRepoIsStarredByAuthenticatedUser(owner:repo:)`: a name that
    /// reads as the question `client.check(_:)` answers.
    public func isStarred(owner: String, repo: String) -> Route<NoContent> {
        starred(.get, owner, repo)
    }

    // MARK: - Watching

    /// `GET /repos/{owner}/{repo}/subscribers`: who watches the repository.
    ///
    /// A convenience over the generated `listWatchersForRepo(owner:repo:perPage:page:)`: a short name, 100 a
    /// page by default.
    public func watchers(owner: String, repo: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[SimpleUser]>
    {
        repoList(owner, repo, "subscribers", page: page, perPage: perPage)
    }

    /// `GET /users/{login}/subscriptions`: the repositories `login` watches.
    ///
    /// A convenience over the generated `listReposWatchedByUser(username:perPage:page:)`: a short name, 100 a
    /// page by default.
    public func subscriptions(of login: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[Repository]>
    {
        userList(login, ["subscriptions"], page: page, perPage: perPage)
    }

    // MARK: - Events

    /// `GET /users/{login}/events/public`: `login`'s public events, latest first.
    ///
    /// A convenience over the generated `listPublicEventsForUser(username:perPage:page:)`: `page` and
    /// `per_page` always sent (30 a page, GitHub's own default).
    public func publicEvents(of login: String, page: Int = 1, perPage: Int = 30) -> Route<[Event]> {
        userList(login, ["events", "public"], page: page, perPage: perPage)
    }

    /// `GET /users/{login}/received_events`: events of the people and repositories `login` watches.
    ///
    /// A convenience over the generated `listReceivedEventsForUser(username:perPage:page:)`: `page` and
    /// `per_page` always sent (30 a page, GitHub's own default).
    public func receivedEvents(of login: String, page: Int = 1, perPage: Int = 30) -> Route<[Event]> {
        userList(login, ["received_events"], page: page, perPage: perPage)
    }

    /// `GET /repos/{owner}/{repo}/events`: a repository's events, latest first.
    ///
    /// A convenience over the generated `listRepoEvents(owner:repo:perPage:page:)`: `page` and `per_page`
    /// always sent (30 a page, GitHub's own default).
    public func repoEvents(owner: String, repo: String, page: Int = 1, perPage: Int = 30) -> Route<[Event]> {
        repoList(owner, repo, "events", page: page, perPage: perPage)
    }

    // MARK: - Notifications

    /// `GET /notifications`: the token's user's unread notifications (with `all`, read ones too;
    /// with `participating`, only those they take part in).
    ///
    /// A convenience over the generated `listNotificationsForAuthenticatedUser(all:participating:since:…)`:
    /// `all` and `participating` as flags sent only when set, 50 a page (GitHub's most) by default.
    public func notifications(
        all: Bool = false, participating: Bool = false, page: Int = 1, perPage: Int = 50
    ) -> Route<[NotificationThread]> {
        var route: Route<[NotificationThread]> = list(["notifications"], page: page, perPage: perPage)
        route.queryItems.insert(contentsOf: flags(all: all, participating: participating), at: 0)
        return route
    }

    /// `PUT /notifications`: marks every notification read, up to `lastReadAt` (now when nil);
    /// scope `notifications` or `repo`. GitHub answers `205`, or `202` when it finishes later.
    ///
    /// A convenience over the generated `markNotificationsAsRead(body:)`: a `Date` instead of a body, and a
    /// `NoContent` answer.
    public func markNotificationsRead(lastReadAt: Date? = nil) -> Route<NoContent> {
        let stamp = lastReadAt.map { ISO8601DateFormatter().string(from: $0) }
        return Route(.put, path: ["notifications"], json: ["last_read_at": stamp].compactMapValues { $0 })
    }

    /// `PATCH /notifications/threads/{id}`: marks one thread read; scope `notifications` or `repo`.
    ///
    /// A convenience over the generated `markThreadAsRead(threadId:)`: the thread's ID as
    /// `NotificationThread.id` spells it, checked to be digits.
    public func markThreadRead(_ id: String) -> Route<NoContent> {
        Route(.patch, path: ["notifications", "threads", id]) { () throws(GitHubError) in
            guard !id.isEmpty, id.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
            else {
                throw .invalidInput("a notification thread ID is digits, not \(GitHubNames.quoted(id))")
            }
        }
    }

    // MARK: - Helpers

    private func flags(all: Bool, participating: Bool) -> [URLQueryItem] {
        (all ? [URLQueryItem(name: "all", value: "true")] : [])
            + (participating ? [URLQueryItem(name: "participating", value: "true")] : [])
    }

    /// `METHOD /user/starred/{owner}/{repo}`.
    private func starred(_ method: HTTPMethod, _ owner: String, _ repo: String) -> Route<NoContent> {
        Route(method, path: ["user", "starred", owner, repo]) { () throws(GitHubError) in
            try GitHubNames.validateLogin(owner)
            try GitHubNames.validateRepositoryName(repo)
        }
    }

    /// `GET /repos/{owner}/{repo}/{kind}`, paged.
    private func repoList<Item>(
        _ owner: String, _ repo: String, _ kind: String, page: Int, perPage: Int, accept: String? = nil
    ) -> Route<[Item]> {
        var route: Route<[Item]> = list(["repos", owner, repo, kind], page: page, perPage: perPage) {
            () throws(GitHubError) in
            try GitHubNames.validateLogin(owner)
            try GitHubNames.validateRepositoryName(repo)
        }
        if let accept { route.headers["Accept"] = accept }
        return route
    }

    /// `GET /users/{login}/{rest…}`, paged.
    private func userList<Item>(_ login: String, _ rest: [String], page: Int, perPage: Int) -> Route<[Item]> {
        list(["users", login] + rest, page: page, perPage: perPage) { () throws(GitHubError) in
            try GitHubNames.validateLogin(login)
        }
    }

    /// `GET path`, paged, after `check`.
    private func list<Item>(
        _ path: [String], page: Int, perPage: Int, check: (@Sendable () throws(GitHubError) -> Void)? = nil
    ) -> Route<[Item]> {
        Route(path: path, query: Paging.query(page: page, perPage: perPage)) { () throws(GitHubError) in
            try check?()
            try Paging.validate(page: page, perPage: perPage)
        }
    }
}
