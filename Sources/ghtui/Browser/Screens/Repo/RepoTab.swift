/// The tabs of a repository's screen, in the order of their keys 1–6.
enum RepoTab: Int, CaseIterable, Hashable, Sendable {
    /// The README, below the repository's details.
    case readme
    /// The issues (GitHub's issue list without its pull requests).
    case issues
    /// The pull requests.
    case pulls
    /// The releases.
    case releases
    /// The people who committed to it.
    case contributors
    /// Its workflow runs (GitHub Actions).
    case actions

    /// The tab's label.
    var title: String {
        switch self {
        case .readme: "README"
        case .issues: "Issues"
        case .pulls: "Pull requests"
        case .releases: "Releases"
        case .contributors: "Contributors"
        case .actions: "Actions"
        }
    }

    /// The title in three or four letters, for the tab bar at the least width.
    var shortTitle: String {
        switch self {
        case .readme: "Read"
        case .issues: "Iss"
        case .pulls: "PRs"
        case .releases: "Rel"
        case .contributors: "Ctb"
        case .actions: "Act"
        }
    }

    /// The tabs that are lists (all but the README).
    static let lists: [RepoTab] = [.issues, .pulls, .releases, .contributors, .actions]

    /// Whether `f` (open, closed, all) applies to the tab.
    var hasStates: Bool { self == .issues || self == .pulls }

    /// The tab to the right, wrapping around.
    var next: RepoTab { RepoTab(rawValue: (rawValue + 1) % RepoTab.allCases.count)! }

    /// The tab to the left, wrapping around.
    var previous: RepoTab {
        RepoTab(rawValue: (rawValue + RepoTab.allCases.count - 1) % RepoTab.allCases.count)!
    }
}
