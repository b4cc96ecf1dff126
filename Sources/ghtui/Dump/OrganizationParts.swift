import Foundation
import GitHubKit

/// What an organization's dump reads besides a user's lists: GitHub's organization object
/// (`GET /orgs/{org}`: description, site, verification, plan) and its public members. A user
/// has neither: GitHub answers both with 404, which the dump says rather than fails on.
enum OrganizationParts {
    /// GitHub's organization object as received; nil when `login` is not an organization.
    static func organization(_ login: String, github: GitHub) async throws -> RawJSON? {
        try await github.rawObject(at: GithubRouter.orgs.get(login), absentWhen: isNotAnOrganization)
    }

    /// Whether `error` is GitHub's answer to an organization route for a login that is not
    /// one: 404.
    static func isNotAnOrganization(_ error: GitHubError) -> Bool {
        if case .notFound = error.rootCause { return true }
        return false
    }
}
