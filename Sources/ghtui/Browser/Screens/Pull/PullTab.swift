/// The tabs of a pull request's page (`1`–`4`, Tab, a click).
enum PullTab: Int, CaseIterable, Sendable {
    /// The description, comments and reviews.
    case conversation
    /// The changed files and their diffs.
    case files
    /// The commits, each with its own files.
    case commits
    /// The head commit's check runs and statuses.
    case checks

    /// The tab's name.
    var title: String {
        switch self {
        case .conversation: "Conversation"
        case .files: "Files"
        case .commits: "Commits"
        case .checks: "Checks"
        }
    }
}
