import Foundation
import GitHubKit
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs effects as tasks against GitHub and posts their answers to the mailbox.
///
/// It belongs to the main loop's thread; the tasks it starts run anywhere and only talk back
/// through the mailbox.
final class EffectRunner {
    private let github: GitHub
    private let mailbox: Mailbox
    private let trace: Trace?
    /// The terminal the editor, a command and the clipboard use, once it is set up.
    var terminal: (any Terminal)?
    private let reviews: ReviewStore?
    private let downloads: URL
    private var tasks: [RequestID: Task<Void, Never>] = [:]
    /// The asset download running, if any (its task is in `tasks` until it ends).
    private var downloading: RequestID?

    /// A runner fetching from `github`, noting requests and answers in `trace`; `terminal` is
    /// handed to the editor for `.edit`, pending reviews are kept in `reviews` (none: not kept),
    /// and release assets saved into `downloads` (the current directory by default).
    init(
        github: GitHub, mailbox: Mailbox, trace: Trace? = nil, terminal: (any Terminal)? = nil,
        reviews: ReviewStore? = nil,
        downloads: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) {
        self.downloads = downloads
        self.github = github
        self.mailbox = mailbox
        self.trace = trace
        self.terminal = terminal
        self.reviews = reviews
    }

    /// Starts or stops work as `effects` say, in order. A cache read takes the cache policy of
    /// the fetch of the same id in `effects`: no copy is read for a fetch that a fresh copy
    /// answers without the network (`GitHub.staleResponse(for:)`), as it would come no sooner.
    func run(_ effects: [Effect]) {
        for effect in effects {
            guard case .readCache(let id, let fetch) = effect else {
                run(effect)
                continue
            }
            let revalidates = effects.contains { if case .refetch(id, _) = $0 { true } else { false } }
            readCache(id, fetch, policy: revalidates ? .revalidate : nil)
        }
    }

