/// One installation of the fake GitHub App on an account.
public struct AppInstallationRecord: Sendable {
    /// The installation's ID.
    public var id: Int
    /// The login of the user or organization it is installed on.
    public var account: String
    /// The names of the repositories it reaches (without the owner); nil for all of the account's.
    public var repositories: [String]?
    /// The permissions it was granted, e.g. `["issues": "write", "metadata": "read"]`.
    public var permissions: [String: String]
    /// Whether it is suspended: its token requests are refused with 403.
    public var suspended: Bool

    /// An installation on `account`.
    public init(
        id: Int, account: String, repositories: [String]? = nil,
        permissions: [String: String] = ["issues": "write", "metadata": "read", "pull_requests": "write"],
        suspended: Bool = false
    ) {
        self.id = id
        self.account = account
        self.repositories = repositories
        self.permissions = permissions
        self.suspended = suspended
    }

    /// Whether it reaches repository `name` of its account.
    func reaches(_ name: String) -> Bool {
        repositories?.contains { $0.lowercased() == name.lowercased() } ?? true
    }
}
