/// What an installation token is narrowed to: some of the installation's repositories (by name or
/// ID) and some of its permissions. Empty means everything the installation was granted.
public struct InstallationTokenScope: Hashable, Sendable {
    /// Repository names (without the owner), e.g. `hello-world`.
    public var repositories: [String]?
    /// Repository IDs.
    public var repositoryIDs: [Int]?
    /// Permissions by name, e.g. `["issues": "write", "contents": "read"]`.
    public var permissions: [String: String]?

    /// A scope; leave a part nil to keep all the installation has.
    public init(
        repositories: [String]? = nil, repositoryIDs: [Int]? = nil, permissions: [String: String]? = nil
    ) {
        self.repositories = repositories
        self.repositoryIDs = repositoryIDs
        self.permissions = permissions
    }

    /// The body of `POST /app/installations/{id}/access_tokens` asking for this scope.
    var body: AppsRoutes.CreateInstallationAccessTokenBody {
        AppsRoutes.CreateInstallationAccessTokenBody(
            repositories: repositories, repositoryIds: repositoryIDs?.map { .integer($0) },
            permissions: permissions.map { .object($0.mapValues { .string($0) }) })
    }
}
