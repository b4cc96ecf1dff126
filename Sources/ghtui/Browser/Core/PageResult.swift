import Foundation

/// One page of a list as it came back from GitHub.
struct PageResult: Equatable, Sendable {
    /// The page's items.
    var items: [ListItem]
    /// The list's page count, when the Link header had `last` (or this is the only page).
    var totalPages: Int?
    /// The `next` page's URL from the Link header; nil on the last page.
    var next: URL?
    /// When the page was fetched from GitHub, if it came from the response cache.
    var cachedAt: Date?
}
