extension GitHub {
    /// The pages of a list whose items GitHub wraps in an object (a search, workflow runs, check
    /// runs, …), in order, starting at the route's page; each page's items are the list's.
    ///
    /// ```swift
    /// for try await page in try github.pages(of: GithubRouter.search.issues("repo:mona/hello is:open")) { … }
    /// let runs = try await github.all(GithubRouter.actions.listWorkflowRunsForRepo(owner: "mona", repo: "hello"))
    /// ```
    ///
    /// A search ends by page 10 at 100 per page: GitHub serves at most 1,000 matches.
    public func pages<Wrapped: ItemsPage>(of route: Route<Wrapped>, limit: Int? = nil)
        throws(GitHubError) -> PageSequence<Wrapped.Item>
    {
        try pages(of: route, limit: limit) { response throws(GitHubError) in
            try JSONParser<Wrapped>().parse(response).items
        }
    }

    /// Every item of a list whose items GitHub wraps in an object, in GitHub's order, or the first
    /// `limit` of them.
    public func all<Wrapped: ItemsPage>(_ route: Route<Wrapped>, limit: Int? = nil)
        async throws(GitHubError) -> [Wrapped.Item]
    {
        var items: [Wrapped.Item] = []
        do {
            for try await page in try pages(of: route, limit: limit) {
                items += page.items
            }
        } catch {
            throw APIClient.gitHubError(error, url: nil)
        }
        return limit.map { Array(items.prefix($0)) } ?? items
    }
}