    /// Starts or stops work as `effect` says.
    func run(_ effect: Effect) {
        switch effect {
        case .fetch(let id, .postComment(let repository, let number, let body)):
            // A comment being posted changes GitHub: sent as a write, never cancelled, so that
            // leaving the screen loses nothing, and its text kept if GitHub refuses it.
            let fetch = Fetch.postComment(repository, number: number, body: body)
            let refusal: @Sendable (GitHubError) -> String = { Self.commentRefusal($0, keeping: body) }
            change(id, traceName: fetch.traceName, refusal: refusal) { github throws(GitHubError) in
                let payload = try await EffectRunner.perform(fetch, github: github)
                return (payload, "comment posted on \(repository)#\(number)")
            }
        case .fetch(let id, let fetch), .refetch(let id, let fetch):
            let github = github
            let mailbox = mailbox
            let trace = trace
            let policy: CachePolicy? = if case .refetch = effect { .revalidate } else { nil }
            trace?.event("request \(fetch.traceName)")
            tasks[id] = Task.detached {
                await CachePolicy.$override.withValue(policy) {
                    await EffectRunner.answer(
                        id, fetch: fetch, github: github, mailbox: mailbox, trace: trace)
                }
            }
        case .readCache(let id, let fetch):
            readCache(id, fetch, policy: nil)
        case .write(let id, let write):
            // Not tracked, so never cancelled: the answer goes to the screen if it still waits.
            // The screen said `write.done` when asked: saying it again on GitHub's answer could
            // only cover a newer message.
            // What the user wrote for it is kept in a file when GitHub refuses it.
            let refusal: @Sendable (GitHubError) -> String = { error in
                let reason = write.refusal(error)
                guard let text = write.unsentText, let path = Editor.keepUnsent(text) else { return reason }
                return "\(reason) (your text is in \(path))"
            }
            let reviews = reviews
            change(id, traceName: write.traceName, refusal: refusal) { github throws(GitHubError) in
                try await EffectRunner.send(write, github: github, reviews: reviews)
                return (.written, nil)
            }
        case .toggleStar(let id, let owner, let name):
            // Which write it is, once the check has said: the refusal names it.
            let chosen = Mutex<Write?>(nil)
            let refusal: @Sendable (GitHubError) -> String = { error in
                chosen.withLock { $0 }?.refusal(error)
                    ?? "could not ask GitHub whether you starred \(owner)/\(name): \(error.description)"
            }
            change(id, traceName: "star-or-unstar", refusal: refusal) { github throws(GitHubError) in
                let starred = try await github.client.check(
                    GithubRouter.activity.isStarred(owner: owner, repo: name))
                let write = Write.star(owner: owner, name: name, starring: !starred)
                chosen.withLock { $0 = write }
                try await write.send(with: github.client)
                return (.toggled(!starred), write.done)
            }
        case .cancel(let id):
            if downloading == id { downloading = nil }
            tasks.removeValue(forKey: id)?.cancel()
        case .wake(let id, let delay):
            let mailbox = mailbox
            tasks[id] = Task.detached {
                try? await Task.sleep(for: delay)
                guard !Task.isCancelled else { return }
                mailbox.post(.loaded(id, .woke))
            }
        case .open(let url):
            let mailbox = mailbox
            Task.detached { mailbox.post(.notice(EffectRunner.open(url))) }
        case .copy(let text):
            // On the loop's thread, between frames: the sequence goes out whole.
            terminal?.writeControl(Clipboard.osc52(text))
            mailbox.post(
                .notice(Clipboard.notice(copying: text, term: ProcessInfo.processInfo.environment["TERM"])))
        case .keepReview(let repository, let number, let review):
            // On the loop's thread, in order: a small file, and the only copy of the comments.
            do throws(ReviewStoreError) {
                try reviews?.save(review, api: github.client.baseURL, repository, number: number)
            } catch {
                mailbox.post(.notice(error.description))
            }
        case .readReview(let id, let repository, let number):
            do throws(ReviewStoreError) {
                let kept = try reviews?.load(api: github.client.baseURL, repository, number: number)
                mailbox.post(.loaded(id, .keptReview(kept)))
            } catch {
                mailbox.post(.notice(error.description))
                mailbox.post(.loaded(id, .keptReview(nil)))
            }
        case .download(let id, let asset):
            // One at a time: a second would race the first for the same directory.
            if let downloading, tasks[downloading] != nil {
                mailbox.post(.loaded(id, .download(.failed("a download is already running: one at a time"))))
                return
            }
            let github = github
            let mailbox = mailbox
            let saver = AssetSaver(directory: downloads)
            let pace = ProgressPace()
            trace?.event("request asset-download")
            downloading = id
            tasks[id] = Task.detached {
                let news = await saver.save(asset, client: github.client) { progress in
                    if pace.due(progress) { mailbox.post(.loaded(id, .download(.progress(progress)))) }
                }
                guard !Task.isCancelled else { return }
                mailbox.post(.loaded(id, .download(news)))
            }
        case .edit(let id, let initial):
            // On the loop's thread: the terminal is the editor's until it exits.
            trace?.event("editor")
            let outcome = Editor.edit(initial: initial, suspending: terminal)
            if let problem = outcome.problem { mailbox.post(.notice(problem)) }
            mailbox.post(.loaded(id, .edited(outcome.text)))
            if let terminal { mailbox.post(.resize(terminal.size)) }
        case .runCommand(let invocation, let name):
            // On the loop's thread, as the editor: the terminal is the command's until it exits.
            trace?.event("command")
            mailbox.post(.notice(invocation.run(name: name, suspending: terminal)))
            if let terminal { mailbox.post(.resize(terminal.size)) }
        }
    }

    /// Reads the cache's copy for `fetch` and posts it as `.cached`, unless a fresh copy answers
    /// the fetch itself under `policy`. Not tracked: a cache read is short, and a copy nobody
    /// waits for is ignored.
    private func readCache(_ id: RequestID, _ fetch: Fetch, policy: CachePolicy?) {
        let github = github
        let mailbox = mailbox
        let trace = trace
        Task.detached {
            let payload = await CachePolicy.$override.withValue(policy) {
                await EffectRunner.cachedPayload(fetch, github: github)
            }
            guard let payload else {
                trace?.event("cache-miss \(fetch.traceName)")
                return
            }
            trace?.event("cached \(fetch.traceName)")
            mailbox.post(.cached(id, payload))
        }
    }

