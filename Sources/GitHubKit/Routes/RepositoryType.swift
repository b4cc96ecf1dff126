/// Which repositories a list keeps (`type`). `GET /user/repos` takes `all`, `owner`, `public`,
/// `private` and `member`; `GET /orgs/{org}/repos` takes `all`, `public`, `private`, `forks`,
/// `sources` and `member`.
public enum RepositoryType: String, Sendable, Hashable, CaseIterable {
    /// Every repository.
    case all
    /// Repositories the account owns.
    case owner
    /// Public repositories.
    case `public`
    /// Private repositories.
    case `private`
    /// Repositories the account is a member (collaborator) of.
    case member
    /// Forks.
    case forks
    /// Repositories that are not forks.
    case sources
}
