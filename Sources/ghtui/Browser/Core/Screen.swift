import Foundation
import GitHubKit

/// One page of the browser; the browser keeps a stack of them for going back.
enum Screen: Equatable, Sendable {
    /// Asking for a login.
    case prompt(LoginPrompt)
    /// A profile and its lists.
    case profile(ProfileScreen)
    /// A repository, its README and its lists.
    case repository(RepoScreen)
    /// A search and its results.
    case search(SearchScreen)
    /// An issue or pull request, its comments and reviews.
    case issue(IssueScreen)
    /// The token's user's notifications.
    case inbox(InboxScreen)
    /// The token's user's sections of issues and pull requests.
    case home(HomeScreen)
    /// A workflow run and its jobs.
    case run(RunScreen)
    /// A job's log.
    case jobLog(JobLogScreen)
    /// A gist and its files.
    case gist(GistScreen)
    /// A release, its notes and assets.
    case release(ReleaseScreen)
    /// A repository's files at a branch or tag.
    case code(CodeScreen)

    /// Every request in flight for this screen.
    var pendingRequests: [RequestID] {
        switch self {
        case .prompt: []
        case .profile(let profile): profile.pendingRequests
        case .repository(let repository): repository.pendingRequests
        case .search(let search): search.pendingRequests
        case .issue(let issue): issue.pendingRequests
        case .inbox(let inbox): inbox.pendingRequests
        case .home(let home): home.pendingRequests
        case .run(let run): run.pendingRequests
        case .jobLog(let log): log.pendingRequests
        case .gist(let gist): gist.pendingRequests
        case .release(let release): release.pendingRequests
        case .code(let code): code.pendingRequests
        }
    }

    /// Whether anything is loading for this screen (the inbox's wait for its next ask is not).
    var isLoading: Bool {
        switch self {
        case .inbox(let inbox): inbox.isLoading
        case .home(let home): home.isLoading
        case .run(let run): run.isLoading
        default: !pendingRequests.isEmpty
        }
    }

    /// Whether the screen shows cached data while GitHub is asked for the current data.
    var isRevalidating: Bool {
        if case .profile(let profile) = self { profile.isRevalidating } else { false }
    }

    /// The screen's name in the title bar.
    var title: String {
        switch self {
        case .prompt: "login"
        case .profile(let profile): profile.title
        case .repository(let repository): repository.title
        case .search(let search): search.title
        case .issue(let issue): issue.title
        case .inbox(let inbox): inbox.title
        case .home(let home): home.title
        case .run(let run): run.title
        case .jobLog(let log): log.title
        case .gist(let gist): gist.title
        case .release(let release): release.title
        case .code(let code): code.title
        }
    }

    /// When the oldest cached answer on screen was fetched.
    var cachedAt: Date? {
        switch self {
        case .prompt: nil
        case .profile(let profile): profile.cachedAt
        case .repository(let repository): repository.cachedAt
        case .search: nil
        case .issue: nil
        case .inbox(let inbox): inbox.cachedAt
        case .home(let home): home.cachedAt
        case .run, .jobLog, .gist, .release, .code: nil
        }
    }

    /// When GitHub was last asked for what the screen shows, where the screen asks on its own.
    var askedAt: Date? {
        if case .inbox(let inbox) = self { inbox.askedAt } else { nil }
    }

    /// What went wrong on a screen that loads from GitHub.
    var problem: ScreenProblem? {
        switch self {
        case .prompt: nil
        case .profile(let profile): profile.problem
        case .repository(let repository): repository.problem
        case .search(let search): search.problem
        case .issue(let issue): issue.problem
        case .inbox(let inbox): inbox.problem
        case .home(let home): home.problem
        case .run(let run): run.problem
        case .jobLog(let log): log.problem
        case .gist(let gist): gist.problem
        case .release: nil
        case .code(let code): code.problem
        }
    }

    /// Whether this is a search screen.
    var isSearch: Bool {
        if case .search = self { true } else { false }
    }