    /// Performs `fetch` and posts the answer, unless the request was cancelled meanwhile.
    private static func answer(
        _ id: RequestID, fetch: Fetch, github: GitHub, mailbox: Mailbox, trace: Trace?
    ) async {
        let action: Action
        do {
            action = .loaded(id, try await perform(fetch, github: github))
            trace?.event("answer \(fetch.traceName)")
        } catch {
            action = .failed(id, error)
            trace?.event("failed \(fetch.traceName)")
        }
        guard !Task.isCancelled else { return }
        mailbox.post(action)
    }

    /// Forgets the task of `id`, whose answer has arrived.
    func finished(_ id: RequestID) {
        if downloading == id { downloading = nil }
        tasks.removeValue(forKey: id)
    }

    /// Sends a change to GitHub in a task of its own, not tracked and so never cancelled (once
    /// asked, the change is GitHub's to make or refuse), and posts its answer to `id`. What
    /// came of it is also posted as a notice (`send`'s words when done, if any, `refusal`'s
    /// when refused), since the screen that asked may be gone.
    private func change(
        _ id: RequestID, traceName: String, refusal: @escaping @Sendable (GitHubError) -> String,
        _ send: @escaping @Sendable (GitHub) async throws(GitHubError) -> (Payload, done: String?)
    ) {
        let github = github
        let mailbox = mailbox
        let trace = trace
        trace?.event("request \(traceName)")
        Task.detached {
            do throws(GitHubError) {
                let (payload, done) = try await send(github)
                trace?.event("answer \(traceName)")
                mailbox.post(.loaded(id, payload))
                if let done { mailbox.post(.notice(done)) }
            } catch {
                trace?.event("failed \(traceName)")
                mailbox.post(.failed(id, error))
                mailbox.post(.notice(refusal(error)))
            }
        }
    }

    /// Sends `write`; a review GitHub took is no longer kept in `reviews`, whether or not its
    /// screen is still open, as a kept copy would be sent twice.
    static func send(_ write: Write, github: GitHub, reviews: ReviewStore?) async throws(GitHubError) {
        try await write.send(with: github.client)
        if case .review(let repository, let number, _, _, _, _) = write {
            try? reviews?.save(PendingReview(), api: github.client.baseURL, repository, number: number)
        }
    }

    /// Why GitHub did not take a comment, and where its text was kept: the user's work is
    /// never dropped with the refusal.
    private static func commentRefusal(_ error: GitHubError, keeping body: String) -> String {
        let reason = IssueScreen.refusal(error)
        let prefix = "comment not posted"
        guard reason.hasPrefix(prefix), let path = Editor.keepUnsent(body) else { return reason }
        return "\(prefix) (its text is in \(path))" + reason.dropFirst(prefix.count)
    }

    /// Cancels everything still running.
    func cancelAll() {
        for task in tasks.values { task.cancel() }
        tasks = [:]
    }

    /// How many tasks are running.
    var running: Int { tasks.count }

    /// Reads what `fetch` asks for.
    static func perform(_ fetch: Fetch, github: GitHub) async throws(GitHubError) -> Payload {
        switch fetch {
        case .pinnedItems(let login): return .pinnedItems(try await github.pinnedItems(of: login))
        case .checks(let repository, let sha):
            // Check runs and commit statuses are two lists: both are asked at once.
            async let status = combinedStatus(of: sha, in: repository, github: github)
            let runs = try JSONParser<ItemList<CheckRun>>().parse(
                try await github.client.response(for: fetch.route)
            ).items
            return .checks(CommitChecks(runs: runs, status: try await status.get()))
        case .contributionCalendar(let login):
            return .contributionCalendar(try await github.contributionCalendar(of: login))
        case .jobLog:
            // Written to a file as it arrives, then mapped: the log is never copied onto the heap.
            // Indexed here, off the loop's thread.
            let response = try await github.client.download(fetch.route)
            defer { if let file = response.bodyFile { try? FileManager.default.removeItem(at: file) } }
            do {
                return .jobLog(JobLog(try response.mappedBody()))
            } catch {
                throw .decodingFailed(
                    endpoint: response.endpoint, codingPath: "",
                    reason: "the downloaded log could not be read: \(error)")
            }
        case .fileStart:
            // Downloaded to a file: a server that ignores the range sends the whole file, of which
            // only the start is read.
            let response = try await github.client.download(fetch.route)
            guard let file = response.bodyFile else {
                return .fileStart(response.body.prefix(CodeFile.shownBytes))
            }
            defer { try? FileManager.default.removeItem(at: file) }
            do {
                let handle = try FileHandle(forReadingFrom: file)
                defer { try? handle.close() }
                return .fileStart(try handle.read(upToCount: CodeFile.shownBytes) ?? Data())
            } catch {
                throw .decodingFailed(
                    endpoint: response.endpoint, codingPath: "",
                    reason: "the downloaded file could not be read: \(error)")
            }
        case .pullStatuses(let ids):
            return .pullStatuses(try await github.pullRequestStatuses(ids: ids))
        case .refs(let repository):
            // Branches and tags are two lists: both are asked at once.
            async let tags = refs(
                GithubRouter.repos.tags(owner: repository.owner, name: repository.name), github: github)
            let branches = try await github.client.send(
                GithubRouter.repos.branches(owner: repository.owner, name: repository.name))
            return .refs(
                branches.map { GitRef(name: $0.name, isTag: false) }
                    + (try await tags.get()).map { GitRef(name: $0.name, isTag: true) })
        default: break
        }
        if fetch.isCheck { return .checked(try await github.client.check(fetch.route)) }
        let response =
            if let next = fetch.next {
                try await github.client.response(for: URLRequest(url: next))
            } else {
                try await github.client.response(for: fetch.route)
            }
        return try payload(of: fetch, from: response, client: github.client)
    }

