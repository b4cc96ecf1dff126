import GitHubKit

/// A page of a repository's list read as rows.
enum RepoRows {
    /// The rows of `tab` in `response`: GitHub's issue list loses its pull requests (the Pull
    /// requests tab has them), and an empty answer (204: an empty repository's contributors)
    /// has none.
    static func items(of tab: RepoTab, from response: APIResponse) throws(GitHubError) -> [ListItem] {
        guard !response.body.isEmpty else { return [] }
        return switch tab {
        case .issues:
            try JSONParser<[Issue]>().parse(response).filter { !$0.isPullRequest }.map(ListItem.issue)
        case .pulls: try JSONParser<[PullRequest]>().parse(response).map(ListItem.pullRequest)
        case .releases: try JSONParser<[Release]>().parse(response).map(ListItem.release)
        // GitHub wraps the runs: `{"total_count", "workflow_runs": [...]}`.
        case .actions: try JSONParser<ItemList<WorkflowRun>>().parse(response).items.map(ListItem.run)
        case .readme, .contributors, .code:
            try JSONParser<[Contributor]>().parse(response).map(ListItem.contributor)
        }
    }
}
