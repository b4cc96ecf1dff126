/// How the issue lists order issues.
public enum IssueSort: String, Sendable, Hashable, CaseIterable {
    /// By creation time (GitHub's default).
    case created
    /// By last update.
    case updated
    /// By number of comments.
    case comments
}
