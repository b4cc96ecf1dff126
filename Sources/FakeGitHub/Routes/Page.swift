/// One page of a list endpoint: which slice to answer with and the `Link` header to send.
struct Page: Sendable {
    /// 1-based page number asked for.
    var number: Int
    /// Items per page after clamping to GitHub's 1…100.
    var size: Int
    /// Items reachable through paging.
    var total: Int

    /// Reads `page` and `per_page` like GitHub: defaults 1 and 30, `per_page` clamped to 100.
    init(request: IncomingRequest, total: Int) {
        let requestedSize = request.queryValue("per_page").flatMap { Int($0) } ?? 30
        size = requestedSize < 1 ? 30 : min(requestedSize, 100)
        number = max(1, request.queryValue("page").flatMap { Int($0) } ?? 1)
        self.total = max(0, total)
    }

    /// Offsets of this page's items; empty past the end.
    var offsets: Range<Int> {
        let start = min((number - 1).multipliedReportingOverflow(by: size).partialValue, total)
        return max(0, start)..<min(total, max(0, start) + size)
    }

    var lastPage: Int { max(1, (total + size - 1) / size) }

    /// The `Link` header in GitHub's order (prev, next, last, first), or nil for a single page.
    ///
    /// - Parameters:
    ///   - base: absolute URL of the list without query, e.g. `http://127.0.0.1:8080/user/1/followers`.
    ///   - query: the request's raw query; its other parameters are kept as sent.
    ///   - looping: point `next` back at page 1, to test clients against endless paging.
    func linkHeader(base: String, query: String, looping: Bool) -> String? {
        let kept = query.split(separator: "&", omittingEmptySubsequences: true)
            .filter { !$0.hasPrefix("page=") && $0 != "page" }
        func url(_ page: Int) -> String {
            "<\(base)?\((kept + ["page=\(page)"]).joined(separator: "&"))>"
        }
        if looping {
            return "\(url(1)); rel=\"next\", \(url(lastPage)); rel=\"last\""
        }
        guard lastPage > 1 || number > 1 else { return nil }
        var links: [String] = []
        if number > 1 { links.append("\(url(min(number - 1, lastPage))); rel=\"prev\"") }
        if number < lastPage {
            links.append("\(url(number + 1)); rel=\"next\"")
            links.append("\(url(lastPage)); rel=\"last\"")
        }
        if number > 1 { links.append("\(url(1)); rel=\"first\"") }
        return links.joined(separator: ", ")
    }
}
