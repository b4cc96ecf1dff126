import Foundation

/// What Home is made of: its sections, the moment their dates count back from, and the
/// working directory's repository for `{{ repo }}`. Made once when ghtui starts.
struct HomeSetup: Equatable, Sendable {
    /// The sections, as configured (or the defaults).
    var sections = HomeSection.defaults
    /// What `{{ -14d }}` and the like count back from.
    var now = Date()
    /// The GitHub repository of the working directory's `origin`, if it has one.
    var repository: RepositoryName?

    /// The sections Home shows: those using `{{ repo }}` only inside a repository.
    var shownSections: [HomeSection] {
        sections.filter { !$0.needsRepository || repository != nil }
    }
}
