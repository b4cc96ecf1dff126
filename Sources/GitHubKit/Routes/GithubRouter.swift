import Foundation

/// The GitHub REST endpoints this project uses, each a value that becomes a request.
public enum GithubRouter: Router, Equatable {
    /// `GET /users/{login}`: a user or an organization.
    case user(String)
    /// `GET /user`: the user the token belongs to.
    case authenticatedUser
    /// `GET /users/{login}/repos`: public repositories, sorted as asked.
    case userRepos(String, sort: RepositorySort? = nil, page: Int = 1, perPage: Int = 100)
    /// `GET /users/{login}/followers`.
    case followers(String, page: Int = 1, perPage: Int = 100)
    /// `GET /users/{login}/following`.
    case following(String, page: Int = 1, perPage: Int = 100)
    /// `GET /users/{login}/starred`.
    case starred(String, page: Int = 1, perPage: Int = 100)
    /// `GET /repos/{owner}/{name}`.
    case repository(owner: String, name: String)
    /// `GET /repos/{owner}/{name}/readme`.
    case readme(owner: String, name: String)
    /// `GET /search/users?q=…`.
    case searchUsers(query: String, page: Int = 1, perPage: Int = 100)
    /// `GET /rate_limit`: free against the primary limit.
    case rateLimit
    /// `GET {web}/{login}.atom`: the account's public activity as an Atom feed, on the web host.
    case activity(String)

    /// The media type GitHub's web host serves activity feeds as.
    public static let atomMediaType = "application/atom+xml"

    /// The web host for the activity feed, the API host for everything else.
    public var host: RouteHost {
        switch self {
        case .activity: .web
        default: .api
        }
    }

    /// Every endpoint here is a read.
    public var method: HTTPMethod { .get }

    /// The feed asks for Atom; API routes take the client's default (`application/vnd.github+json`).
    public var headers: [String: String] {
        switch self {
        case .activity: ["Accept": Self.atomMediaType]
        default: [:]
        }
    }

    /// The unencoded path segments.
    public var pathSegments: [String] {
        switch self {
        case .user(let login): ["users", login]
        case .authenticatedUser: ["user"]
        case .userRepos(let login, _, _, _): ["users", login, "repos"]
        case .followers(let login, _, _): ["users", login, "followers"]
        case .following(let login, _, _): ["users", login, "following"]
        case .starred(let login, _, _): ["users", login, "starred"]
        case .repository(let owner, let name): ["repos", owner, name]
        case .readme(let owner, let name): ["repos", owner, name, "readme"]
        case .searchUsers: ["search", "users"]
        case .rateLimit: ["rate_limit"]
        case .activity(let login): ["\(login).atom"]
        }
    }

    /// Paging and sorting parameters.
    public var queryItems: [URLQueryItem] {
        switch self {
        case .userRepos(_, let sort, let page, let perPage):
            return (sort.map { [URLQueryItem(name: "sort", value: $0.rawValue)] } ?? [])
                + Self.paging(page, perPage)
        case .followers(_, let page, let perPage), .following(_, let page, let perPage),
            .starred(_, let page, let perPage):
            return Self.paging(page, perPage)
        case .searchUsers(let query, let page, let perPage):
            return [URLQueryItem(name: "q", value: query)] + Self.paging(page, perPage)
        case .user, .authenticatedUser, .repository, .readme, .rateLimit, .activity:
            return []
        }
    }

    /// Checks logins, repository names, pages and queries against GitHub's rules.
    public func validate() throws(GitHubError) {
        switch self {
        case .user(let login), .activity(let login):
            try GitHubNames.validateLogin(login)
        case .userRepos(let login, _, let page, let perPage), .followers(let login, let page, let perPage),
            .following(let login, let page, let perPage), .starred(let login, let page, let perPage):
            try GitHubNames.validateLogin(login)
            try Self.validatePaging(page, perPage)
        case .repository(let owner, let name), .readme(let owner, let name):
            try GitHubNames.validateLogin(owner)
            try GitHubNames.validateRepositoryName(name)
        case .searchUsers(let query, let page, let perPage):
            guard !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, query.count <= 256 else {
                throw .invalidInput("a search query must have 1–256 characters")
            }
            try Self.validatePaging(page, perPage)
        case .authenticatedUser, .rateLimit:
            break
        }
    }

    private static func paging(_ page: Int, _ perPage: Int) -> [URLQueryItem] {
        [
            URLQueryItem(name: "per_page", value: String(perPage)),
            URLQueryItem(name: "page", value: String(page)),
        ]
    }

    private static func validatePaging(_ page: Int, _ perPage: Int) throws(GitHubError) {
        guard page >= 1 else { throw .invalidInput("page must be 1 or more (got \(page))") }
        guard (1...100).contains(perPage) else {
            throw .invalidInput("per_page must be from 1 to 100 (got \(perPage))")
        }
    }
}

/// How `GET /users/{login}/repos` orders repositories.
public enum RepositorySort: String, Sendable, Hashable, CaseIterable {
    /// By creation time, newest first.
    case created
    /// By last update, newest first.
    case updated
    /// By last push, newest first.
    case pushed
    /// By name (GitHub's default).
    case fullName = "full_name"
}
