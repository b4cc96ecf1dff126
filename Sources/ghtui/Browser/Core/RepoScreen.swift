import Foundation
import GitHubKit

/// One repository: its details and README.
struct RepoScreen: Equatable, Sendable {
    /// The owner's login.
    var owner: String
    /// The repository's name.
    var name: String
    /// The repository: first from the list it was picked from, then the full object.
    var repository: Repository?
    /// Whether `repository` is the full object from `GET /repos/{owner}/{name}`.
    var isComplete = false
    /// The repository request in flight.
    var repositoryPending: RequestID?
    /// Why the repository could not be loaded.
    var repositoryError: GitHubError?
    /// The README, parsed; nil until loaded.
    var readme: ReadmeDocument?
    /// The README request in flight.
    var readmePending: RequestID?
    /// Why the README could not be loaded (`notFound`: there is none).
    var readmeError: GitHubError?
    /// The first line of the page on screen.
    var scroll = 0
    /// When the repository was fetched from GitHub, if it came from the response cache.
    var cachedAt: Date?

    /// A screen for `repository` as a list showed it.
    init(repository: Repository) {
        owner = repository.owner.login
        name = repository.name
        self.repository = repository
    }

    /// Every request in flight for this screen.
    var pendingRequests: [RequestID] {
        [repositoryPending, readmePending].compactMap { $0 }
    }
}