    /// The tags of `route`, or why GitHub gave none.
    private static func refs(_ route: Route<[Tag]>, github: GitHub) async -> Result<[Tag], GitHubError> {
        do throws(GitHubError) {
            return .success(try await github.client.send(route))
        } catch {
            return .failure(error)
        }
    }

    /// The combined status of commit `sha` (its first 100 statuses), or why GitHub gave none.
    private static func combinedStatus(of sha: String, in repository: RepositoryName, github: GitHub) async
        -> Result<CombinedStatus, GitHubError>
    {
        do throws(GitHubError) {
            return .success(
                try await github.client.send(
                    GithubRouter.repos.getCombinedStatusForRef(
                        owner: repository.owner, repo: repository.name, ref: sha, perPage: 100)))
        } catch {
            return .failure(error)
        }
    }

    /// What the response cache holds for `fetch`, without the network, to show while GitHub is
    /// asked; nil when nothing (or nothing readable) is cached, or when a fresh copy answers
    /// the fetch itself under the cache policy in force.
    static func cachedPayload(_ fetch: Fetch, github: GitHub) async -> Payload? {
        guard let response = await github.staleResponse(for: fetch.route) else { return nil }
        return try? payload(of: fetch, from: response, client: github.client)
    }

    /// `response` read as the answer to `fetch`; a list page is read by `client`.
    private static func payload(of fetch: Fetch, from response: APIResponse, client: APIClient)
        throws(GitHubError) -> Payload
    {
        switch fetch {
        case .pinnedItems, .contributionCalendar, .pullStatuses:
            // GraphQL answers are not cached: `perform` reads them itself.
            throw .notCached(endpoint: "graphql")
        case .checks:
            // Two answers: `perform` reads them itself.
            throw .notCached(endpoint: "checks")
        case .refs:
            throw .notCached(endpoint: "refs")
        case .contents:
            return .contents(try JSONParser<RepositoryContents>().parse(response))
        case .user, .authenticatedUser:
            return .user(try JSONParser<User>().parse(response), cachedAt: response.cachedAt)
        case .organization:
            return .organization(try JSONParser<OrganizationFull>().parse(response))
        case .repository:
            return .repository(try JSONParser<Repository>().parse(response), cachedAt: response.cachedAt)
        case .isStarred, .isFollowing:
            return .checked(response.status == 204)
        case .readme:
            return .readme(try JSONParser<Readme>().parse(response).decodedContent)
        case .page(.activity, _, _, _, _, _):
            // The feed is one document: one page, all there is (a cut feed keeps what it has).
            let feed = try FeedParser().parse(response)
            return .page(
                PageResult(
                    items: feed.entries.map(ListItem.activity), totalPages: 1, next: nil,
                    cachedAt: response.cachedAt))
        case .repoPage(let tab, _, _, let number, _, _):
            return try repoPage(tab, number: number, from: response, client: client)
        case .runs(_, _, _, let number, _, _):
            return try repoPage(.actions, number: number, from: response, client: client)
        case .search(let tab, _, let number, _, _):
            return try SearchRows.payload(of: tab, number: number, from: response, client: client)
        case .issue:
            return .issue(try JSONParser<Issue>().parse(response))
        case .pullRequest:
            return .pullRequest(try JSONParser<PullRequest>().parse(response))
        case .reviews:
            return .reviews(try JSONParser<[PullRequestReview]>().parse(response))
        case .comments(_, _, let number, _, _):
            let page = try client.page(from: response, number: number) { response throws(GitHubError) in
                try JSONParser<[IssueComment]>().parse(response)
            }
            return .comments(CommentPage(comments: page.items, totalPages: page.totalPages, next: page.next))
        case .postComment:
            return .comment(try JSONParser<IssueComment>().parse(response))
        case .workflowRun:
            return .workflowRun(try JSONParser<WorkflowRun>().parse(response))
        case .commit:
            return .commit(try JSONParser<Commit>().parse(response))
        case .gist:
            return .gist(try JSONParser<Gist>().parse(response))
        case .pullPart(let part, _, _, let number, _):
            return .pullPart(try pullPart(part, number: number, from: response, client: client))
        case .runJobs:
            return .jobs(try JSONParser<ItemList<WorkflowJob>>().parse(response).items)
        case .jobLog:
            // Downloaded: `perform` reads it itself.
            throw .notCached(endpoint: "job-log")
        case .fileStart:
            throw .notCached(endpoint: "file-start")
        case .notifications(_, let number, _, _):
            let page = try client.page(from: response, number: number) { response throws(GitHubError) in
                try JSONParser<[NotificationThread]>().parse(response).map(ListItem.notification)
            }
            return .notifications(
                PageResult(
                    items: page.items, totalPages: page.totalPages, next: page.next,
                    cachedAt: response.cachedAt),
                pollInterval: response.header("x-poll-interval"), askedAt: response.cachedAt ?? Date())
        case .page(let tab, _, let number, _, _, _):
            // GitHubKit reads the page as it does for the dump's walk: the items, the next URL
            // and, when known, the count.
            let page = try client.page(from: response, number: number) { response throws(GitHubError) in
                if tab == .gists { return try JSONParser<[Gist]>().parse(response).map(ListItem.gist) }
                return tab.listsRepositories
                    ? try JSONParser<[Repository]>().parse(response).map(ListItem.repository)
                    : try JSONParser<[SimpleUser]>().parse(response).map(ListItem.person)
            }
            return .page(
                PageResult(
                    items: page.items, totalPages: page.totalPages, next: page.next,
                    cachedAt: response.cachedAt))
        }
    }

