/// How the authenticated user is related to a repository, for `GET /user/repos`'s `affiliation`.
public enum RepositoryAffiliation: String, Sendable, Hashable, CaseIterable {
    /// Repositories the user owns.
    case owner
    /// Repositories the user was added to as a collaborator.
    case collaborator
    /// Repositories the user can reach through an organization, team included.
    case organizationMember = "organization_member"
}
