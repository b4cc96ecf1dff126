import GitHubKit

/// Whose data a dump writes: a user (nil: the token's own), a repository, with the state of
/// the issues and pull requests asked for, or one pull request.
enum DumpSubject: Equatable, Sendable {
    /// A user's profile and lists; nil for the token's user.
    case user(String?)
    /// A repository, its README and lists; `state` filters issues and pull requests.
    case repository(RepositoryName, state: IssueStateFilter)
    /// A pull request and its parts; `headSHA` (its head commit, which the checks are for) is
    /// nil until the pull request has arrived.
    case pullRequest(RepositoryName, number: Int, headSHA: String?)

    /// The section holding the subject's own object.
    var head: Section {
        switch self {
        case .user: .user
        case .repository: .repo
        case .pullRequest: .pull
        }
    }

    /// The route of the subject's own object.
    var headRoute: any Router {
        switch self {
        case .user(let login?): GithubRouter.users.get(login)
        case .user(nil): GithubRouter.users.authenticated
        case .repository(let repository, _):
            GithubRouter.repos.get(owner: repository.owner, name: repository.name)
        case .pullRequest(let repository, let number, _):
            GithubRouter.pulls.get(owner: repository.owner, repo: repository.name, pullNumber: number)
        }
    }

    /// Whether every name the lists need is known before the subject's object arrives.
    var isKnown: Bool {
        switch self {
        case .user(let login): login != nil
        case .repository: true
        case .pullRequest(_, _, let headSHA): headSHA != nil
        }
    }

    /// The error for a 404 on the subject's own object, which says the name itself is wrong.
    var notFound: DumpError? {
        switch self {
        case .user(let login?): .noSuchUser(login)
        case .user(nil): nil
        case .repository(let repository, _): .noSuchRepository(repository.description)
        case .pullRequest(let repository, let number, _):
            .noSuchPullRequest(repository: repository.description, number: number)
        }
    }
}
