import Foundation
import GitHubKit

/// A read from GitHub that an effect performs.
enum Fetch: Equatable, Sendable {
    /// `GET /users/{login}`.
    case user(String)
    /// `GET /user`: the token's user.
    case authenticatedUser
    /// One page of a profile's list; `sort` applies to the Repos tab. `next` is the URL the
    /// previous page's Link header gave for it, followed as given when there is one.
    case page(Tab, login: String, page: Int, perPage: Int, sort: RepositorySort?, next: URL? = nil)
    /// `GET /repos/{owner}/{name}`.
    case repository(owner: String, name: String)
    /// `GET /repos/{owner}/{name}/readme`.
    case readme(owner: String, name: String)

    /// What the trace calls the fetch: its kind, never a login or URL.
    var traceName: String {
        switch self {
        case .user: "user"
        case .authenticatedUser: "authenticated-user"
        case .page(let tab, _, let page, _, _, _): "\(tab.title.lowercased()) page \(page)"
        case .repository: "repository"
        case .readme: "readme"
        }
    }

    /// The route GitHub is asked.
    var route: any Router {
        switch self {
        case .user(let login): GithubRouter.users.get(login)
        case .authenticatedUser: GithubRouter.users.authenticated
        case .page(.repos, let login, let page, let perPage, let sort, _):
            GithubRouter.users.repos(login, sort: sort, page: page, perPage: perPage)
        case .page(.followers, let login, let page, let perPage, _, _):
            GithubRouter.users.followers(login, page: page, perPage: perPage)
        case .page(.following, let login, let page, let perPage, _, _):
            GithubRouter.users.following(login, page: page, perPage: perPage)
        case .page(.stars, let login, let page, let perPage, _, _):
            GithubRouter.users.starred(login, page: page, perPage: perPage)
        case .page(.activity, let login, _, _, _, _): GithubRouter.activity.feed(login)
        case .repository(let owner, let name): GithubRouter.repos.get(owner: owner, name: name)
        case .readme(let owner, let name): GithubRouter.repos.readme(owner: owner, name: name)
        }
    }
}
