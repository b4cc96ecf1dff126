import Foundation

/// The user queries ghtui needs that REST lacks (pinned items, the contribution calendar), and a
/// cursor-paged one (followers).
extension GraphQLQuery {
    /// `data.user`, or `.notFound` when it is null without an error to say why.
    static func user(_ data: JSONValue, login: String) throws(GitHubError) -> JSONValue {
        guard let user = data["user"], user.object != nil else {
            throw .notFound(
                endpoint: "\(GraphQLResponse<Output>.endpoint) user", message: "no user named \(login)")
        }
        return user
    }

    /// `data.user.<field>`, which must be an object.
    static func userField(_ data: JSONValue, login: String, _ path: String...) throws(GitHubError)
        -> JSONValue
    {
        var value = try user(data, login: login)
        for key in path {
            guard let next = value[key], next.object != nil else {
                throw .decodingFailed(
                    endpoint: GraphQLResponse<Output>.endpoint,
                    codingPath: "data.user." + path.joined(separator: "."),
                    reason: "the field \(key) is missing")
            }
            value = next
        }
        return value
    }
}

extension GraphQLQuery where Output == [PinnedItem] {
    /// The items `login` pinned to their profile (up to 6 repositories and gists).
    ///
    /// - Throws: `.invalidInput` for a login GitHub would not accept, before anything is sent.
    public static func pinnedItems(of login: String) throws(GitHubError) -> GraphQLQuery {
        try GitHubNames.validateLogin(login)
        return GraphQLQuery(
            """
            query PinnedItems($login: String!) {
              user(login: $login) {
                pinnedItems(first: 6, types: [REPOSITORY, GIST]) {
                  nodes {
                    __typename
                    ... on Repository {
                      name nameWithOwner description stargazerCount forkCount primaryLanguage { name color } url
                    }
                    ... on Gist { name description url }
                  }
                }
              }
            }
            """, variables: ["login": .string(login)], operationName: "PinnedItems"
        ) { data throws(GitHubError) in
            let pinned = try userField(data, login: login, "pinnedItems")
            return (pinned["nodes"]?.array ?? []).filter { $0 != .null }.map(PinnedItem.init(raw:))
        }
    }
}

extension GraphQLQuery where Output == ContributionCalendar {
    /// `login`'s contribution calendar from `from` to `to`; GitHub's default (nil) is the year
    /// up to now.
    ///
    /// - Throws: `.invalidInput`, before anything is sent, for a login GitHub would not accept,
    ///   or `from` after `to`, or a span over a year (GitHub's limit).
    public static func contributionCalendar(of login: String, from: Date? = nil, to: Date? = nil)
        throws(GitHubError) -> GraphQLQuery
    {
        try GitHubNames.validateLogin(login)
        if let from, let to {
            guard from <= to else { throw .invalidInput("a contribution calendar's start is after its end") }
            guard to.timeIntervalSince(from) <= 366 * 86_400 else {
                throw .invalidInput("a contribution calendar spans at most a year")
            }
        }
        var variables: [String: JSONValue] = ["login": .string(login)]
        variables["from"] = from.map { .string($0.formatted(.iso8601)) }
        variables["to"] = to.map { .string($0.formatted(.iso8601)) }
        return GraphQLQuery(
            """
            query ContributionCalendar($login: String!, $from: DateTime, $to: DateTime) {
              user(login: $login) {
                contributionsCollection(from: $from, to: $to) {
                  contributionCalendar {
                    totalContributions
                    weeks { contributionDays { date contributionCount color weekday } }
                  }
                }
              }
            }
            """, variables: variables, operationName: "ContributionCalendar"
        ) { data throws(GitHubError) in
            ContributionCalendar(
                raw: try userField(data, login: login, "contributionsCollection", "contributionCalendar"))
        }
    }
}

extension GraphQLQuery where Output == GraphQLConnection<GraphQLUser> {
    /// One page of `login`'s followers, `first` at a time, after the cursor in `$after`; walk them
    /// all with `GitHub.followerPages(of:first:)`.
    ///
    /// - Throws: `.invalidInput`, before anything is sent, for a login GitHub would not accept or
    ///   `first` outside 1…100.
    public static func followers(of login: String, first: Int = 100, after: String? = nil)
        throws(GitHubError) -> GraphQLQuery
    {
        try GitHubNames.validateLogin(login)
        guard (1...100).contains(first) else {
            throw .invalidInput("a GraphQL page holds 1 to 100 nodes, not \(first)")
        }
        return GraphQLQuery(
            """
            query Followers($login: String!, $first: Int!, $after: String) {
              user(login: $login) {
                followers(first: $first, after: $after) {
                  totalCount
                  pageInfo { hasNextPage endCursor }
                  nodes { login name databaseId avatarUrl url }
                }
              }
            }
            """,
            variables: [
                "login": .string(login), "first": .integer(first),
                "after": after.map(JSONValue.string) ?? .null,
            ],
            operationName: "Followers"
        ) { data throws(GitHubError) in
            try GraphQLConnection(
                raw: try userField(data, login: login, "followers"), node: GraphQLUser.init(raw:))
        }
    }
}
