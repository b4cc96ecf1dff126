import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends a credential got afresh for each request (a GitHub App's JWT, an installation's token) as
/// `Authorization: Bearer`, to the API origin only; any other origin gets no `Authorization`.
public struct BearerCredentialAdapter: RequestAdapter {
    /// The credential for the next request, signed or fetched as needed.
    public typealias Credential = @Sendable () async throws(GitHubError) -> String

    private let credential: Credential
    private let origin: Origin

    /// An adapter sending `credential()` to `apiURL`'s scheme, host and port.
    public init(apiURL: URL, credential: @escaping Credential) {
        self.credential = credential
        origin = Origin(apiURL)
    }

    /// The app's JWT from `credentials`, signed again when less than a minute is left.
    public static func appJWT(_ credentials: AppCredentials, apiURL: URL) -> BearerCredentialAdapter {
        BearerCredentialAdapter(apiURL: apiURL) { () throws(GitHubError) in
            do throws(AppKeyError) {
                return try credentials.jwt()
            } catch {
                throw .app(.key(error))
            }
        }
    }

    /// The installation token `tokens` holds, renewed five minutes before it expires.
    public static func installation(_ tokens: InstallationTokenStore, apiURL: URL) -> BearerCredentialAdapter
    {
        BearerCredentialAdapter(apiURL: apiURL) { () throws(GitHubError) in try await tokens.token() }
    }

    /// Sets the credential for the API origin; strips any `Authorization` elsewhere.
    public func adapt(_ request: URLRequest) async throws -> URLRequest {
        var request = request
        guard let url = request.url, Origin(url) == origin else {
            request.setValue(nil, forHTTPHeaderField: "Authorization")
            return request
        }
        request.setValue("Bearer \(try await credential())", forHTTPHeaderField: "Authorization")
        return request
    }
}
