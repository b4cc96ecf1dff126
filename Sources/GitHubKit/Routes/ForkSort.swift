/// How `GET /repos/{owner}/{repo}/forks` orders forks.
public enum ForkSort: String, Sendable, Hashable, CaseIterable {
    /// Newest first (GitHub's default).
    case newest
    /// Oldest first.
    case oldest
    /// Most stars first.
    case stargazers
    /// Most watchers first.
    case watchers
}
