import GitHubKit

/// Whose data a dump writes: a user (nil: the token's own) or a repository, with the state of
/// the issues and pull requests asked for.
enum DumpSubject: Equatable, Sendable {
    /// A user's profile and lists; nil for the token's user.
    case user(String?)
    /// A repository, its README and lists; `state` filters issues and pull requests.
    case repository(RepositoryName, state: IssueStateFilter)

    /// The section holding the subject's own object.
    var head: Section {
        if case .repository = self { .repo } else { .user }
    }

    /// The route of the subject's own object.
    var headRoute: any Router {
        switch self {
        case .user(let login?): GithubRouter.users.get(login)
        case .user(nil): GithubRouter.users.authenticated
        case .repository(let repository, _):
            GithubRouter.repos.get(owner: repository.owner, name: repository.name)
        }
    }

    /// Whether every name the lists need is known before the subject's object arrives.
    var isKnown: Bool { self != .user(nil) }

    /// The error for a 404 on the subject's own object, which says the name itself is wrong.
    var notFound: DumpError? {
        switch self {
        case .user(let login?): .noSuchUser(login)
        case .user(nil): nil
        case .repository(let repository, _): .noSuchRepository(repository.description)
        }
    }
}
