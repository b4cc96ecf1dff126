/// How `GET /users/{login}/repos` orders repositories.
public enum RepositorySort: String, Sendable, Hashable, CaseIterable {
    /// By creation time, newest first.
    case created
    /// By last update, newest first.
    case updated
    /// By last push, newest first.
    case pushed
    /// By name (GitHub's default).
    case fullName = "full_name"
}
