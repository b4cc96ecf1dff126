import Foundation

/// One page of a list endpoint: its items and where the Link header says the others are.
public struct Page<Item: Sendable>: Sendable {
    /// The items, in GitHub's order.
    public var items: [Item]
    /// This page's number (its URL's `page` parameter; 1 when absent).
    public var number: Int
    /// The Link header's relations; empty when there was none (a single page).
    public var links: LinkHeader
    /// The response the page came from (for the raw JSON, the cache time, the rate limit).
    public var response: APIResponse

    /// Creates a page.
    public init(items: [Item], number: Int, links: LinkHeader, response: APIResponse) {
        self.items = items
        self.number = number
        self.links = links
        self.response = response
    }

    /// The next page's URL, if there is one.
    public var next: URL? { links["next"] }
    /// The last page's URL, when GitHub could compute it.
    public var last: URL? { links["last"] }
    /// The previous page's URL.
    public var prev: URL? { links["prev"] }
    /// The first page's URL.
    public var first: URL? { links["first"] }

    /// How many pages there are, when known: from `last`, or this page when nothing follows.
    public var totalPages: Int? {
        if let last { return PageURL.number(of: last) }
        return next == nil ? number : nil
    }
}

/// Reading and setting the `page` parameter of GitHub's page URLs.
enum PageURL {
    /// The `page` query parameter of `url`, 1 when absent or unreadable.
    static func number(of url: URL) -> Int {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems ?? []
        return items.last { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
    }

    /// `url` with its `page` parameter set to `number`, the rest of the query untouched.
    static func url(_ url: URL, page number: Int) -> URL? {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return nil }
        var items = components.percentEncodedQueryItems ?? []
        items.removeAll { $0.name == "page" }
        items.append(URLQueryItem(name: "page", value: String(number)))
        components.percentEncodedQueryItems = items
        return components.url
    }
}
