import GitHubKit

/// One row of a profile's list: a repository or a person.
enum ListItem: Equatable, Sendable {
    /// A repository (Repos and Stars tabs).
    case repository(Repository)
    /// A person or organization (Followers and Following tabs).
    case person(SimpleUser)

    /// The item's page on the web.
    var htmlURL: String {
        switch self {
        case .repository(let repository): repository.htmlUrl
        case .person(let person): person.htmlUrl
        }
    }

    /// Whether the item mentions `needle` (already lowercased) in its name, login,
    /// description or language.
    func matches(_ needle: String) -> Bool {
        switch self {
        case .repository(let repository):
            return [repository.fullName, repository.description ?? "", repository.language ?? ""]
                .contains { $0.lowercased().contains(needle) }
        case .person(let person):
            return [person.login, person.name ?? ""].contains { $0.lowercased().contains(needle) }
        }
    }

    /// The star count used by the `stars` sort.
    var stars: Int {
        if case .repository(let repository) = self { return repository.stargazersCount ?? 0 }
        return 0
    }
}
