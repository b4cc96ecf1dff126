import GitHubKit

/// A part of a dump, in the order they are written: a user's (`user` first; `org` and
/// `members` are an organization's) or a repository's (`repo` first).
enum Section: String, CaseIterable, Sendable {
    case user, org, repos, members, followers, following, starred, activity
    case repo, readme, issues, pulls, releases, contributors

    /// The default `--include`.
    static let defaults: [Section] = [.user, .repos, .followers]

    /// The default `--include` with `--repo`.
    static let repositoryDefaults: [Section] = [.repo, .readme, .issues, .pulls]

    /// The sections of a user's dump.
    static let userSections: [Section] = [
        .user, .org, .repos, .members, .followers, .following, .starred, .activity,
    ]

    /// The sections of a repository's dump (`--repo`).
    static let repositorySections: [Section] = [.repo, .readme, .issues, .pulls, .releases, .contributors]

    /// Parses `--include`: known names, in the canonical order, each once.
    static func parse(_ text: String) throws(DumpError) -> [Section] {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !names.isEmpty, !names.contains(where: \.isEmpty) else {
            throw .usage("--include needs a comma-separated list from: \(allNames)")
        }
        for name in names {
            guard Section(rawValue: name) != nil else {
                throw .usage("unknown --include section \"\(name)\"; choose from: \(allNames)")
            }
        }
        return allCases.filter { names.contains($0.rawValue) }
    }

    /// `sections` checked against the dump they are for: a repository's with `forRepository`,
    /// else a user's.
    static func check(_ sections: [Section], forRepository: Bool) throws(DumpError) {
        let allowed = forRepository ? repositorySections : userSections
        guard let wrong = sections.first(where: { !allowed.contains($0) }) else { return }
        let names = allowed.map(\.rawValue).joined(separator: ",")
        throw forRepository
            ? .usage(
                "--include \(wrong.rawValue) is not a part of a repository; with --repo choose from: \(names)"
            )
            : .usage("--include \(wrong.rawValue) needs --repo OWNER/NAME; for a user choose from: \(names)")
    }

    private static var allNames: String { allCases.map(\.rawValue).joined(separator: ",") }

    /// Whether the section is one object rather than a list: the user or the repository, an
    /// organization's own object, or a repository's README.
    var isObject: Bool { self == .user || self == .org || self == .repo || self == .readme }

    /// The list route of this section for `subject` (whose login is known); nil for the
    /// sections that are objects and for `activity`, which is a feed on the web host rather
    /// than a paged list.
    func route(_ subject: DumpSubject, perPage: Int) -> (any Router)? {
        switch (self, subject) {
        case (.repos, .user(let login?)): GithubRouter.users.repos(login, perPage: perPage)
        case (.members, .user(let login?)): GithubRouter.orgs.publicMembers(login, perPage: perPage)
        case (.followers, .user(let login?)): GithubRouter.users.followers(login, perPage: perPage)
        case (.following, .user(let login?)): GithubRouter.users.following(login, perPage: perPage)
        case (.starred, .user(let login?)): GithubRouter.users.starred(login, perPage: perPage)
        case (.issues, .repository(let repository, let state)):
            GithubRouter.issues.list(
                owner: repository.owner, name: repository.name, filter: IssueFilter(state: state),
                perPage: perPage)
        case (.pulls, .repository(let repository, let state)):
            GithubRouter.pulls.list(
                owner: repository.owner, name: repository.name, filter: PullRequestFilter(state: state),
                perPage: perPage)
        case (.releases, .repository(let repository, _)):
            GithubRouter.releases.list(owner: repository.owner, name: repository.name, perPage: perPage)
        case (.contributors, .repository(let repository, _)):
            GithubRouter.repos.contributors(owner: repository.owner, name: repository.name, perPage: perPage)
        default: nil
        }
    }

    /// The profile field that counts this section's items, when GitHub has one.
    var countField: String? {
        switch self {
        case .repos: "public_repos"
        case .followers: "followers"
        case .following: "following"
        default: nil
        }
    }
}
