import GitHubKit

/// A part of a dump, in the order they are written.
enum Section: String, CaseIterable, Sendable {
    case user, repos, followers, following, starred, activity

    /// The default `--include`.
    static let defaults: [Section] = [.user, .repos, .followers]

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

    private static var allNames: String { allCases.map(\.rawValue).joined(separator: ",") }

    /// The list route of this section for `login`; nil for `user` and for `activity`, which is
    /// a feed on the web host rather than a paged list.
    func route(_ login: String, perPage: Int) -> (any Router)? {
        switch self {
        case .user, .activity: nil
        case .repos: GithubRouter.users.repos(login, perPage: perPage)
        case .followers: GithubRouter.users.followers(login, perPage: perPage)
        case .following: GithubRouter.users.following(login, perPage: perPage)
        case .starred: GithubRouter.users.starred(login, perPage: perPage)
        }
    }

    /// The profile field that counts this section's items, when GitHub has one.
    var countField: String? {
        switch self {
        case .repos: "public_repos"
        case .followers: "followers"
        case .following: "following"
        case .user, .starred, .activity: nil
        }
    }
}
