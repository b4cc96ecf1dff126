import Foundation

/// Why a fine-grained token (a GitHub App installation's, or a fine-grained personal one) was
/// refused, in permissions: "the token lacks the permission this endpoint needs: `issues=read` or
/// `pull_requests=read`", from GitHub's `X-Accepted-GitHub-Permissions` on a 403.
struct PermissionExplanation: CustomStringConvertible {
    /// The sets of permissions GitHub accepts, any one of which would do (each set's permissions
    /// all needed, as GitHub lists them: `contents=read,pull_requests=write`).
    var accepted: [String]

    /// The explanation for a 403 that names the permissions it wanted; nil otherwise.
    init?(_ response: APIResponse) {
        guard response.status == 403, let header = response.header("x-accepted-github-permissions") else {
            return nil
        }
        let sets = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard !sets.isEmpty else { return nil }
        accepted = sets
    }

    var description: String {
        let sets = accepted.map { "`\($0)`" }.joined(separator: " or ")
        return "the token lacks the permission this endpoint needs: \(sets) "
            + "(an installation has what the app was granted, or what its token request narrowed it to)"
    }
}
