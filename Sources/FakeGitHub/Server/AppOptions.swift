/// The GitHub App a ``FakeGitHub`` server knows: its identity, the public key its JWTs are checked
/// with, where it is installed and how long its installation tokens live.
public struct AppOptions: Sendable {
    /// The app's numeric ID, what a JWT's `iss` names.
    public var id: Int
    /// The app's client ID, which a JWT's `iss` may name instead.
    public var clientID: String
    /// The app's URL name.
    public var slug: String
    /// The public key (PEM, `BEGIN PUBLIC KEY`) the app's RS256 JWTs must verify with.
    public var publicKeyPEM: String
    /// Where the app is installed.
    public var installations: [AppInstallationRecord]
    /// How long an installation token lives, in seconds (GitHub: 3,600); short ones make renewal
    /// testable, and 0 makes every token refused at once.
    public var tokenLifetime: Int

    /// An app with `id` and `publicKeyPEM`, installed as `installations` says.
    public init(
        id: Int, publicKeyPEM: String, installations: [AppInstallationRecord] = [],
        clientID: String = "Iv23liFakeGitHubApp", slug: String = "fake-app", tokenLifetime: Int = 3600
    ) {
        self.id = id
        self.clientID = clientID
        self.slug = slug
        self.publicKeyPEM = publicKeyPEM
        self.installations = installations
        self.tokenLifetime = max(0, tokenLifetime)
    }

    /// The installation with `id`.
    func installation(id: Int) -> AppInstallationRecord? {
        installations.first { $0.id == id }
    }
}
