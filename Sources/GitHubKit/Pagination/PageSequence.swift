import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The pages of a list endpoint, in order, fetched as the consumer asks for them.
///
/// Page 1 decides the walk. When its Link header has `last`, pages 2…N are fetched ahead of
/// the consumer, up to twice `concurrency` pages ahead, and still delivered in order. Without
/// `last`, the walk follows `next` one page at a time and fails if a `next` URL repeats. With a `limit`,
/// no page is requested beyond the one that reaches it.
public struct PageSequence<Item: Sendable>: AsyncSequence, Sendable {
    /// Each element is one page.
    public typealias Element = Page<Item>
    /// Every failure is a `GitHubError`.
    public typealias Failure = any Error

    /// Turns one page's response into its items.
    public typealias Parse = @Sendable (APIResponse) throws(GitHubError) -> [Item]

    let client: APIClient
    let firstPage: URLRequest
    let concurrency: Int
    let limit: Int?
    /// The route's own retry policy, for every page; nil uses the client's.
    let retryPolicy: RetryPolicy?
    /// How many pages past the consumer are asked for: twice the concurrency, so that one slow
    /// page does not idle the other slots (the client's budget still bounds those in flight),
    /// or exactly one when the walk is sequential.
    var readAhead: Int { concurrency == 1 ? 1 : 2 * concurrency }
    let parse: Parse

    /// Creates the sequence; `concurrency` 1 walks strictly one page after another.
    ///
    /// - Parameter retryPolicy: how each page's request is retried; nil uses the client's.
    public init(
        client: APIClient, firstPage: URLRequest, concurrency: Int = 8, limit: Int? = nil,
        retryPolicy: RetryPolicy? = nil, parse: @escaping Parse
    ) {
        self.retryPolicy = retryPolicy
        self.client = client
        self.firstPage = firstPage
        self.concurrency = Swift.max(1, concurrency)
        self.limit = limit.map { Swift.max(0, $0) }
        self.parse = parse
    }

    /// Starts a walk.
    public func makeAsyncIterator() -> Iterator {
        Iterator(self)
    }

    /// Walks the pages; dropping it cancels the pages it fetched ahead.
    public final class Iterator: AsyncIteratorProtocol {
        private enum Plan {
            case start
            /// Pages up to `lastPage` come from the `last` URL with `page` set.
            case numbered(template: URL, lastPage: Int)
            /// Pages come one at a time from each page's `next`.
            case following(next: URL?)
        }

        private let sequence: PageSequence
        private var plan = Plan.start
        private var number = 1
        private var itemsSeen = 0
        private var seen: Set<URL> = []
        private var ahead: [Int: Task<Page<Item>, any Error>] = [:]
        private var finished = false

        init(_ sequence: PageSequence) {
            self.sequence = sequence
            finished = sequence.limit == 0
        }

        deinit {
            for task in ahead.values { task.cancel() }
        }

        /// The next page, or nil after the last one.
        public func next() async throws -> Page<Item>? {
            guard !finished else { return nil }
            do {
                try Task.checkCancellation()
                guard let page = try await fetchNext() else {
                    finish()
                    return nil
                }
                itemsSeen += page.items.count
                number += 1
                if let limit = sequence.limit, itemsSeen >= limit { finish() }
                return page
            } catch {
                finish()
                throw error
            }
        }

        private func fetchNext() async throws -> Page<Item>? {
            switch plan {
            case .start:
                let page = try await fetchFirst()
                seen.insert(sequence.firstPage.url ?? page.response.request.url!)
                return page
            case .numbered(let template, let lastPage):
                let end = Swift.min(lastPage, pagesNeeded() ?? lastPage)
                guard number <= end else { return nil }
                fetchAhead(from: number, through: end, template: template)
                guard let task = ahead.removeValue(forKey: number) else { return nil }
                let pending = Array(ahead.values)
                return try await withTaskCancellationHandler {
                    try await task.value
                } onCancel: {
                    task.cancel()
                    for other in pending { other.cancel() }
                }
            case .following(let next):
                guard let next else { return nil }
                guard seen.insert(next).inserted else {
                    throw GitHubError.paginationLoop(endpoint: next.absoluteString)
                }
                let page = try await fetch(URLRequest(url: next), number: number)
                plan = .following(next: page.next)
                return page
            }
        }

        /// Page 1, which decides the plan. Without a limit, the pages its links number are asked
        /// for before its own items are read: reading 100 repositories takes 2–3 ms, which the
        /// walk's second round of requests would otherwise wait for. With a limit, page 1's items
        /// say how many more pages are needed.
        private func fetchFirst() async throws -> Page<Item> {
            let client = sequence.client
            do throws(GitHubError) {
                let response = try await client.response(
                    for: sequence.firstPage, retryPolicy: sequence.retryPolicy)
                let links = client.links(of: response)
                plan = Self.plan(after: links)
                if sequence.limit == nil, case .numbered(let template, let lastPage) = plan {
                    fetchAhead(from: 2, through: lastPage, template: template)
                }
                do {
                    return try client.page(from: response, number: 1, links: links, parse: sequence.parse)
                } catch {
                    await client.forget(response, after: error)
                    throw error
                }
            } catch {
                throw error == .cancelled ? error : .pageFailed(page: 1, error)
            }
        }

