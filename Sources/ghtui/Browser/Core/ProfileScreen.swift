import Foundation
import GitHubKit

/// A person's or organization's profile with its four lists.
struct ProfileScreen: Equatable, Sendable {
    /// The login; nil until the authenticated user is known (`ghtui` with a token, no `--user`).
    var login: String?
    /// The profile, once loaded.
    var user: User?
    /// When the profile was fetched from GitHub, if it came from the response cache.
    var userCachedAt: Date?
    /// Whether `user` is the response cache's copy, shown until GitHub answers.
    var userIsCachedCopy = false
    /// The profile request in flight.
    var userPending: RequestID?
    /// Why the profile could not be loaded.
    var userError: GitHubError?
    /// The list shown.
    var tab = Tab.repos
    /// The lists, one per tab.
    var lists: [Tab: ListState]
    /// The order of the Repos tab.
    var repoSort = RepoSort.updated
    /// Whether keys are typed into the filter.
    var isEditingFilter = false

    /// A profile about to load `login` (nil: the token's user).
    init(login: String?) {
        self.login = login
        lists = Dictionary(uniqueKeysWithValues: Tab.allCases.map { ($0, ListState()) })
        lists[.repos] = ListState(apiSort: RepoSort.updated.apiSort)
    }

    /// The list of the current tab.
    var list: ListState {
        get { lists[tab]! }
        set { lists[tab] = newValue }
    }

    /// Every request in flight for this screen.
    var pendingRequests: [RequestID] {
        [userPending].compactMap { $0 } + Tab.allCases.compactMap { lists[$0]?.pending?.id }
    }

    /// Whether a cached copy is on screen while GitHub is asked for the current one.
    var isRevalidating: Bool {
        (userIsCachedCopy && userPending != nil) || (list.showsCachedCopy && list.pending != nil)
    }

    /// The number of items the current tab will have, as the profile counts them.
    func expectedCount(of tab: Tab) -> Int? {
        guard let user else { return nil }
        switch tab {
        case .repos: return user.publicRepos
        case .followers: return user.followers
        case .following: return user.following
        case .stars, .activity: return nil
        }
    }
}
