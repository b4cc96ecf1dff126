/// What went wrong signing in as a GitHub App or as one of its installations, in terms an app's
/// developer can act on. No case carries a key, a JWT or a token.
public enum AppAuthError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The private key could not be used.
    case key(AppKeyError)
    /// GitHub refused the app's JWT (401): the app ID (or client ID) is wrong, or the key is
    /// not this app's.
    case jwtRejected(message: String)
    /// GitHub refused the JWT's times (401): this machine's clock is off from GitHub's.
    case clockSkew(message: String)
    /// The installation is suspended (403): its owner or GitHub must unsuspend it.
    case installationSuspended(installation: Int, message: String)
    /// A token was asked for repositories or permissions the installation does not have (422).
    case notGranted(installation: Int, message: String)
    /// The app is not installed where it was looked for (404).
    case notInstalled(endpoint: String)
    /// GitHub refused a fresh installation token too (401): the installation was removed, or the
    /// token was revoked.
    case installationTokenRejected(installation: Int, message: String)
    /// The client was not made with `GitHub.app(_:)`, so it has no app to act for.
    case notAnAppClient

    /// One sentence saying what went wrong and what to do.
    public var description: String {
        switch self {
        case .key(let error):
            return error.description
        case .jwtRejected(let message):
            return "GitHub refused the app's JWT (\(message)); check the app ID (or client ID) and that the "
                + "private key is this app's current one (the app's settings list its keys)"
        case .clockSkew(let message):
            return "GitHub refused the app's JWT (\(message)); this machine's clock is probably off: "
                + "set it right (NTP), since the JWT's times are read from it"
        case .installationSuspended(let installation, let message):
            return "installation \(installation) is suspended (\(message)); its owner must unsuspend it "
                + "in the account's settings before the app can act there"
        case .notGranted(let installation, let message):
            return "installation \(installation) cannot be given that token (\(message)); ask only for "
                + "repositories it was granted and permissions the app has"
        case .notInstalled(let endpoint):
            return "the app is not installed there (GitHub has no installation at \(endpoint))"
        case .installationTokenRejected(let installation, let message):
            return "GitHub refused a fresh token of installation \(installation) (\(message)); "
                + "the app may have been uninstalled"
        case .notAnAppClient:
            return "this client does not act for a GitHub App; make it with GitHub.app(_:)"
        }
    }

    /// `error` from a request signed with the app's JWT, explained: a 401 as a refused JWT or a
    /// clock that is off; anything else unchanged.
    static func explainingJWT(_ error: GitHubError) -> GitHubError {
        guard case .unauthorized(let message) = error else { return error }
        let aboutTime = ["'Expiration time' claim", "'Issued at' claim"].contains { message.contains($0) }
        return .app(aboutTime ? .clockSkew(message: message) : .jwtRejected(message: message))
    }

    /// `error` from `POST /app/installations/{id}/access_tokens`, explained: a 403 as a suspended
    /// installation, a 422 as repositories or permissions it was not granted, a 404 as no such
    /// installation; a 401 as `explainingJWT` says.
    static func explainingTokenRequest(_ error: GitHubError, installation: Int) -> GitHubError {
        switch error {
        case .forbidden(let message):
            return .app(.installationSuspended(installation: installation, message: message))
        case .validationFailed(let failure):
            return .app(.notGranted(installation: installation, message: failure.description))
        case .notFound(let endpoint, _):
            return .app(.notInstalled(endpoint: endpoint))
        default:
            return explainingJWT(error)
        }
    }
}
