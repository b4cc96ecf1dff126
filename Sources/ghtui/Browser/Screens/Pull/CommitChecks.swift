import GitHubKit

/// A commit's checks: its latest check runs (`GET …/commits/{sha}/check-runs`) and the statuses
/// of its combined status (`GET …/commits/{sha}/status`), failed first, and their count.
struct CommitChecks: Equatable, Sendable {
    /// One row of the Checks tab.
    enum Row: Equatable, Sendable {
        /// A check run (a GitHub Actions job, or another app's check).
        case run(CheckRun)
        /// A commit status set by an outside service.
        case status(CommitStatus)
    }

    /// The check runs, then the statuses, failed ones first.
    let rows: [Row]
    /// The rows counted.
    let summary: ChecksSummary

    /// The checks of one commit.
    init(runs: [CheckRun], status: CombinedStatus?) {
        summary = ChecksSummary(runs: runs, status: status)
        let all = runs.map(Row.run) + (status?.statuses ?? []).map(Row.status)
        rows = all.filter(\.failed) + all.filter { !$0.failed }
    }
}

extension CommitChecks.Row {
    /// Its name: a check run's, a status's context.
    var name: String {
        switch self {
        case .run(let run): run.name
        case .status(let status): status.context ?? "status"
        }
    }

    /// Whether it failed.
    var failed: Bool {
        switch self {
        case .run(let run): run.status == .completed && CheckMark.failed(run.conclusion)
        case .status(let status): status.state == "failure" || status.state == "error"
        }
    }

    /// Its mark (✓ ✗ ● −) and word.
    var mark: (mark: String, style: Style, word: String) {
        switch self {
        case .run(let run): return CheckMark.of(status: run.status, conclusion: run.conclusion)
        case .status(let status):
            switch status.state {
            case "success": return CheckMark.of(status: .completed, conclusion: .success)
            case "failure", "error": return CheckMark.of(status: .completed, conclusion: .failure)
            case "pending": return CheckMark.of(status: .pending, conclusion: nil)
            default: return CheckMark.of(status: .completed, conclusion: .neutral)
            }
        }
    }

    /// The job a check run of GitHub Actions is (its log opens with `Enter`); nil otherwise.
    var actionsJob: WorkflowJob? {
        guard case .run(let run) = self,
            run.app?.slug == "github-actions" || run.detailsUrl?.contains("/job/") == true
        else { return nil }
        return try? WorkflowJob(raw: run.raw, codingPath: [])
    }

    /// Its page on the web.
    var webURL: String? {
        switch self {
        case .run(let run): run.htmlUrl ?? run.detailsUrl
        case .status(let status): status.targetUrl
        }
    }
}
