/// Which repositories `GET /user/repos` lists by visibility (`visibility`).
public enum RepositoryListVisibility: String, Sendable, Hashable, CaseIterable {
    /// Public and private ones (GitHub's default).
    case all
    /// Public ones only.
    case `public`
    /// Private ones only.
    case `private`
}
