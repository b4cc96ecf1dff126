/// How `GET /repos/{owner}/{repo}/pulls` orders pull requests.
public enum PullRequestSort: String, Sendable, Hashable, CaseIterable {
    /// By creation time (GitHub's default).
    case created
    /// By last update.
    case updated
    /// By number of comments.
    case popularity
    /// By age, for open pull requests that have been around a while.
    case longRunning = "long-running"
}
