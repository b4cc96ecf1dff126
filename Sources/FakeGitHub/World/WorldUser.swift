/// An account a test adds to a running server with ``FakeGitHub/addUser(_:)``: it has no
/// followers, follows nobody and starts with no repositories.
public struct WorldUser: Sendable, Hashable {
    /// The login, unique case-insensitively: letters, digits and single hyphens, at most 39.
    public var login: String
    /// The display name.
    public var name: String?
    /// Whether it is an organization (its repositories may then take an installation).
    public var isOrganization: Bool
    /// The profile's bio.
    public var bio: String?
    /// The profile's company.
    public var company: String?
    /// The profile's location.
    public var location: String?
    /// The public email address.
    public var email: String?

    /// An account named `login`.
    public init(
        login: String, name: String? = nil, isOrganization: Bool = false, bio: String? = nil,
        company: String? = nil, location: String? = nil, email: String? = nil
    ) {
        self.login = login
        self.name = name
        self.isOrganization = isOrganization
        self.bio = bio
        self.company = company
        self.location = location
        self.email = email
    }
}
