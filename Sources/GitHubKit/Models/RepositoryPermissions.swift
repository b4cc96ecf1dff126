/// What the authenticated caller may do with a repository.
public struct RepositoryPermissions: Codable, Equatable, Hashable, Sendable {
    /// Whether the caller administers the repository.
    public let admin: Bool
    /// Whether the caller may maintain it; older objects leave this out.
    public let maintain: Bool?
    /// Whether the caller may push.
    public let push: Bool
    /// Whether the caller may triage issues and pull requests; older objects leave this out.
    public let triage: Bool?
    /// Whether the caller may pull.
    public let pull: Bool

    /// Creates a permission set from its fields, as GitHub would send them.
    public init(admin: Bool, maintain: Bool? = nil, push: Bool, triage: Bool? = nil, pull: Bool) {
        self.admin = admin
        self.maintain = maintain
        self.push = push
        self.triage = triage
        self.pull = pull
    }
}
