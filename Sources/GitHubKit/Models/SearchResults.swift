/// One page of a search: `GET /search/users`, `/search/repositories` and the like.
public struct SearchResults<Item>: Codable, Equatable, Hashable, Sendable
where Item: Codable & Sendable & Equatable & Hashable {
    /// The number of matches in all pages; GitHub serves at most 1,000 of them.
    public let totalCount: Int
    /// Whether GitHub timed out and the matches may be incomplete.
    public let incompleteResults: Bool
    /// The matches on this page.
    public let items: [Item]

    /// Creates a page from its fields, as GitHub would send them.
    public init(totalCount: Int, incompleteResults: Bool, items: [Item]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }
}
