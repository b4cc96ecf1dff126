import GitHubKit

/// Which workflow runs the Actions tab lists, `f` cycling them: every run, the failed ones, or
/// those still running.
enum RunFilter: Int, CaseIterable, Equatable, Sendable {
    case all, failed, inProgress

    /// The filter after this one, wrapping around.
    var next: RunFilter { RunFilter(rawValue: (rawValue + 1) % Self.allCases.count) ?? .all }

    /// How the footer names it.
    var title: String {
        switch self {
        case .all: "all"
        case .failed: "failed"
        case .inProgress: "in progress"
        }
    }

    /// GitHub's `status` for it: runs' conclusions and statuses share that query parameter.
    var status: ActionsRoutes.Status? {
        switch self {
        case .all: nil
        case .failed: .failure
        case .inProgress: .inProgress
        }
    }
}
