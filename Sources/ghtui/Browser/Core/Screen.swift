/// One page of the browser; the browser keeps a stack of them for going back.
enum Screen: Equatable, Sendable {
    /// Asking for a login.
    case prompt(LoginPrompt)
    /// A profile and its lists.
    case profile(ProfileScreen)
    /// A repository and its README.
    case repository(RepoScreen)

    /// Every request in flight for this screen.
    var pendingRequests: [RequestID] {
        switch self {
        case .prompt: []
        case .profile(let profile): profile.pendingRequests
        case .repository(let repository): repository.pendingRequests
        }
    }

    /// Whether anything is loading for this screen.
    var isLoading: Bool { !pendingRequests.isEmpty }

    /// Whether the screen shows cached data while GitHub is asked for the current data.
    var isRevalidating: Bool {
        if case .profile(let profile) = self { profile.isRevalidating } else { false }
    }
}
