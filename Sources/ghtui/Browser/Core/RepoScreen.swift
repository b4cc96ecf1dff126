import Foundation
import GitHubKit

/// One repository, its details and README: its state, and its part of the reducer.
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
    /// Why the README could not be loaded (`notFound`: there is none).
    var readmeError: GitHubError?
    /// The first line of the page on screen.
    var scroll = 0
    /// When the repository was fetched from GitHub, if it came from the response cache.
    var cachedAt: Date?
    /// The size the page was laid out for.
    private(set) var size: ScreenSize
    /// How many lines the page (details and README) has at that size's width: worked out
    /// when something on the page arrives or the terminal resizes, never per key.
    private(set) var lineCount = 1
    /// The page line the README starts on, and the README's links by page line (the first on
    /// each), at that width: what `o` opens once the page is scrolled into the README.
    private(set) var readmeStart = 0
    private(set) var readmeLinks: [Int: String] = [:]

    /// A screen for `repository` as a list showed it, on a screen of `size`.
    init(repository: Repository, size: ScreenSize) {
        owner = repository.owner.login
        name = repository.name
        self.repository = repository
        self.size = size
        layOut(size: size)
    }

    /// Every request in flight for this screen.
    var pendingRequests: [RequestID] {
        [repositoryPending, readmePending].compactMap { $0 }
    }

    /// The screen's name in the title bar.
    var title: String { "\(owner)/\(name)" }

    /// What went wrong, if anything (a missing README is no problem: the page says so).
    var problem: ScreenProblem? {
        var error = repositoryError
        if error == nil, let readmeError {
            if case .notFound = readmeError.rootCause {} else { error = readmeError }
        }
        return error.map { ScreenProblem(error: $0, login: nil, showsData: repository != nil) }
    }

    /// How many lines show at once.
    var pageRows: Int { Layout.pageRows(size) }

    /// The last first line: the page's end at the bottom of the screen.
    var maxScroll: Int { max(0, lineCount - pageRows) }

    /// The link `o` opens instead of the repository: once the README's start has scrolled off
    /// the top, the README's first link on screen.
    var readmeLink: String? {
        guard readme != nil, scroll >= readmeStart else { return nil }
        return (scroll..<max(scroll, min(lineCount, scroll + pageRows))).lazy.compactMap { readmeLinks[$0] }
            .first
    }

    /// Lays the page out for `size`, keeping the scroll within it.
    mutating func layOut(size: ScreenSize) {
        self.size = size
        let lines = RepoPage.lines(self, width: size.width - 2)
        lineCount = lines.count
        readmeStart = lineCount - (readme?.lines(width: max(10, size.width - 2)).count ?? 0)
        readmeLinks = MarkdownDocument.links(in: lines)
        scroll = max(0, min(scroll, maxScroll))
    }

    /// The repository's part of the reducer for a key's `command`.
    mutating func update(_ command: KeyCommand?, context: inout UpdateContext) {
        switch command {
        case .down: scroll = min(scroll + 1, maxScroll)
        case .up: scroll = max(0, scroll - 1)
        case .pageDown: scroll = min(scroll + pageRows, maxScroll)
        case .pageUp: scroll = max(0, scroll - pageRows)
        case .top: scroll = 0
        case .bottom: scroll = maxScroll
        case .back: context.navigation = .back
        case .browse: context.effects.append(.open(readmeLink ?? repository?.htmlUrl ?? "\(owner)/\(name)"))
        case .refresh:
            context.effects += pendingRequests.map(Effect.cancel)
            dropPending()
            repositoryError = nil
            readmeError = nil
            isComplete = false
            readme = nil
            layOut(size: size)
        default:
            break
        }
    }

    /// Takes GitHub's answer to `id`.
    mutating func receive(_ payload: Payload, for id: RequestID) {
        switch payload {
        case .repository(let repository, let cachedAt) where repositoryPending == id:
            repositoryPending = nil
            self.repository = repository
            isComplete = true
            self.cachedAt = cachedAt
        case .readme(let text) where readmePending == id:
            readmePending = nil
            readme = MarkdownDocument(markdown: text ?? "(The README is not UTF-8 text.)")
        default:
            return
        }
        layOut(size: size)
    }

    /// Notes why `id` failed.
    mutating func fail(_ error: GitHubError, for id: RequestID) {
        if repositoryPending == id {
            repositoryPending = nil
            repositoryError = error
        }
        if readmePending == id {
            readmePending = nil
            readmeError = error
        }
        layOut(size: size)
    }

    /// Starts what the page needs: the full repository and its README.
    mutating func reconcile(context: inout UpdateContext) {
        var asked = false
        if !isComplete && repositoryPending == nil && repositoryError == nil {
            let id = context.makeRequestID()
            repositoryPending = id
            context.effects.append(.fetch(id, .repository(owner: owner, name: name)))
            asked = true
        }
        if readme == nil && readmePending == nil && readmeError == nil {
            let id = context.makeRequestID()
            readmePending = id
            context.effects.append(.fetch(id, .readme(owner: owner, name: name)))
            asked = true
        }
        // "loading README…" takes the place of what was there.
        if asked { layOut(size: size) }
    }

    /// Forgets the requests in flight (they were cancelled); the screen asks again when shown.
    mutating func dropPending() {
        repositoryPending = nil
        readmePending = nil
    }
}
