import GitHubKit

/// The checks (and review decisions) of the pull requests a list shows: asked for a page of rows
/// at once over GraphQL, 100 node IDs a query, not one request a row; each row is asked once.
/// Without a token nothing is asked (GraphQL needs one), and rows show no mark.
struct PullStatuses: Equatable, Sendable {
    /// What GitHub said, by pull request number.
    private(set) var byNumber: [Int: PullRequestStatus] = [:]
    /// Node IDs asked for, answered or not.
    private var asked: Set<String> = []
    /// The node IDs of each request in flight.
    private var pending: [RequestID: [String]] = [:]

    /// The requests in flight.
    var pendingRequests: [RequestID] { pending.keys.sorted { $0.value < $1.value } }

    /// Asks for the pull requests among `items` not asked for yet.
    mutating func ask(for items: [ListItem], of repository: RepositoryName, context: inout UpdateContext) {
        guard context.hasToken else { return }
        let ids = items.compactMap { item -> String? in
            guard case .pullRequest(let pull) = item, let id = pull.raw["node_id"]?.string,
                !asked.contains(id)
            else { return nil }
            return id
        }
        for start in stride(from: 0, to: ids.count, by: 100) {
            let batch = Array(ids[start..<min(start + 100, ids.count)])
            let id = context.makeRequestID()
            pending[id] = batch
            asked.formUnion(batch)
            context.effects.append(.fetch(id, .pullStatuses(repository, ids: batch)))
        }
    }

    /// Takes GitHub's answer; false when `id` is not one of these requests.
    mutating func receive(_ statuses: [PullRequestStatus], for id: RequestID) -> Bool {
        guard pending.removeValue(forKey: id) != nil else { return false }
        for status in statuses {
            if let number = status.number { byNumber[number] = status }
        }
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