    /// A page of a pull request's `part`, read.
    private static func pullPart(_ part: PullPart, number: Int, from response: APIResponse, client: APIClient)
        throws(GitHubError) -> PullPartPage
    {
        switch part {
        case .files:
            let page = try client.page(from: response, number: number) { response throws(GitHubError) in
                try JSONParser<[DiffEntry]>().parse(response)
            }
            return .files(page.items, next: page.next)
        case .commits:
            let page = try client.page(from: response, number: number) { response throws(GitHubError) in
                try JSONParser<[Commit]>().parse(response)
            }
            return .commits(page.items, next: page.next)
        case .reviewComments:
            let page = try client.page(from: response, number: number) { response throws(GitHubError) in
                try JSONParser<[PullRequestReviewComment]>().parse(response)
            }
            return .reviewComments(page.items, next: page.next)
        }
    }

    /// A page of a repository's `tab` read as its rows.
    private static func repoPage(_ tab: RepoTab, number: Int, from response: APIResponse, client: APIClient)
        throws(GitHubError) -> Payload
    {
        let page = try client.page(from: response, number: number) { response throws(GitHubError) in
            try RepoRows.items(of: tab, from: response)
        }
        return .page(
            PageResult(
                items: page.items, totalPages: page.totalPages, next: page.next, cachedAt: response.cachedAt))
    }

    /// Opens `url` with `xdg-open` when it is a web URL and `xdg-open` is on the PATH; says
    /// what happened, or shows the URL.
    private static func open(_ url: String) -> String {
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else { return url }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let opener = path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent("xdg-open")
        }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let opener else { return url }
        let process = Process()
        process.executableURL = opener
        process.arguments = [url]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return "opened \(url)"
        } catch {
            return url
        }
    }
}
