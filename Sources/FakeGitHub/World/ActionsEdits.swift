/// What writes did to workflow runs: re-runs and cancellations, in the order they happened.
struct ActionsEdits: Sendable {
    /// One write to a run.
    enum Event: Sendable {
        /// `POST …/rerun-failed-jobs` at a time (epoch seconds).
        case rerunFailedJobs(at: Int)
        /// `POST …/cancel` at a time (epoch seconds).
        case cancel(at: Int)
    }

    /// The writes to each run, by run id, oldest first.
    private(set) var events: [Int: [Event]] = [:]

    /// Records `event` for the run with `runID`.
    mutating func record(_ event: Event, runID: Int) {
        events[runID, default: []].append(event)
    }
}
