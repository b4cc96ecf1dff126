/// One match of a search: the numbers it can be sorted by and its item, rendered only when its
/// page is asked for.
struct SearchMatch {
    /// Sort keys by GitHub's `sort` names (`stars`, `updated`, ...).
    var keys: [String: Int]
    /// The repository the item belongs to; nil for items of no repository (topics).
    var repository: RepoRecord? = nil
    /// Where the item lives below `/repos/{owner}/{repo}` (`["pulls", "12"]`), for what an
    /// installation token needs to read it (``IntegrationPermissions``).
    var below: [String] = []
    /// The item, given its score.
    var render: (Double) -> JSONValue
}

extension JSONValue {
    /// The object with `members` added at the end; any other value unchanged.
    func appending(_ members: [(key: String, value: JSONValue)]) -> JSONValue {
        guard case .object(let existing) = self else { return self }
        return .object(existing + members)
    }
}
