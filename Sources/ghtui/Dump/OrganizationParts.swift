import Foundation
import GitHubKit

/// What an organisation's dump reads besides a user's lists: GitHub's organisation object
/// (`GET /orgs/{org}`: description, site, verification, plan) and its public members. A user
/// has neither: GitHub answers both with 404, which the dump says rather than fails on.
enum OrganizationParts {
    /// GitHub's organisation object as received; nil when `login` is not an organisation.
    static func organization(_ login: String, github: GitHub) async throws -> RawJSON? {
        let response: APIResponse
        do {
            response = try await github.client.response(for: GithubRouter.orgs.get(login))
        } catch {
            if isNotAnOrganization(error) { return nil }
            throw error
        }
        do {
            return try RawJSON(validating: response.body)
        } catch {
            throw DumpError.unexpectedBody("\(response.endpoint) did not answer with a JSON object")
        }
    }

    /// Whether `error` is GitHub's answer to an organisation route for a login that is not
    /// one: 404.
    static func isNotAnOrganization(_ error: GitHubError) -> Bool {
        if case .notFound = error.rootCause { return true }
        return false
    }
}
