/// The lists under a profile, in the order of their keys 1–5.
enum Tab: Int, CaseIterable, Hashable, Sendable {
    /// The account's own repositories.
    case repos
    /// The people who follow the account.
    case followers
    /// The people the account follows.
    case following
    /// The repositories the account starred.
    case stars
    /// The account's public activity, from its Atom feed on the web host.
    case activity

    /// The tab's label.
    var title: String {
        switch self {
        case .repos: "Repos"
        case .followers: "Followers"
        case .following: "Following"
        case .stars: "Stars"
        case .activity: "Activity"
        }
    }

    /// The title in three or four letters, for the tab bar at the least width: Followers and
    /// Following stay apart.
    var shortTitle: String {
        switch self {
        case .repos: "Rep"
        case .followers: "Flwr"
        case .following: "Flwg"
        case .stars: "Star"
        case .activity: "Act"
        }
    }

    /// Whether the tab lists repositories (rather than people).
    var listsRepositories: Bool { self == .repos || self == .stars }

    /// The tab to the right, wrapping around.
    var next: Tab { Tab(rawValue: (rawValue + 1) % Tab.allCases.count)! }

    /// The tab to the left, wrapping around.
    var previous: Tab { Tab(rawValue: (rawValue + Tab.allCases.count - 1) % Tab.allCases.count)! }
}
