/// What a dump is of, which decides the sections it may hold and its default ones: a user
/// (`--user`, or the token's), a repository (`--repo`) or a pull request (`--repo --pull N`).
enum DumpKind: Sendable {
    case user, repository, pullRequest

    /// The sections this dump may hold, in the order they are written.
    var sections: [Section] {
        switch self {
        case .user: Section.userSections
        case .repository: Section.repositorySections
        case .pullRequest: Section.pullRequestSections
        }
    }

    /// The sections written without `--include`.
    var defaults: [Section] {
        switch self {
        case .user: Section.defaults
        case .repository: Section.repositoryDefaults
        case .pullRequest: Section.pullRequestDefaults
        }
    }

    /// How a message names this dump before its list of sections: "with --repo choose from: …".
    var choice: String {
        switch self {
        case .user: "for a user choose from"
        case .repository: "with --repo choose from"
        case .pullRequest: "with --pull choose from"
        }
    }
}
