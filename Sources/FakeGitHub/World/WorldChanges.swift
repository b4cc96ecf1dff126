import Foundation
import Synchronization

/// What writes changed in a ``World`` for the life of one server: stars and follows added or
/// removed, notifications marked read, issues, comments and gists written, workflow runs re-run or cancelled,
/// pull requests reviewed, edited and merged, and the accounts and repositories a test added.
///
/// The world itself is arithmetic and never changes; this overlay is applied on top of it when a
/// list or a check is answered, so a server nobody wrote to answers byte for byte as before.
final class WorldChanges: Sendable {
    /// Everything that changed; edited only through ``update(_:)``.
    struct State: Sendable {
        /// Stars: from a user's login to a repository's full name (`owner/name`), lowercased.
        var stars = EdgeOverlay()
        /// Follows: from the follower's login to the followed login, lowercased.
        var follows = EdgeOverlay()
        /// Logins that marked every notification read, with the time they gave (epoch seconds).
        var notificationsReadAt: [String: Int] = [:]
        /// Notification thread ids marked read, per login.
        var readThreads: [String: Set<String>] = [:]
        /// Notification thread ids marked done (gone from every list), per login.
        var doneThreads: [String: Set<String>] = [:]
        /// Thread subscriptions set or deleted, per login and thread id.
        var threadSubscriptions: [String: [String: NotificationCatalog.SubscriptionEdit]] = [:]
        /// When each login last changed its notifications (epoch seconds, always increasing), so
        /// that the list's `Last-Modified` moves on and an old `If-Modified-Since` gets a 200.
        var notificationsChangedAt: [String: Int] = [:]
        /// Issues opened and edited, comments added, edited and deleted.
        var issues = IssueEdits()
        /// Gists created, oldest first.
        var gists: [GistContent] = []
        /// Workflow runs re-run and cancelled.
        var actions = ActionsEdits()
        /// Pull request reviews written, submitted and deleted.
        var pulls = PullEdits()
        /// Accounts and repositories a test added; the server lays them on its world for each
        /// request (``World/additions``), since every catalog looks accounts and repositories up.
        var additions = WorldAdditions()
    }

    private let state = Mutex(State())

    /// A copy of the current changes.
    var current: State { state.withLock { $0 } }

    /// Changes the state; the server runs one request at a time, the lock only makes it `Sendable`.
    @discardableResult
    func update<Result: Sendable>(_ change: (inout State) -> Result) -> Result {
        state.withLock { change(&$0) }
    }
}

/// Edges between two kinds of names (a user and what they star or follow) added to or removed
/// from a world's fixed set, in the order they were added.
struct EdgeOverlay: Sendable {
    /// One edge, with both names lowercased.
    struct Edge: Hashable, Sendable {
        var from: String
        var to: String

        init(_ from: String, _ to: String) {
            self.from = from.lowercased()
            self.to = to.lowercased()
        }
    }

    /// Edges that exist now but not in the world, oldest first.
    private(set) var added: [Edge] = []
    /// Edges of the world that exist no more.
    private(set) var removed: Set<Edge> = []
    /// When each added edge was made, in epoch seconds.
    private(set) var addedAt: [Edge: Int] = [:]

    /// Whether nothing was changed.
    var isEmpty: Bool { added.isEmpty && removed.isEmpty }

    /// Whether `edge` exists, given whether the world has it.
    func contains(_ edge: Edge, inWorld: Bool) -> Bool {
        inWorld ? !removed.contains(edge) : added.contains(edge)
    }

    /// Makes `edge` exist (or not) at `time` (epoch seconds), given whether the world has it;
    /// making an existing edge exist again changes nothing, as GitHub's `PUT`s do.
    mutating func set(_ edge: Edge, present: Bool, inWorld: Bool, at time: Int) {
        guard contains(edge, inWorld: inWorld) != present else { return }
        added.removeAll { $0 == edge }
        addedAt[edge] = nil
        removed.remove(edge)
        if present && !inWorld {
            added.append(edge)
            addedAt[edge] = time
        }
        if !present && inWorld { removed.insert(edge) }
    }

    /// Whether any change involves an edge from `from`.
    func touches(from: String) -> Bool {
        let from = from.lowercased()
        return added.contains { $0.from == from } || removed.contains { $0.from == from }
    }

    /// Whether any change involves an edge to `to`.
    func touches(to: String) -> Bool {
        let to = to.lowercased()
        return added.contains { $0.to == to } || removed.contains { $0.to == to }
    }

    /// The names `from` has edges to that the world lacks, oldest first.
    func added(from: String) -> [String] {
        let from = from.lowercased()
        return added.filter { $0.from == from }.map(\.to)
    }

    /// The names with edges to `to` that the world lacks, oldest first.
    func added(to: String) -> [String] {
        let to = to.lowercased()
        return added.filter { $0.to == to }.map(\.from)
    }
}

extension LazyList {
    /// The list with `removed` elements left out and `added` ones put first (or last), as writes
    /// changed it; the very same list when there is nothing to change, so its answers keep their bytes.
    func applying(added: [Element], removed: @escaping @Sendable (Element) -> Bool, first: Bool)
        -> LazyList<Element>
    {
        let kept = elements(0..<count).filter { !removed($0) }
        let all = first ? added + kept : kept + added
        return LazyList(count: all.count) { all[$0] }
    }
}
