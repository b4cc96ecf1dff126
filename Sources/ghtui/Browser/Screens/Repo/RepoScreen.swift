import Foundation
import GitHubKit

/// One repository: its details above six tabs (README, Issues, Pull requests, Releases,
/// Contributors, Actions) and a seventh, Code, that pushes the code screen: its state, and its
/// part of the reducer. Loading is in
/// `RepoScreen+Loading`.
struct RepoScreen: Equatable, Sendable {
    /// The owner's login.
    var owner: String
    /// The repository's name.
    var name: String
    /// The repository: first from the list it was picked from, then the full object.
    var repository: Repository?
    /// Whether `repository` is the full object from `GET /repos/{owner}/{name}`.
    var isComplete = false
    /// The repository request in flight.
    var repositoryPending: RequestID?
    /// Why the repository could not be loaded.
    var repositoryError: GitHubError?
    /// The README, parsed; nil until loaded.
    var readme: MarkdownDocument?
    /// The README request in flight.
    var readmePending: RequestID?
    /// Why the README could not be loaded (`notFound`: there is none; 409: the repository is empty).
    var readmeError: GitHubError?
    /// The first README line on screen.
    var scroll = 0
    /// When the repository was fetched from GitHub, if it came from the response cache.
    var cachedAt: Date?
    /// The tab shown.
    var tab = RepoTab.readme
    /// The list tabs' lists.
    var lists: [RepoTab: ListState]
    /// Which issues and pull requests are listed: open, closed or all.
    var issueState: IssueStateFilter
    /// Which workflow runs the Actions tab lists.
    var runFilter = RunFilter.all
    /// The branch the Actions tab lists runs of; nil for every branch.
    var runBranch: String?
    /// Whether keys are typed into the list's filter.
    var isEditingFilter = false
    /// `*`: whether the token's user starred the repository, and a star in flight.
    var star = StarState()
    /// The checks of the pull requests listed.
    var pullStatuses = PullStatuses()
    /// The size the screen was laid out for.
    private(set) var size: ScreenSize
    /// How many lines the README tab has at that size's width: worked out when something
    /// arrives or the terminal resizes, never per key.
    private(set) var lineCount = 1
    /// How many rows a list shows at once at that size.
    private(set) var listRows = 1
    /// The README's links by line (the first on each) at that width: what `o` opens on the
    /// README tab.
    private(set) var readmeLinks: [Int: String] = [:]

    /// A screen for `repository` as a list showed it, on a screen of `size`.
    init(repository: Repository, size: ScreenSize) {
        self.init(owner: repository.ownerLogin, name: repository.name, issueState: .open, size: size)
        self.repository = repository
        layOut(size: size)
    }

    /// A screen for `owner/name`, nothing loaded yet, listing issues and pull requests in `issueState`.
    init(owner: String, name: String, issueState: IssueStateFilter, size: ScreenSize) {
        self.owner = owner
        self.name = name
        self.issueState = issueState
        self.size = size
        lists = Dictionary(uniqueKeysWithValues: RepoTab.lists.map { ($0, ListState()) })
        layOut(size: size)
    }

    /// The list of the current tab (an empty one on the README tab).
    var list: ListState {
        get { lists[tab] ?? ListState() }
        set { if tab != .readme { lists[tab] = newValue } }
    }

    /// Every request in flight for this screen.
    var pendingRequests: [RequestID] {
        [repositoryPending, readmePending].compactMap { $0 } + star.pending
            + RepoTab.lists.compactMap { lists[$0]?.pending?.id } + pullStatuses.pendingRequests
    }

    /// The screen's name in the title bar.
    var title: String { "\(owner)/\(name)" }

    /// What went wrong, if anything. A missing README, an empty repository and issues turned
    /// off are no problem: the tab says so.
    var problem: ScreenProblem? {
        var error = repositoryError
        if error == nil, let readmeError, !RepositoryParts.hasNoReadme(readmeError) { error = readmeError }
        if error == nil, let listError = list.error,
            !(tab == .issues && RepositoryParts.issuesAreDisabled(listError))
        {
            error = listError
        }
        return error.map {
            ScreenProblem(error: $0, login: nil, showsData: repository != nil, repository: title)
        }
    }

    /// How many README lines show at once.
    var pageRows: Int { listRows + 1 }

    /// The last first line: the README's end at the bottom of the screen.
    var maxScroll: Int { max(0, lineCount - pageRows) }

    /// The README's first link on screen: what `o` opens on the README tab.
    var readmeLink: String? {
        guard readme != nil else { return nil }
        return (scroll..<max(scroll, min(lineCount, scroll + pageRows))).lazy.compactMap { readmeLinks[$0] }
            .first
    }

    /// Lays the screen out for `size`, keeping the scroll within it.
    mutating func layOut(size: ScreenSize) {
        self.size = size
        listRows = Layout.repository(self, size: size).listRows
        let lines = RepoPage.lines(self, width: size.width - 2)
        lineCount = lines.count
        readmeLinks = MarkdownDocument.links(in: lines)
        scroll = max(0, min(scroll, maxScroll))
    }

    // MARK: - Keys

