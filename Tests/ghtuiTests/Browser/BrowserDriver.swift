import FakeGitHub
import Foundation
import GitHubKit
import Synchronization

@testable import ghtui

/// Drives the pure core as the main loop does, but with the test in charge: actions go
/// through the reducer, fetch and cache-read effects are performed against FakeGitHub and
/// the response cache when the test says, and the state can be rendered to text at any point.
struct BrowserDriver {
    /// The state after the last action.
    private(set) var state: BrowserState
    /// Every effect the reducer asked for, in order.
    private(set) var effects: [Effect] = []
    /// Fetches asked for and neither performed nor cancelled yet, and whether each revalidates
    /// (a `.refetch`).
    private(set) var queued: [(RequestID, Fetch, revalidates: Bool)] = []
    /// Cache reads asked for and neither performed nor cancelled yet.
    private(set) var cacheReads: [(RequestID, Fetch)] = []
    /// Writes asked for and not sent yet (never cancelled, as the effect runner never does).
    private(set) var writes: [(RequestID, Write)] = []
    /// The writes GitHub refused, with its error, in order.
    private(set) var refusals: [(Write, GitHubError)] = []
    /// Commands of the user's own asked for, in order (not run).
    private(set) var commands: [UserCommand.Invocation] = []
    /// Waits asked for (`Effect.wake`) and neither woken nor cancelled yet.
    private(set) var wakes: [(RequestID, Duration)] = []
    /// Downloads asked for (`Effect.download`), not performed.
    private(set) var downloads: [(RequestID, AssetDownload)] = []
    /// Kept reviews asked for (`Effect.readReview`) and not answered yet.
    private var reviewReads: [(RequestID, RepositoryName, number: Int)] = []
    /// Where pending reviews are kept, as the effect runner keeps them; nil: not kept.
    let reviews: ReviewStore?
    /// The client performing fetches.
    let github: GitHub
    /// The fixed moment views are rendered at.
    let context = RenderContext(
        now: Date(timeIntervalSince1970: 1_748_736_000), timeZone: TimeZone(identifier: "UTC")!)

    init(
        login: String? = "mona", hasToken: Bool = false, repository: RepositoryName? = nil,
        size: ScreenSize = ScreenSize(width: 100, height: 30),
        perPage: Int = 100, url: URL, cache: (any ResponseCache)? = nil, token: String? = nil,
        keyMap: KeyMap = .standard, reviews: ReviewStore? = nil, home: HomeSetup = HomeSetup()
    ) {
        github = GitHub(apiURL: url, token: token, cache: cache)
        self.reviews = reviews
        state = BrowserState(
            login: login, hasToken: hasToken, repository: repository, home: home, size: size,
            perPage: perPage, keyMap: keyMap)
        send(.resize(size))
    }

    /// Runs `action` through the reducer and queues the fetches it asks for.
    mutating func send(_ action: Action) {
        let (next, new) = Reducer.reduce(state, action)
        state = next
        effects += new
        for effect in new {
            switch effect {
            case .fetch(let id, let fetch): queued.append((id, fetch, false))
            case .refetch(let id, let fetch): queued.append((id, fetch, true))
            case .readCache(let id, let fetch): cacheReads.append((id, fetch))
            case .cancel(let id):
                queued.removeAll { $0.0 == id }
                cacheReads.removeAll { $0.0 == id }
                wakes.removeAll { $0.0 == id }
            case .write(let id, let write): writes.append((id, write))
            case .wake(let id, let delay): wakes.append((id, delay))
            case .keepReview(let repository, let number, let review):
                try? reviews?.save(review, api: github.client.baseURL, repository, number: number)
            case .readReview(let id, let repository, let number): reviewReads.append((id, repository, number))
            case .runCommand(let invocation, _): commands.append(invocation)
            case .download(let id, let asset): downloads.append((id, asset))
            case .open, .toggleStar, .edit, .copy: break
            }
        }
    }

    /// Puts `screen` on top, as the key that opens it would, and lets it ask for what it needs.
    mutating func push(_ screen: Screen) {
        state.stack.append(screen)
        send(.resize(state.size))
    }

    /// Presses `keys` one after another.
    mutating func press(_ keys: KeyEvent...) {
        for key in keys { send(.key(key)) }
    }

    /// Types `text` one character at a time.
    mutating func type(_ text: String) {
        for character in text { send(.key(.character(character))) }
    }

    /// Performs the queued cache reads (not the fetches): copies come back as `.cached`, under
    /// the cache policy of the fetch with the same id, as the effect runner reads them.
    mutating func readCache() async {
        while !cacheReads.isEmpty {
            let (id, fetch) = cacheReads.removeFirst()
            let revalidates = queued.contains { $0.0 == id && $0.revalidates }
            let github = github
            let payload = await CachePolicy.$override.withValue(revalidates ? .revalidate : nil) {
                await EffectRunner.cachedPayload(fetch, github: github)
            }
            if let payload { send(.cached(id, payload)) }
        }
    }