        /// Asks for the pages from `first`, up to the read-ahead and `last`, not yet asked for.
        private func fetchAhead(from first: Int, through last: Int, template: URL) {
            for upcoming in first..<Swift.min(first + sequence.readAhead, last + 1)
            where ahead[upcoming] == nil {
                guard let url = PageURL.url(template, page: upcoming) else { continue }
                ahead[upcoming] = Self.fetchAhead(sequence, url: url, number: upcoming)
            }
        }

        /// What page 1's links say about the rest of the walk: numbered pages only when they are
        /// the plain sequence (`next` is page 2 and `last` further on); otherwise `next` is followed,
        /// which is where loops are caught.
        private static func plan(after links: LinkHeader) -> Plan {
            if let last = links["last"], let next = links["next"], PageURL.number(of: next) == 2,
                PageURL.number(of: last) >= 2
            {
                return .numbered(template: last, lastPage: PageURL.number(of: last))
            }
            return .following(next: links["next"])
        }

        /// How many pages cover the limit, judging the page size by the pages so far.
        private func pagesNeeded() -> Int? {
            guard let limit = sequence.limit, number > 1 else { return nil }
            let size = Swift.max(1, itemsSeen / (number - 1))
            return (limit + size - 1) / size
        }

        private func fetch(_ request: URLRequest, number: Int) async throws -> Page<Item> {
            try await Self.page(sequence, request: request, number: number)
        }

        private static func fetchAhead(_ sequence: PageSequence, url: URL, number: Int) -> Task<
            Page<Item>, any Error
        > {
            Task.detached {
                try await page(sequence, request: URLRequest(url: url), number: number)
            }
        }

        private static func page(_ sequence: PageSequence, request: URLRequest, number: Int) async throws
            -> Page<Item>
        {
            do {
                return try await sequence.client.page(
                    request, number: number, retryPolicy: sequence.retryPolicy, parse: sequence.parse)
            } catch {
                throw error == .cancelled ? error : .pageFailed(page: number, error)
            }
        }

        private func finish() {
            finished = true
            for task in ahead.values { task.cancel() }
            ahead = [:]
        }
    }
}

extension APIClient {
    /// Fetches one page of a list, as `PageSequence` fetches each page of its walk; a caller that
    /// pages on demand (ghtui's browser asks for the next page when it is scrolled to) uses it too.
    ///
    /// - Parameters:
    ///   - request: the page's request, e.g. a route's or a previous page's `next` URL.
    ///   - number: the page's number, for the page and its errors.
    ///   - retryPolicy: how the request is retried; nil uses the client's.
    ///   - parse: turns the response into the page's items; a body it cannot read is not kept
    ///     (see ``APIClient/forget(_:after:)``).
    public func page<Item: Sendable>(
        _ request: URLRequest, number: Int, retryPolicy: RetryPolicy? = nil, parse: PageSequence<Item>.Parse
    ) async throws(GitHubError) -> Page<Item> {
        let response = try await response(for: request, retryPolicy: retryPolicy)
        do {
            return try page(from: response, number: number, parse: parse)
        } catch {
            await forget(response, after: error)
            throw error
        }
    }

    /// Reads `response` (fetched, or a cached copy) as page `number` of a list: its items and
    /// its Link header, as `page(_:number:retryPolicy:parse:)` does with the response it gets.
    /// A malformed Link header is reported as a warning and read as "no more pages".
    public func page<Item: Sendable>(
        from response: APIResponse, number: Int, parse: PageSequence<Item>.Parse
    ) throws(GitHubError) -> Page<Item> {
        try page(from: response, number: number, links: links(of: response), parse: parse)
    }

    /// The page, its links read already.
    func page<Item: Sendable>(
        from response: APIResponse, number: Int, links: LinkHeader, parse: PageSequence<Item>.Parse
    ) throws(GitHubError) -> Page<Item> {
        Page(items: try parse(response), number: number, links: links, response: response)
    }

    /// `response`'s Link header; none, with a warning, when it is malformed.
    func links(of response: APIResponse) -> LinkHeader {
        guard let value = response.header("link") else { return LinkHeader() }
        if let parsed = LinkHeader.parse(value, relativeTo: response.request.url) { return parsed }
        warn("ignored a malformed Link header from \(response.endpoint); treating it as the last page")
        return LinkHeader()
    }
}
