import GitHubKit

/// One row of a profile's list: a repository, a person or an activity entry.
enum ListItem: Equatable, Sendable {
    /// A repository (Repos and Stars tabs).
    case repository(Repository)
    /// A person or organization (Followers and Following tabs).
    case person(SimpleUser)
    /// An entry of the activity feed (Activity tab).
    case activity(FeedEntry)

    /// The item's page on the web; nil for an entry without a link.
    var htmlURL: String? {
        switch self {
        case .repository(let repository): repository.htmlUrl
        case .person(let person): person.htmlUrl
        case .activity(let entry): entry.link?.absoluteString
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
        case .activity(let entry):
            return [entry.title, entry.kind.rawValue, entry.content].contains {
                $0.lowercased().contains(needle)
            }
        }
    }

    /// The star count used by the `stars` sort.
    var stars: Int {
        if case .repository(let repository) = self { return repository.stargazersCount ?? 0 }
        return 0
    }
}
