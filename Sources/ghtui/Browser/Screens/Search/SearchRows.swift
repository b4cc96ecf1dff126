import GitHubKit

/// A page of a search read as rows, and GitHub's refusal of a query in words.
enum SearchRows {
    /// `response` read as page `number` of `tab`'s search: its rows (issues and pull requests
    /// together), its Link header, its `total_count` and `incomplete_results`.
    static func payload(of tab: SearchTab, number: Int, from response: APIResponse, client: APIClient)
        throws(GitHubError) -> Payload
    {
        let (items, total, incomplete) = try rows(of: tab, from: response)
        // GitHubKit reads the Link header as for every list.
        let page = try client.page(from: response, number: number) { _ throws(GitHubError) in items }
        return .searchPage(
            PageResult(
                items: page.items, totalPages: page.totalPages, next: page.next, cachedAt: response.cachedAt),
            total: total, incomplete: incomplete)
    }

    private static func rows(of tab: SearchTab, from response: APIResponse) throws(GitHubError) -> (
        [ListItem], Int, Bool
    ) {
        switch tab {
        case .repositories:
            let results = try JSONParser<SearchResults<Repository>>().parse(response)
            return (results.items.map(ListItem.repository), results.totalCount, results.incompleteResults)
        case .users:
            let results = try JSONParser<SearchResults<SimpleUser>>().parse(response)
            return (results.items.map(ListItem.person), results.totalCount, results.incompleteResults)
        case .issues:
            let results = try JSONParser<SearchResults<Issue>>().parse(response)
            return (results.items.map(ListItem.issue), results.totalCount, results.incompleteResults)
        }
    }

    /// GitHub's 422 for a query it cannot run, in its own words: "GitHub refused the search: …".
    static func refusal(_ failure: ValidationFailure) -> String {
        let details = failure.errors.map { $0.message ?? $0.description }
        let reason = details.isEmpty ? failure.message : details.joined(separator: "; ")
        return "GitHub refused the search: \(reason)"
    }
}
