import GitHubKit

/// A pull request's head commit in one line: its check runs and commit statuses counted by how
/// they stand, and the overall mark (✗ if any failed, else ● if any is still going, else ✓).
struct ChecksSummary: Equatable, Sendable {
    /// Checks that succeeded.
    var passed = 0
    /// Checks that failed (a failure, a time-out, a status of `failure` or `error`).
    var failed = 0
    /// Checks still queued or running (a status of `pending`).
    var running = 0
    /// Checks cancelled, skipped or neutral.
    var other = 0

    /// The latest check runs (`GET …/commits/{sha}/check-runs`) and the combined status
    /// (`GET …/commits/{sha}/status`) of one commit, counted.
    init(runs: [CheckRun], status: CombinedStatus?) {
        for run in runs {
            if run.status != .completed {
                running += 1
            } else if CheckMark.failed(run.conclusion) {
                failed += 1
            } else if run.conclusion == .success {
                passed += 1
            } else {
                other += 1
            }
        }
        for status in status?.statuses ?? [] {
            switch status.state {
            case "success": passed += 1
            case "failure", "error": failed += 1
            case "pending": running += 1
            default: other += 1
            }
        }
    }

    /// How many checks the commit has.
    var total: Int { passed + failed + running + other }

    /// The line for the page header: `checks ✗ 1 failed, 4 passed`; nil without checks.
    var spans: [Span]? {
        guard total > 0 else { return nil }
        let mark =
            failed > 0
            ? CheckMark.of(status: .completed, conclusion: .failure)
            : running > 0
                ? CheckMark.of(status: .inProgress, conclusion: nil)
                : CheckMark.of(status: .completed, conclusion: .success)
        let counts = [
            (failed, "failed"), (running, "running"), (passed, "passed"), (other, "skipped or cancelled"),
        ]
        .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return [
            Span("checks ", .faint), Span(mark.mark + " ", mark.style), Span(counts.joined(separator: ", ")),
        ]
    }
}
