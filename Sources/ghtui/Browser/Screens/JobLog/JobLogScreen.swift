import Foundation
import GitHubKit

/// One Actions job's log: fetched from where GitHub redirects it (its storage, which never gets
/// the token), kept out of the response cache, and shown by a `LogViewer`: sections folded
/// (`Enter` unfolds), timestamps hidden (`t`), `/` to search with `n`/`N`, `G` to the end, and a
/// failed job's log opened at its first error. Loading is in `JobLogScreen+Loading`.
struct JobLogScreen: Equatable, Sendable {
    /// The repository.
    let repository: RepositoryName
    /// The job.
    let job: WorkflowJob
    /// The log and where the view is, once it has arrived.
    var viewer: LogViewer?
    /// The log request in flight.
    var pending: RequestID?
    /// Why the log could not be had.
    var error: GitHubError?
    /// The search being typed after `/`; nil when the prompt is closed.
    var searchDraft: String?
    /// The size the screen was laid out for.
    private(set) var size: ScreenSize

    /// A screen for `job`'s log, nothing loaded yet.
    init(repository: RepositoryName, job: WorkflowJob, size: ScreenSize) {
        self.repository = repository
        self.job = job
        self.size = size
    }

    /// Every request in flight for this screen.
    var pendingRequests: [RequestID] { [pending].compactMap { $0 } }

    /// The screen's name in the title bar.
    var title: String { "log: \(job.name ?? String(job.id))" }

    /// What went wrong, if anything: the log's absence is said on the screen itself.
    var problem: ScreenProblem? {
        guard let error, Self.absence(of: error, job: job) == nil else { return nil }
        return ScreenProblem(
            error: error, login: nil, showsData: viewer != nil, repository: repository.description)
    }

    /// Rows the log shows at once: all but title bar, the job's line, the footer and status bar.
    var logRows: Int { max(1, size.height - 4) }

    /// Lays the screen out for `size`.
    mutating func layOut(size: ScreenSize) {
        self.size = size
        let rows = logRows
        viewer?.resize(height: rows)
    }

    /// What GitHub's answer means when it is no log: still running (404 for a job not
    /// completed), none (404), or gone (410); nil for any other error.
    static func absence(of error: GitHubError, job: WorkflowJob) -> String? {
        switch error.rootCause {
        case .notFound:
            job.status != .completed
                ? "the log is not ready yet: the job is still running"
                : "GitHub has no log for this job"
        case .httpError(410, _): "the log has expired: GitHub keeps logs 90 days"
        default: nil
        }
    }

    // MARK: - Keys

    /// The log's part of the reducer for a key.
    mutating func update(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        if searchDraft != nil {
            editSearch(command, key: key)
            return
        }
        switch command {
        case .down?: viewer?.move(by: 1)
        case .up?: viewer?.move(by: -1)
        case .pageDown?: viewer?.page(by: 1)
        case .pageUp?: viewer?.page(by: -1)
        case .top?: viewer?.toTop()
        case .bottom?: viewer?.toEnd()
        case .open?: viewer?.toggleFold()
        case .toggleTimestamps?: viewer?.toggleTimestamps()
        case .filter?: if viewer != nil { searchDraft = viewer?.search?.query ?? "" }
        case .nextMatch?: match(forward: true, context: &context)
        case .previousMatch?: match(forward: false, context: &context)
        case .back?: context.navigation = .back
        case .browse?:
            context.effects.append(.open(job.htmlUrl ?? "https://github.com/\(repository)/actions"))
        case .refresh?:
            context.effects += pendingRequests.map(Effect.cancel)
            pending = nil
            error = nil
            viewer = nil
            context.notice = "fetching the log again…"
        default: break
        }
    }

    /// `n` and `N`: the next or previous match, once something was searched.
    private mutating func match(forward: Bool, context: inout UpdateContext) {
        guard viewer?.search != nil else {
            context.notice = "\(context.key(.filter, in: .log)) searches the log first"
            return
        }
        if forward { viewer?.nextMatch() } else { viewer?.previousMatch() }
    }

    /// A key at the search prompt: typed text, Backspace, Enter searches, Esc closes it.
    private mutating func editSearch(_ command: KeyCommand?, key: KeyEvent) {
        switch (command, key) {
        case (.keepFilter?, _):
            viewer?.find(searchDraft ?? "")
            searchDraft = nil
        case (.clearFilter?, _): searchDraft = nil
        case (.deleteCharacter?, _): if searchDraft?.isEmpty == false { searchDraft?.removeLast() }
        case (.down?, _): viewer?.move(by: 1)
        case (.up?, _): viewer?.move(by: -1)
        case (.pageDown?, _): viewer?.page(by: 1)
        case (.pageUp?, _): viewer?.page(by: -1)
        case (nil, .character(let character)) where (searchDraft?.count ?? 0) < 200:
            searchDraft?.append(character)
        default: break
        }
    }
}
