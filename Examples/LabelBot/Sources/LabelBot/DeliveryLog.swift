/// The delivery IDs (`X-GitHub-Delivery`) the bot has taken on, so that a redelivery of one is not
/// acted on twice. It keeps the latest `limit` IDs; GitHub redelivers on request, not years later.
actor DeliveryLog {
    private let limit: Int
    private var seen: Set<String> = []
    private var order: [String] = []

    /// A log keeping the latest `limit` IDs.
    init(limit: Int = 10_000) {
        self.limit = limit
    }

    /// Takes on `id`: true the first time, false if it was taken on before.
    func claim(_ id: String) -> Bool {
        guard seen.insert(id).inserted else { return false }
        order.append(id)
        if order.count > limit {
            seen.remove(order.removeFirst())
        }
        return true
    }

    /// Gives `id` up after acting on it failed, so that GitHub's redelivery is acted on.
    func release(_ id: String) {
        seen.remove(id)
        order.removeAll { $0 == id }
    }
}
