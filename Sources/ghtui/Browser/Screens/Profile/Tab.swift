/// The lists under a profile: a person's six, an organization's two (`ProfileScreen.tabs`).
enum Tab: CaseIterable, Hashable, Sendable {
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
    /// An organization's public members.
    case people
    /// A person's gists (`GET /users/{login}/gists`).
    case gists

    /// A person's tabs, in the order of their keys 1–6.
    static let person: [Tab] = [.repos, .followers, .following, .stars, .activity, .gists]

    /// An organization's tabs, in the order of their keys 1–2.
    static let organization: [Tab] = [.repos, .people]

    /// The tab's label.
    var title: String {
        switch self {
        case .repos: "Repos"
        case .followers: "Followers"
        case .following: "Following"
        case .stars: "Stars"
        case .activity: "Activity"
        case .people: "People"
        case .gists: "Gists"
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
        case .people: "Ppl"
        case .gists: "Gist"
        }
    }

    /// Whether the tab lists repositories (rather than people).
    var listsRepositories: Bool { self == .repos || self == .stars }

    /// What the key `number` (1 the first) shows, for the help: a person's tab, and an
    /// organization's where it differs (`Followers / People`).
    static func titles(number: Int) -> String {
        let tabs = [person, organization].compactMap {
            $0.indices.contains(number - 1) ? $0[number - 1] : nil
        }
        var titles: [String] = []
        for tab in tabs where !titles.contains(tab.title) { titles.append(tab.title) }
        return titles.joined(separator: " / ")
    }
}
