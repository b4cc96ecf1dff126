import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension APIClient {
    /// Where GraphQL queries go: `/graphql` beside the REST API (`https://api.github.com/graphql`),
    /// or `/api/graphql` on GitHub Enterprise Server, whose REST API is at `/api/v3`.
    public var graphQLURL: URL {
        let base =
            baseURL.absoluteString.hasSuffix("/")
            ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        if base.lowercased().hasSuffix("/api/v3") {
            return URL(string: base.dropLast(3) + "/graphql") ?? baseURL.appendingPathComponent("graphql")
        }
        return baseURL.appendingPathComponent("graphql")
    }

    /// Sends `query` and returns GitHub's answer whole: data, errors (not thrown) and rate limit.
    ///
    /// The query is checked first (`.invalidInput`, nothing sent), and refused when the GraphQL
    /// limit last reported has fewer points left than `query.estimatedCost` (`.rateLimited` with
    /// the reset time, nothing sent). The POST is retried on transient faults like a GET: a query
    /// reads. A mutation is not: like any POST, it is sent again only when it never left. A `rateLimit` in the answer is recorded in `rateLimits` (resource `graphql`) and
    /// reported to the observer as `.rateLimit`.
    ///
    /// - Throws: every `GitHubError` a REST call can (a 401 is `.unauthorized`), but not GitHub's
    ///   GraphQL errors: those are in the answer's `errors`.
    public func graphQLResponse<Output>(_ query: GraphQLQuery<Output>) async throws(GitHubError)
        -> GraphQLResponse<Output>
    {
        let body = try query.body()
        if let refusal = graphQLRefusal(cost: query.estimatedCost, now: Date()) { throw refusal }
        var request = URLRequest(url: graphQLURL)
        request.httpMethod = HTTPMethod.post.rawValue
        request.httpBody = body
        var policy = retryPolicy
        policy.readsOnly = !query.isMutation
        let answer = try GraphQLResponse(
            try await response(for: request, retryPolicy: policy), read: query.read)
        if let status = answer.rateLimit?.status, rateLimits.record(status) {
            report(.rateLimit(status))
        }
        return answer
    }

    /// Sends `query` and returns its data.
    ///
    /// ```swift
    /// let pinned = try await client.graphQL(try .pinnedItems(of: "octocat"))
    /// ```
    ///
    /// - Throws: as `graphQLResponse(_:)`, and `.graphQL` when GitHub answered with errors, even
    ///   beside partial data (`rootCause` reads `NOT_FOUND` as `.notFound`, `RATE_LIMITED` as
    ///   `.rateLimited`).
    public func graphQL<Output>(_ query: GraphQLQuery<Output>) async throws(GitHubError) -> Output {
        try await graphQLResponse(query).value()
    }

    /// The error for a query of `cost` points that must not be sent, if the GraphQL limit last
    /// reported has fewer left; a reset more than an hour and a bit away means the clock jumped.
    private func graphQLRefusal(cost: Int, now: Date) -> GitHubError? {
        guard let status = rateLimits.status(for: "graphql"), status.remaining < max(cost, 1),
            status.reset > now, status.reset.timeIntervalSince(now) < 3_700
        else { return nil }
        return .rateLimited(
            reset: status.reset, retryAfter: nil,
            message:
                "the GraphQL limit has \(status.remaining) of \(status.limit) points left and the query may cost "
                + "\(max(cost, 1)); nothing was sent")
    }
}