    /// Whether this is Home.
    var isHome: Bool {
        if case .home = self { true } else { false }
    }

    /// Whether this is the inbox.
    var isInbox: Bool {
        if case .inbox = self { true } else { false }
    }

    /// The rate limit the screen's requests count against: search's own for a search.
    var rateLimitResource: String {
        switch self {
        case .search, .home: "search"
        default: "core"
        }
    }

    /// Hands a key's `command` to the screen's own update.
    mutating func update(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        switch self {
        case .prompt(var prompt):
            prompt.update(command, key: key, context: &context)
            self = .prompt(prompt)
        case .profile(var profile):
            profile.update(command, key: key, context: &context)
            self = .profile(profile)
        case .repository(var repository):
            repository.update(command, key: key, context: &context)
            self = .repository(repository)
        case .search(var search):
            search.update(command, key: key, context: &context)
            self = .search(search)
        case .issue(var issue):
            issue.update(command, key: key, context: &context)
            self = .issue(issue)
        case .inbox(var inbox):
            inbox.update(command, key: key, context: &context)
            self = .inbox(inbox)
        case .home(var home):
            home.update(command, key: key, context: &context)
            self = .home(home)
        case .run(var run):
            run.update(command, key: key, context: &context)
            self = .run(run)
        case .jobLog(var log):
            log.update(command, key: key, context: &context)
            self = .jobLog(log)
        case .gist(var gist):
            gist.update(command, key: key, context: &context)
            self = .gist(gist)
        case .release(var release):
            release.update(command, key: key, context: &context)
            self = .release(release)
        case .code(var code):
            code.update(command, key: key, context: &context)
            self = .code(code)
        }
    }

    /// Hands an answer (or, with `isCachedCopy`, the cache's copy) to the screen.
    mutating func receive(
        _ payload: Payload, for id: RequestID, isCachedCopy: Bool, context: inout UpdateContext
    ) {
        switch self {
        case .prompt:
            break
        case .profile(var profile):
            profile.receive(payload, for: id, isCachedCopy: isCachedCopy, context: &context)
            self = .profile(profile)
        case .repository(var repository):
            repository.receive(payload, for: id, isCachedCopy: isCachedCopy)
            self = .repository(repository)
        case .search(var search):
            guard !isCachedCopy else { return }
            search.receive(payload, for: id, context: &context)
            self = .search(search)
        case .issue(var issue):
            guard !isCachedCopy else { return }
            issue.receive(payload, for: id, context: &context)
            self = .issue(issue)
        case .inbox(var inbox):
            inbox.receive(payload, for: id, isCachedCopy: isCachedCopy, context: &context)
            self = .inbox(inbox)
        case .home(var home):
            home.receive(payload, for: id, isCachedCopy: isCachedCopy, context: &context)
            self = .home(home)
        case .run(var run):
            run.receive(payload, for: id, context: &context)
            self = .run(run)
        case .jobLog(var log):
            log.receive(payload, for: id, context: &context)
            self = .jobLog(log)
        case .gist(var gist):
            gist.receive(payload, for: id, context: &context)
            self = .gist(gist)
        case .release(var release):
            release.receive(payload, for: id, context: &context)
            self = .release(release)
        case .code(var code):
            code.receive(payload, for: id, context: &context)
            self = .code(code)
        }
    }

