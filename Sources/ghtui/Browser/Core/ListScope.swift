/// Which rows of a list show before the typed filter, and in what order: the inbox's reason
/// filter (a rule on `ListItem.tag`) and its grouping by repository (`ListItem.group`).
struct ListScope: Equatable, Sendable {
    /// Which tags a row may have.
    enum Rule: Equatable, Sendable {
        /// Every row.
        case all
        /// Rows tagged with one of these.
        case only(Set<String>)
        /// Rows not tagged with any of these (untagged rows too).
        case except(Set<String>)
    }

    /// The rows kept.
    var rule = Rule.all
    /// Whether rows of one group follow each other, groups in the order of their first row.
    var grouped = false

    /// Whether `item` shows.
    func keeps(_ item: ListItem) -> Bool {
        switch rule {
        case .all: true
        case .only(let tags): item.tag.map(tags.contains) ?? false
        case .except(let tags): !(item.tag.map(tags.contains) ?? false)
        }
    }

    /// `rows` (indices into `items`) with each group's rows together, in a stable order.
    func grouping(_ rows: [Int], of items: [ListItem]) -> [Int] {
        var order: [String: Int] = [:]
        for row in rows where order[items[row].group ?? ""] == nil {
            order[items[row].group ?? ""] = order.count
        }
        return rows.enumerated().sorted { lhs, rhs in
            let left = order[items[lhs.element].group ?? ""] ?? 0
            let right = order[items[rhs.element].group ?? ""] ?? 0
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
