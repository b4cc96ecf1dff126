import Foundation

/// The routes below `/search`: `GithubRouter.search`.
///
/// Every query uses GitHub's search syntax (1–256 characters, e.g. `language:swift stars:>100`),
/// answers a page of `SearchResults` (walk them with `github.pages(of:)`), reaches at most the
/// first 1,000 matches, and counts against search's own rate limit (30 requests a minute with a
/// token, 10 without), not the hourly one.
public struct SearchRoutes: Sendable {
    /// `GET /search/users?q=…`: users and organizations matching `query` (`type:user`, `type:org`, ...).
    ///
    /// A convenience over the generated `users(q:sort:order:perPage:page:)`: the query's 1–256 characters and
    /// search's 1,000-result reach checked before sending, 100 a page by default.
    public func users(
        _ query: String, sort: SearchSort? = nil, order: SortDirection? = nil, page: Int = 1,
        perPage: Int = Paging.maxPerPage
    ) -> Route<SearchResults<SimpleUser>> {
        search("users", query, sort: sort, order: order, page: page, perPage: perPage)
    }

    /// `GET /search/repositories?q=…`: repositories matching `query` (`language:`, `stars:>N`,
    /// `user:`, `org:`, `in:name`, `topic:`, ...).
    ///
    /// A convenience over the generated `repos(q:sort:order:perPage:page:)`: the query's 1–256 characters and
    /// search's 1,000-result reach checked before sending, 100 a page by default.
    public func repositories(
        _ query: String, sort: SearchSort? = nil, order: SortDirection? = nil, page: Int = 1,
        perPage: Int = Paging.maxPerPage
    ) -> Route<SearchResults<Repository>> {
        search("repositories", query, sort: sort, order: order, page: page, perPage: perPage)
    }

    /// `GET /search/issues?q=…`: issues and pull requests matching `query` (`repo:`, `is:open`,
    /// `is:pr`, `in:title`, `author:`, `label:`, ...).
    ///
    /// A convenience over the generated `issuesAndPullRequests(q:sort:order:…)`: the query's 1–256 characters
    /// and search's 1,000-result reach checked before sending, 100 a page by default.
    public func issues(
        _ query: String, sort: SearchSort? = nil, order: SortDirection? = nil, page: Int = 1,
        perPage: Int = Paging.maxPerPage
    ) -> Route<SearchResults<Issue>> {
        search("issues", query, sort: sort, order: order, page: page, perPage: perPage)
    }

    /// `GET /search/code?q=…`: files matching `query` (`repo:`, `language:`, `path:`, ...).
    ///
    /// A convenience over the generated `code(q:sort:order:perPage:page:)`: the query's 1–256 characters and
    /// search's 1,000-result reach checked before sending, 100 a page by default.
    public func code(
        _ query: String, sort: SearchSort? = nil, order: SortDirection? = nil, page: Int = 1,
        perPage: Int = Paging.maxPerPage
    ) -> Route<SearchResults<CodeSearchResultItem>> {
        search("code", query, sort: sort, order: order, page: page, perPage: perPage)
    }

    /// `GET /search/commits?q=…`: commits matching `query` (`repo:`, `author:`, ...).
    ///
    /// A convenience over the generated `commits(q:sort:order:perPage:page:)`: the query's 1–256 characters
    /// and search's 1,000-result reach checked before sending, 100 a page by default.
    public func commits(
        _ query: String, sort: SearchSort? = nil, order: SortDirection? = nil, page: Int = 1,
        perPage: Int = Paging.maxPerPage
    ) -> Route<SearchResults<CommitSearchResultItem>> {
        search("commits", query, sort: sort, order: order, page: page, perPage: perPage)
    }

    /// `GET /search/topics?q=…`: topics matching `query`.
    ///
    /// A convenience over the generated `topics(q:perPage:page:)`: the query's 1–256 characters and search's
    /// 1,000-result reach checked before sending, 100 a page by default.
    public func topics(_ query: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<SearchResults<TopicSearchResultItem>>
    {
        search("topics", query, sort: nil, order: nil, page: page, perPage: perPage)
    }

    /// The longest query GitHub accepts, in characters (qualifiers included).
    public static let maxQueryLength = 256

    /// `GET /search/{kind}?q=…` with `sort` and `order` between the query and the paging parameters.
    private func search<Item>(
        _ kind: String, _ query: String, sort: SearchSort?, order: SortDirection?, page: Int, perPage: Int
    ) -> Route<SearchResults<Item>> {
        let items =
            [URLQueryItem(name: "q", value: query)] + QueryItems.item("sort", sort?.description)
            + QueryItems.item("order", order?.rawValue)
        return Route(path: ["search", kind], query: items + Paging.query(page: page, perPage: perPage)) {
            () throws(GitHubError) in
            guard !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                query.count <= Self.maxQueryLength
            else {
                throw .invalidInput("a search query must have 1–256 characters")
            }
            try Paging.validate(page: page, perPage: perPage)
            let start = (page - 1).multipliedReportingOverflow(by: perPage)
            guard !start.overflow, start.partialValue < 1000 else {
                throw .invalidInput(
                    "search reaches only the first 1,000 results (page \(page) of \(perPage) starts past them)"
                )
            }
        }
    }
}
