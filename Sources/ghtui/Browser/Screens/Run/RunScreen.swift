import Foundation
import GitHubKit

/// One workflow run: its header and its jobs, failed first, each with its steps and durations.
/// `R` re-runs the failed jobs and `C` cancels a run in progress (each pressed twice: the second
/// confirms); a run still going asks GitHub again on its own every few seconds while shown.
/// Loading is in `RunScreen+Loading`.
struct RunScreen: Equatable, Sendable {
    /// One line of the jobs list: a job, or one of its steps.
    enum Line: Equatable, Sendable {
        /// A job, by its index in `jobs`.
        case job(Int)
        /// A step of a job: the job's index and the step.
        case step(Int, WorkflowStep)
    }

    /// The repository.
    let repository: RepositoryName
    /// The run's ID.
    let id: Int
    /// The run: first from the list, then `GET …/actions/runs/{id}`.
    var run: WorkflowRun?
    /// Whether `run` is GitHub's answer for this screen.
    var runLoaded = false
    /// The run request in flight.
    var runPending: RequestID?
    /// Why the run could not be loaded.
    var runError: GitHubError?
    /// The run's jobs (its latest attempt), failed first; nil until loaded.
    var jobs: [WorkflowJob]?
    /// The jobs request in flight.
    var jobsPending: RequestID?
    /// Why the jobs could not be loaded.
    var jobsError: GitHubError?
    /// The jobs and their steps as lines, in the order drawn.
    private(set) var lines: [Line] = []
    /// The selected line.
    var cursor = 0
    /// The first line on screen.
    var scroll = 0
    /// `R` or `C` pressed once: pressed again, it is sent; another key forgets it.
    var confirming: KeyCommand?
    /// A re-run or cancellation GitHub has not answered yet.
    var writing: RequestID?
    /// The wait before asking again about a run in progress.
    var wake: RequestID?
    /// Whether the run and its jobs are to be asked again (the wait is over, or a write was made).
    var needsRefresh = false
    /// The size the screen was laid out for.
    private(set) var size: ScreenSize

    /// How long a run in progress waits between asks.
    static let pollInterval = 5

    /// A screen for `run` of `repository` as a list showed it, on a screen of `size`.
    init(repository: RepositoryName, run: WorkflowRun, size: ScreenSize) {
        self.repository = repository
        id = run.id
        self.run = run
        self.size = size
    }

    /// Every request in flight for this screen, the wait included.
    var pendingRequests: [RequestID] { [runPending, jobsPending, writing, wake].compactMap { $0 } }

    /// Whether anything is being read or written (the wait is not).
    var isLoading: Bool { runPending != nil || jobsPending != nil || writing != nil }

    /// The screen's name in the title bar.
    var title: String { "run \(run?.runNumber.map { "#\($0)" } ?? String(id))" }

    /// What went wrong, if anything.
    var problem: ScreenProblem? {
        (runError ?? jobsError).map {
            ScreenProblem(error: $0, login: nil, showsData: jobs != nil, repository: repository.description)
        }
    }

    /// Whether the run is still going: queued, waiting or in progress.
    var isRunning: Bool {
        guard let run else { return false }
        return run.status != .completed
    }

    /// How many lines show at once: all rows but title, header (two), column titles, footer and
    /// status bar.
    var pageRows: Int { max(1, size.height - 6) }

    /// The job of the selected line.
    var selectedJob: WorkflowJob? {
        guard lines.indices.contains(cursor), let jobs else { return nil }
        switch lines[cursor] {
        case .job(let index), .step(let index, _): return jobs[index]
        }
    }

    /// Lays the screen out for `size`.
    mutating func layOut(size: ScreenSize) {
        self.size = size
        keepCursorVisible()
    }

    /// Puts `loaded` in place, failed jobs first (GitHub's order otherwise), the cursor on the
    /// same job when it is still there.
    mutating func setJobs(_ loaded: [WorkflowJob]) {
        let selected = selectedJob?.id
        let failed = loaded.filter { CheckMark.failed($0.conclusion) }
        let rest = loaded.filter { !CheckMark.failed($0.conclusion) }
        jobs = failed + rest
        lines = (failed + rest).enumerated().flatMap { index, job in
            [Line.job(index)] + (job.steps ?? []).map { Line.step(index, $0) }
        }
        if let selected, let index = jobs?.firstIndex(where: { $0.id == selected }) {
            cursor = lines.firstIndex(of: .job(index)) ?? 0
        }
        keepCursorVisible()
    }

    private mutating func keepCursorVisible() {
        cursor = max(0, min(cursor, lines.count - 1))
        if cursor < scroll { scroll = cursor }
        if cursor >= scroll + pageRows { scroll = cursor - pageRows + 1 }
        scroll = max(0, min(scroll, max(0, lines.count - pageRows)))
    }

    // MARK: - Keys

    /// The run's part of the reducer for a key.
    mutating func update(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        let confirmed = confirming
        confirming = nil
        switch command {
        case .down?: cursor += 1
        case .up?: cursor -= 1
        case .pageDown?: cursor += pageRows
        case .pageUp?: cursor -= pageRows
        case .top?: cursor = 0
        case .bottom?: cursor = lines.count - 1
        case .back?: context.navigation = .back
        case .browse?:
            context.effects.append(
                .open(selectedJob?.htmlUrl ?? run?.htmlUrl ?? "https://github.com/\(repository)/actions"))
        case .refresh?:
            context.effects += [runPending, jobsPending, wake].compactMap { $0 }.map(Effect.cancel)
            dropPending()
            runError = nil
            jobsError = nil
            needsRefresh = true
            context.notice = "refreshing…"
        case .open?: openLog(context: &context)
        case .rerun?: rerun(confirmed: confirmed == .rerun, context: &context)
        case .cancelRun?: cancel(confirmed: confirmed == .cancelRun, context: &context)
        default: break
        }
        keepCursorVisible()
    }

    /// Enter: the selected job's log.
    private mutating func openLog(context: inout UpdateContext) {
        guard let job = selectedJob else { return }
        context.navigation = .push(
            .jobLog(JobLogScreen(repository: repository, job: job, size: context.size)))
    }

    /// `R`: asks, then re-runs the failed jobs.
    private mutating func rerun(confirmed: Bool, context: inout UpdateContext) {
        guard !isRunning else {
            context.notice = "the run is still going: only a finished run's failed jobs can run again"
            return
        }
        guard jobs?.contains(where: { CheckMark.failed($0.conclusion) }) ?? CheckMark.failed(run?.conclusion)
        else {
            context.notice = "no job of this run failed"
            return
        }
        guard confirmed else {
            confirming = .rerun
            context.notice =
                "re-run the failed jobs of \(title)? press \(context.key(.rerun, in: .run)) again"
            return
        }
        send(.rerunFailedJobs(repository, runID: id), context: &context)
    }

    /// `C`: asks, then cancels the run in progress.
    private mutating func cancel(confirmed: Bool, context: inout UpdateContext) {
        guard isRunning else {
            context.notice = "the run has finished: nothing to cancel"
            return
        }
        guard confirmed else {
            confirming = .cancelRun
            context.notice = "cancel \(title)? press \(context.key(.cancelRun, in: .run)) again"
            return
        }
        send(.cancelRun(repository, runID: id), context: &context)
    }

    private mutating func send(_ write: Write, context: inout UpdateContext) {
        guard context.hasToken else {
            context.notice = write.needsToken
            return
        }
        guard writing == nil else { return }
        let id = context.makeRequestID()
        writing = id
        context.effects.append(.write(id, write))
        context.notice = write.done
    }
}
