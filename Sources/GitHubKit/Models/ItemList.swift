/// One page of a list that GitHub wraps in an object, such as `GET /repos/{owner}/{repo}/actions/runs`
/// (`{"total_count": 42, "workflow_runs": [...]}`), `/check-runs`, `/actions/secrets` or
/// `/user/installations`.
///
/// The items are the object's one array-valued member besides GitHub's counts, whatever its name
/// (`itemsKey`); `github.pages(of:)` and `github.all(_:)` walk such lists like any other.
public struct ItemList<Item: GitHubObject>: ItemsPage {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The items on this page.
    public let items: [Item]
    /// The member the items were read from, e.g. `workflow_runs`; nil for an object without one.
    public let itemsKey: String?

    /// Reads a page; each item must have its own identity. An object without an array member reads
    /// as an empty page.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a list page", codingPath: codingPath)
        self.raw = raw
        let key = fields.raw.object?.filter { $0.value.array != nil }.keys.sorted().first
        itemsKey = key
        let elements = key.flatMap { raw[$0]?.array } ?? []
        items = try elements.enumerated().map { index, element in
            try Item(raw: element, codingPath: codingPath + [JSONKey(key ?? ""), JSONIndex(index)])
        }
    }

    /// The number of items in all pages; this page's count when GitHub left it out.
    public var totalCount: Int { raw["total_count"]?.int ?? items.count }
}

/// A page whose items sit inside an object (`SearchResults`, `ItemList`), so that
/// `github.pages(of:)` walks it.
public protocol ItemsPage: GitHubObject {
    /// The kind of item.
    associatedtype Item: Sendable
    /// The items on this page.
    var items: [Item] { get }
}

extension SearchResults: ItemsPage {}
