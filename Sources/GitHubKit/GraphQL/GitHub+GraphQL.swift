import Foundation

extension GitHub {
    /// Sends a GraphQL query and returns its data (see `APIClient.graphQL(_:)`).
    public func graphQL<Output>(_ query: GraphQLQuery<Output>) async throws(GitHubError) -> Output {
        try await client.graphQL(query)
    }

    /// Sends a GraphQL query and returns the whole answer: data, errors and rate limit (see
    /// `APIClient.graphQLResponse(_:)`).
    public func graphQLResponse<Output>(_ query: GraphQLQuery<Output>) async throws(GitHubError)
        -> GraphQLResponse<Output>
    {
        try await client.graphQLResponse(query)
    }

    /// The pages of the connection that `connection` finds in `query`'s output, walked by `$after`.
    public func graphQLPages<Output, Node>(
        _ query: GraphQLQuery<Output>, connection: @escaping GraphQLPageSequence<Output, Node>.Connection
    ) -> GraphQLPageSequence<Output, Node> {
        GraphQLPageSequence(client: client, query: query, connection: connection)
    }

    /// The items `login` pinned to their profile.
    public func pinnedItems(of login: String) async throws(GitHubError) -> [PinnedItem] {
        try await graphQL(try .pinnedItems(of: login))
    }

    /// `login`'s contribution calendar; nil bounds are GitHub's default, the year up to now.
    public func contributionCalendar(of login: String, from: Date? = nil, to: Date? = nil)
        async throws(GitHubError) -> ContributionCalendar
    {
        try await graphQL(try .contributionCalendar(of: login, from: from, to: to))
    }

    /// The checks and review decisions of the pull requests whose node IDs are `ids` (at most
    /// 100), in one query; a node GitHub cannot resolve (deleted meanwhile) is left out rather
    /// than failing the others.
    public func pullRequestStatuses(ids: [String]) async throws(GitHubError) -> [PullRequestStatus] {
        let answer = try await graphQLResponse(try .pullRequestStatuses(ids: ids))
        if let statuses = answer.data { return statuses }
        return try answer.value()
    }

    /// `login`'s followers over GraphQL, `first` per page, walked by cursor.
    ///
    /// - Throws: `.invalidInput` for a bad login or page size, before anything is sent.
    public func followerPages(of login: String, first: Int = 100) throws(GitHubError)
        -> GraphQLPageSequence<GraphQLConnection<GraphQLUser>, GraphQLUser>
    {
        graphQLPages(try .followers(of: login, first: first)) { $0 }
    }
}
