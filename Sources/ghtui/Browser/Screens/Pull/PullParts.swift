import Foundation
import GitHubKit

/// What a pull request's page holds beyond an issue's: the tab shown, the changed files with
/// the review comments on them, the commits (one opened with its own files), the Checks tab's
/// cursor, the review being written and the question the page is asking (`v`, `M`, `X`).
struct PullParts: Equatable, Sendable {
    /// A question on the status bar that the next key answers.
    enum Prompt: Equatable, Sendable {
        /// `v`: which verdict the review gives.
        case verdict
        /// `M`: which method merges, of those the repository allows.
        case mergeMethod([MergeMethod])
        /// `M` then a method: merge the head `sha` so (Enter confirms).
        case confirmMerge(MergeMethod, sha: String)
        /// `X`: close (or reopen) it (`X` again confirms).
        case confirmState(open: Bool)
        /// `R`: make it a `draft` again, or ready for review (`R` again confirms); GraphQL names
        /// it by its node ID.
        case confirmDraft(draft: Bool, nodeID: String)
    }

    /// What the editor is open for.
    enum Editing: Equatable, Sendable {
        /// A review comment on these lines.
        case lineComment(DiffSelection)
        /// The review's text, with its verdict.
        case reviewText(PendingReview.Verdict)
        /// A squash merge's commit title and message, for head `sha`.
        case squashMessage(sha: String)
    }

    /// The editor open for `purpose`, answering to `id`.
    struct EditorRequest: Equatable, Sendable {
        /// The request.
        var id: RequestID
        /// What it is for.
        var purpose: Editing
    }

    /// A commit opened from the Commits tab: its files, once read.
    struct OpenCommit: Equatable, Sendable {
        /// The commit's SHA.
        var sha: String
        /// Its files.
        var changes = ChangesPane()
        /// The commit request in flight.
        var pending: RequestID?
        /// Why it could not be read.
        var error: GitHubError?
    }

    /// The tab shown.
    var tab: PullTab = .conversation
    /// The changed files.
    var files = ChangesPane()
    /// Reading the files.
    var filesLoad = PartLoad()
    /// The review comments on the diff, as read.
    var reviewComments: [PullRequestReviewComment] = []
    /// Reading the review comments.
    var commentsLoad = PartLoad()
    /// The commits, oldest first.
    var commits: [Commit] = []
    /// Reading the commits.
    var commitsLoad = PartLoad()
    /// The Commits tab's selected row and first row on screen.
    var commitCursor = 0
    var commitScroll = 0
    /// The commit opened from the Commits tab.
    var commit: OpenCommit?
    /// The Checks tab's selected row and first row on screen.
    var checkCursor = 0
    var checkScroll = 0
    /// The review being written.
    var review = PendingReview()
    /// Reading the review kept from an earlier run, and whether it has been read.
    var keptReviewRead: RequestID?
    var keptReviewLoaded = false
    /// The question the next key answers.
    var prompt: Prompt?
    /// The editor's request and what it is open for.
    var editing: EditorRequest?
    /// Writes GitHub has not answered: the review, a merge, a close or reopen.
    var writes: [RequestID: Write] = [:]
    /// The repository (for the merge methods it allows), once read for `M`.
    var repository: Repository?
    /// The repository request in flight.
    var repositoryPending: RequestID?

    /// Whether a diff is shown (its keys are in force).
    var showsDiff: Bool {
        switch tab {
        case .files: files.open != nil
        case .commits: commit?.changes.open != nil
        default: false
        }
    }

    /// Every request in flight.
    var pendingRequests: [RequestID] {
        [
            filesLoad.pending, commentsLoad.pending, commitsLoad.pending, commit?.pending, editing?.id,
            repositoryPending, keptReviewRead,
        ].compactMap { $0 } + writes.keys.sorted { $0.value < $1.value }
    }

    /// Forgets the reads in flight (they were cancelled) and the editor; writes stay, as they
    /// are never cancelled.
    mutating func dropPending() {
        filesLoad.pending = nil
        commentsLoad.pending = nil
        commitsLoad.pending = nil
        commit?.pending = nil
        editing = nil
        repositoryPending = nil
        keptReviewRead = nil
    }

    /// The threads of the comments read and of the review being written, by path.
    var threads: [String: [DiffThread]] {
        DiffThread.threads(reviewComments).merging(review.threads) { $0 + $1 }
    }

    /// Fits the panes to `size`: the rows between the tab bar and the footer.
    mutating func layOut(size: ScreenSize) {
        let (width, height) = (size.width - 2, max(2, size.height - 4))
        files.layOut(width: width, height: height)
        commit?.changes.layOut(width: width, height: height)
        keepCursorsVisible(rows: height)
    }

    /// Keeps the Commits and Checks tabs' cursors on a row and on screen.
    mutating func keepCursorsVisible(rows: Int, checks: Int? = nil) {
        func clamp(_ cursor: inout Int, _ scroll: inout Int, count: Int) {
            cursor = max(0, min(cursor, count - 1))
            if cursor < scroll { scroll = cursor }
            if cursor >= scroll + rows { scroll = cursor - rows + 1 }
            scroll = max(0, min(scroll, max(0, count - rows)))
        }
        clamp(&commitCursor, &commitScroll, count: commits.count)
        if let checks { clamp(&checkCursor, &checkScroll, count: checks) }
    }
}
