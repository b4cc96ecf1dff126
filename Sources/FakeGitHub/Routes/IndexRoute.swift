/// `GET /`: a subset of GitHub's index of URL templates.
struct IndexRoute: RouteGroup {
    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        context.segments.isEmpty ? .object(Self.document, lastModified: nil) : nil
    }

    private static let document = JSONValue.object([
        ("current_user_url", .string("https://api.github.com/user")),
        ("followers_url", .string("https://api.github.com/user/followers")),
        ("following_url", .string("https://api.github.com/user/following{/target}")),
        ("rate_limit_url", .string("https://api.github.com/rate_limit")),
        ("repository_url", .string("https://api.github.com/repos/{owner}/{repo}")),
        ("starred_url", .string("https://api.github.com/user/starred{/owner}{/repo}")),
        ("user_url", .string("https://api.github.com/users/{user}")),
        (
            "user_repositories_url",
            .string("https://api.github.com/users/{user}/repos{?type,page,per_page,sort}")
        ),
        (
            "user_search_url",
            .string("https://api.github.com/search/users?q={query}{&page,per_page,sort,order}")
        ),
    ])
}
