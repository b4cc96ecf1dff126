import GitHubKit

/// The checks (and review decisions) of the pull requests a list shows: asked for a page of rows
/// at once over GraphQL, 100 node IDs a query, not one request a row; each row is asked once.
/// Without a token nothing is asked (GraphQL needs one), and rows show no mark. A repository's
/// pull requests and Home's search rows (issues that are pull requests) share it.
struct PullStatuses: Equatable, Sendable {
    /// What GitHub said, by node ID.
    private var byID: [String: PullRequestStatus] = [:]
    /// Node IDs asked for, answered or not.
    private var asked: Set<String> = []
    /// The node IDs of each request in flight.
    private var pending: [RequestID: [String]] = [:]

    /// The requests in flight.
    var pendingRequests: [RequestID] { pending.keys.sorted { $0.value < $1.value } }

    /// What GitHub said of the pull request `item` is (a pull request, or an issue that is one).
    func status(of item: ListItem) -> PullRequestStatus? {
        Self.nodeID(of: item).flatMap { byID[$0] }
    }

    /// The node ID GraphQL knows `item` by, when it is a pull request.
    private static func nodeID(of item: ListItem) -> String? {
        switch item {
        case .pullRequest(let pull): pull.raw["node_id"]?.string
        case .issue(let issue) where issue.isPullRequest: issue.raw["node_id"]?.string
        default: nil
        }
    }

    /// Asks for the pull requests among `items` not asked for yet.
    mutating func ask(for items: [ListItem], context: inout UpdateContext) {
        guard context.hasToken else { return }
        let ids = items.compactMap { item -> String? in
            guard let id = Self.nodeID(of: item), !asked.contains(id) else { return nil }
            return id
        }
        for start in stride(from: 0, to: ids.count, by: 100) {
            let batch = Array(ids[start..<min(start + 100, ids.count)])
            let id = context.makeRequestID()
            pending[id] = batch
            asked.formUnion(batch)
            context.effects.append(.fetch(id, .pullStatuses(ids: batch)))
        }
    }

    /// Takes GitHub's answer; false when `id` is not one of these requests.
    mutating func receive(_ statuses: [PullRequestStatus], for id: RequestID) -> Bool {
        guard pending.removeValue(forKey: id) != nil else { return false }
        for status in statuses { byID[status.id] = status }
        return true
    }

    /// Takes a failure: those rows stay without a mark (a mark is not worth an error on the
    /// screen); false when `id` is not one of these requests.
    mutating func fail(_ id: RequestID) -> Bool {
        pending.removeValue(forKey: id) != nil
    }

    /// Forgets the requests in flight (cancelled): their rows are asked for again.
    mutating func dropPending() {
        for ids in pending.values { asked.subtract(ids) }
        pending = [:]
    }
}
