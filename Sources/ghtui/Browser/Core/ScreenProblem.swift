import GitHubKit

/// What went wrong on a screen, for the status bar to say in words.
struct ScreenProblem: Equatable, Sendable {
    /// The error.
    var error: GitHubError
    /// The login the screen is about, to name in the message.
    var login: String?
    /// Whether the screen still shows data (loaded before, or cached).
    var showsData: Bool
    /// The repository (`owner/name`) the screen is about, to name in the message.
    var repository: String? = nil
}
