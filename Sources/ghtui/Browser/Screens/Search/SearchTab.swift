/// The tabs of the search screen, in the order of their keys 1–3.
enum SearchTab: Int, CaseIterable, Hashable, Sendable {
    /// `GET /search/repositories`.
    case repositories
    /// `GET /search/users`: people and organizations.
    case users
    /// `GET /search/issues`: issues and pull requests together.
    case issues

    /// The tab's label.
    var title: String {
        switch self {
        case .repositories: "Repositories"
        case .users: "Users"
        case .issues: "Issues"
        }
    }

    /// The title in a few letters, for the tab bar at the least width.
    var shortTitle: String {
        switch self {
        case .repositories: "Repo"
        case .users: "Usr"
        case .issues: "Iss"
        }
    }

    /// What the tab lists, in "No … match" (plural, lowercase).
    var noun: String {
        switch self {
        case .repositories: "repositories"
        case .users: "users"
        case .issues: "issues or pull requests"
        }
    }

    /// The tab to the right, wrapping around.
    var next: SearchTab { SearchTab(rawValue: (rawValue + 1) % SearchTab.allCases.count)! }

    /// The tab to the left, wrapping around.
    var previous: SearchTab {
        SearchTab(rawValue: (rawValue + SearchTab.allCases.count - 1) % SearchTab.allCases.count)!
    }
}