    /// Performs every queued fetch, and those their answers lead to, until none is left; with
    /// `readingCache`, queued cache reads go first, as they usually win the race. Waits of no
    /// time (for the next frame) end as they come.
    mutating func settle(readingCache: Bool = true) async {
        if readingCache { await readCache() }
        endWaitsForTheNextFrame()
        while !reviewReads.isEmpty {
            let (id, repository, number) = reviewReads.removeFirst()
            let kept = try? reviews?.load(api: github.client.baseURL, repository, number: number)
            send(.loaded(id, .keptReview(kept ?? nil)))
        }
        while !queued.isEmpty {
            let (id, fetch, revalidates) = queued.removeFirst()
            let github = github
            let result = await CachePolicy.$override.withValue(revalidates ? .revalidate : nil) {
                () async -> Result<Payload, GitHubError> in
                do throws(GitHubError) {
                    return .success(try await EffectRunner.perform(fetch, github: github))
                } catch {
                    return .failure(error)
                }
            }
            switch result {
            case .success(let payload): send(.loaded(id, payload))
            case .failure(let error): send(.failed(id, error))
            }
            if readingCache { await readCache() }
            endWaitsForTheNextFrame()
        }
    }

    /// Ends the queued waits of no time, which the loop ends once it has drawn a frame.
    mutating func endWaitsForTheNextFrame() {
        while let index = wakes.firstIndex(where: { $0.1 == .zero }) {
            let (id, _) = wakes.remove(at: index)
            send(.loaded(id, .woke))
        }
    }

    /// Sends the queued writes to FakeGitHub, one after another, and hands each answer back.
    mutating func sendWrites() async {
        while !writes.isEmpty {
            let (id, write) = writes.removeFirst()
            let (github, reviews) = (github, reviews)
            do throws(GitHubError) {
                try await EffectRunner.send(write, github: github, reviews: reviews)
                send(.loaded(id, .written))
            } catch {
                refusals.append((write, error))
                send(.failed(id, error))
            }
        }
    }

    /// Ends the waits asked for (as if their time had come), then settles what they start.
    mutating func wakeUp() async {
        let due = wakes
        wakes = []
        for (id, _) in due { send(.loaded(id, .woke)) }
        await settle()
    }

    /// Walks to the bottom of the shown list until every page is loaded.
    mutating func loadEverything() async {
        await settle()
        while profile?.list.hasMore == true && profile?.list.error == nil {
            press(.end)
            await settle()
        }
    }

    /// Loads every repository, filters them by `text` and opens the first that matches.
    mutating func openRepository(matching text: String) async {
        await loadEverything()
        press(.character("/"))
        type(text)
        press(.enter, .enter)
        await settle()
    }

    /// The fetches asked for so far, without their request IDs.
    var fetches: [Fetch] {
        effects.compactMap {
            switch $0 {
            case .fetch(_, let fetch), .refetch(_, let fetch): fetch
            default: nil
            }
        }
    }

    /// The screen as text, one line per row, trailing spaces trimmed.
    var screen: String { grid.text }

    /// The screen as a grid.
    var grid: Grid { BrowserView.render(state, context: context) }

    /// The issue or pull request on top, if one is.
    var issue: IssueScreen? {
        if case .issue(let issue) = state.top { issue } else { nil }
    }

    /// The repository on top, if a repository is on top.
    var repository: RepoScreen? {
        if case .repository(let repository) = state.top { repository } else { nil }
    }

    /// Home on top, if Home is on top.
    var home: HomeScreen? {
        if case .home(let home) = state.top { home } else { nil }
    }

    /// The inbox on top, if the inbox is on top.
    var inbox: InboxScreen? {
        if case .inbox(let inbox) = state.top { inbox } else { nil }
    }

    /// The profile on top, if a profile is on top.
    var profile: ProfileScreen? {
        if case .profile(let profile) = state.top { profile } else { nil }
    }
}

extension BrowserDriver {
    /// Performs the queued downloads into `directory` as the effect runner does (`AssetSaver`),
    /// handing every progress report and then the outcome back.
    mutating func download(into directory: URL) async {
        while !downloads.isEmpty {
            let (id, asset) = downloads.removeFirst()
            let reports = Mutex<[DownloadProgress]>([])
            let news = await AssetSaver(directory: directory).save(asset, client: github.client) { progress in
                reports.withLock { $0.append(progress) }
            }
            for progress in reports.withLock({ $0 }) { send(.loaded(id, .download(.progress(progress)))) }
            send(.loaded(id, .download(news)))
        }
    }
}
