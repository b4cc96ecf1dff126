extension GitHub {
    /// The pages of a search, in order, starting at the route's page; each page's items are the
    /// matches (GitHub serves at most 1,000, so a walk ends by page 10 at 100 per page).
    ///
    /// ```swift
    /// for try await page in try github.pages(of: GithubRouter.search.issues("repo:mona/hello is:open")) { … }
    /// ```
    public func pages<Item: GitHubObject>(of route: Route<SearchResults<Item>>, limit: Int? = nil)
        throws(GitHubError) -> PageSequence<Item>
    {
        try pages(of: route, limit: limit) { response throws(GitHubError) in
            try JSONParser<SearchResults<Item>>().parse(response).items
        }
    }
}