    /// Hands a failure to the screen.
    mutating func fail(_ error: GitHubError, for id: RequestID, context: inout UpdateContext) {
        switch self {
        case .prompt:
            break
        case .profile(var profile):
            profile.fail(error, for: id, context: &context)
            self = .profile(profile)
        case .repository(var repository):
            repository.refuseStar(error, for: id, context: &context)
            repository.fail(error, for: id)
            self = .repository(repository)
        case .search(var search):
            search.fail(error, for: id, context: &context)
            self = .search(search)
        case .issue(var issue):
            issue.fail(error, for: id, context: &context)
            self = .issue(issue)
        case .inbox(var inbox):
            inbox.fail(error, for: id, context: &context)
            self = .inbox(inbox)
        case .home(var home):
            home.fail(error, for: id)
            self = .home(home)
        case .run(var run):
            run.fail(error, for: id, context: &context)
            self = .run(run)
        case .jobLog(var log):
            log.fail(error, for: id, context: &context)
            self = .jobLog(log)
        case .gist(var gist):
            gist.fail(error, for: id, context: &context)
            self = .gist(gist)
        case .release(var release):
            release.fail(error, for: id, context: &context)
            self = .release(release)
        case .code(var code):
            code.fail(error, for: id, context: &context)
            self = .code(code)
        }
    }

    /// Starts what the screen needs now that it is on top.
    mutating func reconcile(context: inout UpdateContext) {
        switch self {
        case .prompt:
            break
        case .profile(var profile):
            profile.reconcile(context: &context)
            self = .profile(profile)
        case .repository(var repository):
            repository.reconcile(context: &context)
            self = .repository(repository)
        case .search(var search):
            search.reconcile(context: &context)
            self = .search(search)
        case .issue(var issue):
            issue.reconcile(context: &context)
            self = .issue(issue)
        case .inbox(var inbox):
            inbox.reconcile(context: &context)
            self = .inbox(inbox)
        case .home(var home):
            home.reconcile(context: &context)
            self = .home(home)
        case .run(var run):
            run.reconcile(context: &context)
            self = .run(run)
        case .jobLog(var log):
            log.reconcile(context: &context)
            self = .jobLog(log)
        case .gist(var gist):
            gist.reconcile(context: &context)
            self = .gist(gist)
        case .release(var release):
            release.reconcile(context: &context)
            self = .release(release)
        case .code(var code):
            code.reconcile(context: &context)
            self = .code(code)
        }
    }

    /// Lays the screen out for `size`.
    mutating func layOut(size: ScreenSize) {
        switch self {
        case .prompt:
            break
        case .profile(var profile):
            profile.layOut(size: size)
            self = .profile(profile)
        case .repository(var repository):
            repository.layOut(size: size)
            self = .repository(repository)
        case .search(var search):
            search.layOut(size: size)
            self = .search(search)
        case .issue(var issue):
            issue.layOut(size: size)
            self = .issue(issue)
        case .inbox(var inbox):
            inbox.layOut(size: size)
            self = .inbox(inbox)
        case .home(var home):
            home.layOut(size: size)
            self = .home(home)
        case .run(var run):
            run.layOut(size: size)
            self = .run(run)
        case .jobLog(var log):
            log.layOut(size: size)
            self = .jobLog(log)
        case .gist(var gist):
            gist.layOut(size: size)
            self = .gist(gist)
        case .release(var release):
            release.layOut(size: size)
            self = .release(release)
        case .code(var code):
            code.layOut(size: size)
            self = .code(code)
        }
    }

    /// The screen with its requests forgotten (they were cancelled); it asks again when shown.
    mutating func dropPending() {
        switch self {
        case .prompt:
            break
        case .profile(var profile):
            profile.dropPending()
            self = .profile(profile)
        case .repository(var repository):
            repository.dropPending()
            self = .repository(repository)
        case .search(var search):
            search.dropPending()
            self = .search(search)
        case .issue(var issue):
            issue.dropPending()
            self = .issue(issue)
        case .inbox(var inbox):
            inbox.dropPending()
            self = .inbox(inbox)
        case .home(var home):
            home.dropPending()
            self = .home(home)
        case .run(var run):
            run.dropPending()
            self = .run(run)
        case .jobLog(var log):
            log.dropPending()
            self = .jobLog(log)
        case .gist(var gist):
            gist.dropPending()
            self = .gist(gist)
        case .release(var release):
            release.dropPending()
            self = .release(release)
        case .code(var code):
            code.dropPending()
            self = .code(code)
        }
    }
}
