import Foundation

/// The routes below `/orgs/{org}`: `GithubRouter.orgs`.
public struct OrgsRoutes: Sendable {
    /// `GET /orgs/{org}`.
    ///
    /// A convenience over the generated `get(org:)`: the organization's login unlabelled.
    public func get(_ org: String) -> Route<OrganizationFull> {
        Route(path: ["orgs", org]) { () throws(GitHubError) in try GitHubNames.validateLogin(org) }
    }

    /// `GET /orgs/{org}/repos`.
    ///
    /// A convenience over the generated `listForOrg(org:type:sort:direction:perPage:page:)` of
    /// `GithubRouter.repos`: the shared `RepositoryType` and `RepositorySort`, `type: .owner` refused before
    /// sending, 100 a page by default.
    ///
    /// - Parameters:
    ///   - type: `all`, `public`, `private`, `forks`, `sources` or `member`; all when nil.
    ///   - sort: GitHub sorts by creation time when nil.
    ///   - direction: ascending for `fullName`, descending otherwise, when nil.
    public func repos(
        _ org: String, type: RepositoryType? = nil, sort: RepositorySort? = nil,
        direction: SortDirection? = nil,
        page: Int = 1, perPage: Int = Paging.maxPerPage
    ) -> Route<[Repository]> {
        let query =
            QueryItems.item("type", type?.rawValue) + QueryItems.item("sort", sort?.rawValue)
            + QueryItems.item("direction", direction?.rawValue) + Paging.query(page: page, perPage: perPage)
        return Route(path: ["orgs", org, "repos"], query: query) { () throws(GitHubError) in
            try GitHubNames.validateLogin(org)
            if type == .owner {
                throw .invalidInput("type owner is for /user/repos, not an organization's repositories")
            }
            try Paging.validate(page: page, perPage: perPage)
        }
    }

    /// `GET /orgs/{org}/public_members`: members who made their membership public.
    ///
    /// A convenience over the generated `listPublicMembers(org:perPage:page:)`: 100 a page by default.
    public func publicMembers(_ org: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[SimpleUser]>
    {
        Route(path: ["orgs", org, "public_members"], query: Paging.query(page: page, perPage: perPage)) {
            () throws(GitHubError) in
            try GitHubNames.validateLogin(org)
            try Paging.validate(page: page, perPage: perPage)
        }
    }
}
