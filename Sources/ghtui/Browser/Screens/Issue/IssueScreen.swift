import Foundation
import GitHubKit

/// One issue or pull request on one scrollable page: its header, body and comments (loaded a
/// page at a time as the page scrolls near its end), and for a pull request its branches,
/// changes and reviews. `c` writes a comment in the user's editor. Loading is in
/// `IssueScreen+Loading`.
struct IssueScreen: Equatable, Sendable {
    /// A comment being posted: shown as "sending…" until GitHub answers.
    struct Draft: Equatable, Sendable {
        /// The request posting it.
        var id: RequestID
        /// Its text.
        var body: String
    }

    /// A loaded comment with its body parsed once.
    struct Entry: Equatable, Sendable {
        /// The comment.
        var comment: IssueComment
        /// Its body.
        var document: MarkdownDocument
    }

    /// The repository.
    let repository: RepositoryName
    /// The issue's or pull request's number.
    let number: Int
    /// Whether it is a pull request (its details and reviews are loaded too).
    let isPullRequest: Bool
    /// The issue: first from the list it was picked from, then `GET …/issues/{number}`.
    var issue: Issue?
    /// Whether `issue` is GitHub's answer for this screen.
    var issueLoaded = false
    /// The issue request in flight.
    var issuePending: RequestID?
    /// Why the issue could not be loaded.
    var issueError: GitHubError?
    /// The pull request: first from the list, then `GET …/pulls/{number}`.
    var pull: PullRequest?
    /// Whether `pull` is GitHub's full answer (with counts and mergeability).
    var pullLoaded = false
    /// The pull request request in flight.
    var pullPending: RequestID?
    /// Whether the next reads of the issue, pull request and reviews ask GitHub even when the
    /// cache holds a copy inside its `max-age`: after a write, that copy shows the page as it was.
    var revalidates = false
    /// Why the pull request could not be loaded.
    var pullError: GitHubError?
    /// The pull request's reviews; nil until loaded.
    var reviews: [PullRequestReview]?
    /// The reviews request in flight.
    var reviewsPending: RequestID?
    /// Why the reviews could not be loaded.
    var reviewsError: GitHubError?
    /// A pull request's head commit's checks; nil until loaded.
    var checks: CommitChecks?
    /// The checks request in flight.
    var checksPending: RequestID?
    /// Whether the checks could not be loaded (the header then says nothing of them).
    var checksFailed = false
    /// The body, parsed; nil until the issue is known.
    var body: MarkdownDocument?
    /// The comments loaded so far, oldest first.
    var comments: [Entry] = []
    /// How many comment pages are loaded.
    var commentPages = 0
    /// The next comment page's URL from the Link header.
    var nextCommentsURL: URL?
    /// Whether GitHub has more comments than are loaded.
    var commentsHaveMore = true
    /// The comment page request in flight.
    var commentsPending: RequestID?
    /// Why a comment page could not be loaded.
    var commentsError: GitHubError?
    /// The key that retries, as the page's line about a failed comment page names it.
    var retryKey = "r"
    /// Comments posted from here, shown after the loaded ones.
    var posted: [Entry] = []
    /// Comments being posted.
    var drafts: [Draft] = []
    /// The editor running for a new comment.
    var editing: RequestID?
    /// The first line on screen.
    var scroll = 0
    /// A pull request's tabs, files, commits, review and writes.
    var parts = PullParts()
    /// The size the screen was laid out for.
    private(set) var size: ScreenSize
    /// The lines below the header at that size's width (worked out when something arrives or
    /// the terminal resizes, never per key).
    private(set) var lines = IssuePage.Body()
    /// How many lines the header has at that width.
    private(set) var headerCount = 1

    /// A screen for issue `issue` of `repository` as a list showed it.
    init(repository: RepositoryName, issue: Issue, size: ScreenSize) {
        self.repository = repository
        number = issue.number
        isPullRequest = issue.isPullRequest
        self.issue = issue
        self.size = size
        parseBody()
        layOut(size: size)
    }

    /// A screen for pull request `pull` of `repository` as a list showed it.
    init(repository: RepositoryName, pull: PullRequest, size: ScreenSize) {
        self.repository = repository
        number = pull.number
        isPullRequest = true
        self.pull = pull
        self.size = size
        parseBody()
        layOut(size: size)
    }

    /// A screen for issue or pull request `number` of `repository` known by its number alone
    /// (a notification's subject): everything loads.
    init(repository: RepositoryName, number: Int, isPullRequest: Bool, size: ScreenSize) {
        self.repository = repository
        self.number = number
        self.isPullRequest = isPullRequest
        self.size = size
        layOut(size: size)
    }

