import GitHubKit

/// How the Repos tab orders repositories; `s` cycles through them.
enum RepoSort: CaseIterable, Hashable, Sendable {
    /// Most recently updated first (GitHub sorts).
    case updated
    /// Most stars first (GitHub cannot sort by stars: the loaded items are sorted here).
    case stars
    /// By name (GitHub sorts).
    case name

    /// The label in the footer.
    var title: String {
        switch self {
        case .updated: "updated"
        case .stars: "stars"
        case .name: "name"
        }
    }

    /// The order to ask GitHub for; nil when sorting happens on the loaded items.
    var apiSort: RepositorySort? {
        switch self {
        case .updated: .updated
        case .stars: nil
        case .name: .fullName
        }
    }

    /// The next order in the cycle.
    var next: RepoSort {
        let all = RepoSort.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
