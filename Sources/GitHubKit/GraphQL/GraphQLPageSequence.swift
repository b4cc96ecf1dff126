/// The pages of a GraphQL connection, in order, fetched one after another as the consumer asks.
///
/// The query must take `$after: String`; the walk sends it null first, then each page's
/// `endCursor`, until a page says `hasNextPage: false`. A cursor that comes back a second time
/// (or a page that says there is more without a cursor) stops the walk with `.paginationLoop`,
/// as a repeated `next` link does for REST. A failure of page N is `.pageFailed(page: N, …)`.
///
/// ```swift
/// for try await page in github.followerPages(of: "octocat") {
///     print(page.nodes.map(\.login))
/// }
/// ```
public struct GraphQLPageSequence<Output: Sendable, Node: Sendable>: AsyncSequence, Sendable {
    /// Each element is one page.
    public typealias Element = GraphQLConnection<Node>
    /// Every failure is a `GitHubError`.
    public typealias Failure = any Error
    /// Finds the connection in a page's output.
    public typealias Connection = @Sendable (Output) -> GraphQLConnection<Node>

    let client: APIClient
    let query: GraphQLQuery<Output>
    let connection: Connection

    /// Creates the sequence for `query`, whose `$after` it sets, and the connection it pages.
    public init(client: APIClient, query: GraphQLQuery<Output>, connection: @escaping Connection) {
        self.client = client
        self.query = query
        self.connection = connection
    }

    /// Starts a walk.
    public func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self)
    }

    /// Walks the pages.
    public struct Iterator: AsyncIteratorProtocol {
        let sequence: GraphQLPageSequence
        private var after: String?
        private var seen: Set<String> = []
        private var number = 0
        private var finished = false

        init(sequence: GraphQLPageSequence) {
            self.sequence = sequence
        }

        /// The next page, or nil after the last one.
        public mutating func next() async throws -> GraphQLConnection<Node>? {
            guard !finished else { return nil }
            number += 1
            var query = sequence.query
            query.variables["after"] = after.map(JSONValue.string) ?? .null
            let page: GraphQLConnection<Node>
            do {
                page = sequence.connection(try await sequence.client.graphQL(query))
            } catch {
                finished = true
                let failure = APIClient.gitHubError(error, url: nil)
                throw failure == .cancelled ? failure : GitHubError.pageFailed(page: number, failure)
            }
            guard page.pageInfo.hasNextPage else {
                finished = true
                return page
            }
            guard let cursor = page.pageInfo.endCursor, seen.insert(cursor).inserted else {
                finished = true
                let repeated = page.pageInfo.endCursor.map { "cursor \($0)" } ?? "no endCursor"
                throw GitHubError.paginationLoop(
                    endpoint: "\(GraphQLResponse<Output>.endpoint) after \(repeated)")
            }
            after = cursor
            return page
        }
    }
}