    /// Every request in flight for this screen.
    var pendingRequests: [RequestID] {
        [issuePending, pullPending, reviewsPending, checksPending, commentsPending, editing].compactMap { $0 }
            + drafts.map(\.id) + parts.pendingRequests
    }

    /// The screen's name in the title bar.
    var title: String { "\(repository)#\(number)" }

    /// What went wrong, if anything.
    var problem: ScreenProblem? {
        guard let error = issueError ?? pullError ?? commentsError ?? reviewsError ?? pullPartsError else {
            return nil
        }
        return ScreenProblem(
            error: error, login: nil, showsData: issue != nil || pull != nil,
            repository: repository.description)
    }

    /// How many lines show at once: all rows but title bar, footer and status bar (and a pull
    /// request's tab bar).
    var pageRows: Int { max(1, size.height - (isPullRequest ? 4 : 3)) }

    /// Every line: header and the rest.
    var lineCount: Int { headerCount + lines.lines.count }

    /// The last first line: the page's end at the bottom of the screen.
    var maxScroll: Int { max(0, lineCount - pageRows) }

    /// Whether the page is scrolled within two screens of its end (the next comments load).
    var isNearEnd: Bool { scroll + 2 * pageRows >= lineCount }

    /// Lays the screen out for `size`, keeping the scroll within it.
    mutating func layOut(size: ScreenSize) {
        self.size = size
        let width = max(10, size.width - 2)
        headerCount = IssuePage.header(self, width: width, now: .distantPast).count
        lines = IssuePage.body(self, width: width)
        scroll = max(0, min(scroll, maxScroll))
        if isPullRequest { parts.layOut(size: size) }
    }

    // MARK: - Keys

    /// The issue's part of the reducer for a key.
    mutating func update(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        if isPullRequest, updatePull(command, key: key, context: &context) { return }
        switch command {
        case .down?: scroll = min(scroll + 1, maxScroll)
        case .up?: scroll = max(0, scroll - 1)
        case .pageDown?: scroll = min(scroll + pageRows, maxScroll)
        case .pageUp?: scroll = max(0, scroll - pageRows)
        case .top?: scroll = 0
        case .bottom?: scroll = maxScroll
        case .back?: context.navigation = .back
        case .browse?:
            let url = pull?.htmlUrl ?? issue?.htmlUrl
            context.effects.append(.open(url ?? "https://github.com/\(repository)/issues/\(number)"))
        case .refresh?: refresh(context: &context)
        case .comment?: startComment(context: &context)
        default: break
        }
    }

    /// Opens the editor for a new comment, when there is a token to post it with.
    private mutating func startComment(context: inout UpdateContext) {
        guard context.hasToken else {
            context.notice = Write.tokenNeeded(for: "commenting")
            return
        }
        guard editing == nil else { return }
        let id = context.makeRequestID()
        editing = id
        context.effects.append(.edit(id))
    }

    /// Reloads everything; comments start again from the first page.
    private mutating func refresh(context: inout UpdateContext) {
        context.effects += [issuePending, pullPending, reviewsPending, checksPending, commentsPending]
            .compactMap { $0 }.map(Effect.cancel)
        dropPending()
        issueLoaded = false
        issueError = nil
        pullLoaded = false
        pullError = nil
        reviews = nil
        reviewsError = nil
        checks = nil
        checksFailed = false
        comments = []
        posted = []
        // The tab, the file shown and the review being written stay; what GitHub said is asked again.
        parts.filesLoad = PartLoad()
        parts.commentsLoad = PartLoad()
        parts.commitsLoad = PartLoad()
        parts.reviewComments = []
        parts.commits = []
        parts.commit = nil
        parts.files = ChangesPane()
        commentPages = 0
        nextCommentsURL = nil
        commentsHaveMore = true
        commentsError = nil
        context.notice = "refreshing…"
        layOut(size: size)
    }

    /// Why GitHub did not take a comment, in the status bar's words.
    static func refusal(_ error: GitHubError) -> String {
        switch error.rootCause {
        case .unauthorized:
            return "comment not posted: GitHub rejected the token (check GH_TOKEN or ghtui auth login)"
        case .forbidden(let message):
            // GitHubKit names the scopes the endpoint accepts: first, so the status bar shows it.
            if let accepts = message.range(of: "this endpoint accepts ") {
                return
                    "comment not posted: the token needs the scope \(message[accepts.upperBound...]) (\(message))"
            }
            return "comment not posted: \(message)"
        case .notFound(_, let message):
            return
                "comment not posted: no such issue, or the token cannot see the repository (404: \(message))"
        case .httpError(410, _):
            return "comment not posted: issues are turned off in this repository (410)"
        case .validationFailed:
            return "comment not posted: GitHub refused the text (422): \(error.rootCause.description)"
        default:
            return "comment not posted: \(error.rootCause.description)"
        }
    }
}
