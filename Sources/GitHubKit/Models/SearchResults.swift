/// One page of a search: `GET /search/users`, `/search/repositories` and the like.
public struct SearchResults<Item: GitHubObject>: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The matches on this page.
    public let items: [Item]

    /// Reads a page; only `items` is required, and each item must have its own identity.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a search result page", codingPath: codingPath)
        self.raw = raw
        let elements = try fields.required("items", \.array)
        items = try elements.enumerated().map { index, element in
            try Item(raw: element, codingPath: codingPath + [JSONKey("items"), JSONIndex(index)])
        }
    }

    /// The number of matches in all pages (GitHub serves at most 1,000); this page's count when absent.
    public var totalCount: Int { raw["total_count"]?.int ?? items.count }
    /// Whether GitHub timed out and the matches may be incomplete; false when GitHub left it out.
    public var incompleteResults: Bool { raw["incomplete_results"]?.bool ?? false }
}
