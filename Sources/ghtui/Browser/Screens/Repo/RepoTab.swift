/// The tabs of a repository's screen, in the order of their keys 1–7; the last, Code, pushes the
/// code screen rather than showing on the repository's page.
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
    /// The files of a branch or tag: opens the code screen.
    case code

    /// The tab's label.
    var title: String {
        switch self {
        case .readme: "README"
        case .issues: "Issues"
        case .pulls: "Pull requests"
        case .releases: "Releases"
        case .contributors: "Contributors"
        case .actions: "Actions"
        case .code: "Code"
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
        case .code: "Code"
        }
    }

    /// The tabs that are lists (all but the README).
    static let lists: [RepoTab] = [.issues, .pulls, .releases, .contributors, .actions]

    /// Whether `f` (open, closed, all) applies to the tab.
    var hasStates: Bool { self == .issues || self == .pulls }

    /// The tabs shown on the repository's page (all but Code, which is a screen of its own).
    static let shown: [RepoTab] = allCases.filter { $0 != .code }

    /// The tab to the right, wrapping around the tabs shown on the page.
    var next: RepoTab { RepoTab(rawValue: (rawValue + 1) % RepoTab.shown.count)! }

    /// The tab to the left, wrapping around the tabs shown on the page.
    var previous: RepoTab {
        RepoTab(rawValue: (rawValue + RepoTab.shown.count - 1) % RepoTab.shown.count)!
    }
}