    /// The repository's part of the reducer for a key: `command` is what the key map made of
    /// `key` (nil: a key typed into the filter, or an unbound one).
    mutating func update(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        if isEditingFilter {
            isEditingFilter = lists[tab]?.typeIntoFilter(command, key: key, rows: listRows) ?? false
            return
        }
        guard let command else { return }
        switch command {
        case .down, .up, .top, .bottom, .pageDown, .pageUp:
            if tab == .readme { scrollReadme(command) } else { _ = lists[tab]?.move(command, rows: listRows) }
        case .nextTab: tab = tab.next
        case .previousTab: tab = tab.previous
        case .showRepoTab(.code): openCode(context: &context)
        case .showRepoTab(let shown): tab = shown
        case .back where key == .escape && !list.filter.isEmpty: list.setFilter("")
        case .back: context.navigation = .back
        case .filter:
            if tab == .readme {
                context.notice = "\(context.key(.filter, in: .repository)) filters the list tabs"
            } else {
                isEditingFilter = true
            }
        case .cycleState where tab == .actions:
            runFilter = runFilter.next
            restartRuns(context: &context, notice: "showing \(runFilter.title) runs")
        case .cycleState: cycleState(context: &context)
        case .filterBranch: filterBranch(context: &context)
        case .openParent: openParent(context: &context)
        case .open: open(context: &context)
        case .browse:
            let shown = tab == .readme ? readmeLink : list.selected?.htmlURL
            context.effects.append(.open(shown ?? repository?.htmlUrl ?? title))
        case .refresh: refresh(context: &context)
        case .star: toggleStar(context: &context)
        case .comment:
            context.notice =
                "\(context.key(.comment, in: .repository)) comments on an issue or pull request: "
                + "\(context.key(.open, in: .repository)) opens one"
        default: break
        }
    }

    private mutating func scrollReadme(_ command: KeyCommand) {
        switch command {
        case .down: scroll = min(scroll + 1, maxScroll)
        case .up: scroll = max(0, scroll - 1)
        case .pageDown: scroll = min(scroll + pageRows, maxScroll)
        case .pageUp: scroll = max(0, scroll - pageRows)
        case .top: scroll = 0
        default: scroll = maxScroll
        }
    }

    /// Open, closed, all: the issue and pull request lists start over in the next state.
    private mutating func cycleState(context: inout UpdateContext) {
        guard tab.hasStates else {
            context.notice =
                "\(context.key(.cycleState, in: .repository)) chooses open, closed or all on the Issues and "
                + "Pull requests tabs"
            return
        }
        let states = IssueStateFilter.allCases
        issueState = states[(states.firstIndex(of: issueState)! + 1) % states.count]
        for listed in [RepoTab.issues, .pulls] {
            if let unwanted = lists[listed]?.startOver() ?? nil { context.effects.append(.cancel(unwanted)) }
        }
        context.notice = "showing \(issueState.rawValue) issues and pull requests"
    }

    /// `b`: only the selected run's branch, or (again) every branch.
    private mutating func filterBranch(context: inout UpdateContext) {
        guard tab == .actions else {
            context.notice =
                "\(context.key(.filterBranch, in: .repository)) filters the Actions tab by branch"
            return
        }
        if runBranch != nil {
            runBranch = nil
            restartRuns(context: &context, notice: "runs of every branch")
        } else if case .run(let run)? = list.selected, let branch = run.headBranch {
            runBranch = branch
            restartRuns(context: &context, notice: "runs of \(branch) only")
        }
    }

    /// The Actions tab starts over with the filter and branch chosen.
    private mutating func restartRuns(context: inout UpdateContext, notice: String) {
        if let unwanted = lists[.actions]?.startOver() ?? nil { context.effects.append(.cancel(unwanted)) }
        context.notice = notice
    }

    /// Pushes the code screen: the default branch's files, from the root.
    private func openCode(context: inout UpdateContext) {
        guard let name = try? RepositoryName(owner: owner, name: name) else { return }
        context.navigation = .push(
            .code(CodeScreen(repository: name, defaultBranch: repository?.defaultBranch, size: context.size)))
    }

    /// Pushes the screen of the repository this one was forked from.
    private mutating func openParent(context: inout UpdateContext) {
        if let parent = repository?.parent {
            context.navigation = .push(.repository(RepoScreen(repository: parent, size: context.size)))
        } else {
            context.notice = isComplete ? "\(title) is not a fork" : "the repository is still loading"
        }
    }

    /// Enter: on the README tab the parent of a fork; a contributor's profile; an issue's or
    /// pull request's page; a release's page (its notes and assets); a run's page.
    private mutating func open(context: inout UpdateContext) {
        switch list.selected {
        case .contributor(let contributor)? where contributor.login != nil && !contributor.isAnonymous:
            context.navigation = .push(.profile(ProfileScreen(login: contributor.login, size: context.size)))
        case .issue(let issue)?:
            guard let repository = try? RepositoryName(owner: owner, name: name) else { return }
            context.navigation = .push(
                .issue(IssueScreen(repository: repository, issue: issue, size: context.size)))
        case .pullRequest(let pull)?:
            guard let repository = try? RepositoryName(owner: owner, name: name) else { return }
            context.navigation = .push(
                .issue(IssueScreen(repository: repository, pull: pull, size: context.size)))
        case .release(let release)?:
            guard let repository = try? RepositoryName(owner: owner, name: name) else { return }
            context.navigation = .push(
                .release(ReleaseScreen(repository: repository, release: release, size: context.size)))
        case .run(let run)?:
            guard let repository = try? RepositoryName(owner: owner, name: name) else { return }
            context.navigation = .push(.run(RunScreen(repository: repository, run: run, size: context.size)))
        case nil where tab == .readme: openParent(context: &context)
        default: break
        }
    }

    /// Reloads the repository and what the tab shows; the rest reloads when shown.
    private mutating func refresh(context: inout UpdateContext) {
        context.effects += pendingRequests.map(Effect.cancel)
        dropPending()
        repositoryError = nil
        isComplete = false
        if tab == .readme {
            readmeError = nil
            readme = nil
        } else {
            lists[tab]?.startOver()
        }
        context.notice = "refreshing…"
        layOut(size: size)
    }
}
