import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends an installation's access token as `Authorization: Bearer` to the API origin only,
/// fetching a new one first when the last is within five minutes of expiring.
public struct InstallationTokenAdapter: RequestAdapter {
    private let tokens: InstallationTokenStore
    private let origin: Origin

    /// An adapter taking tokens from `tokens` for requests to `apiURL`'s origin.
    public init(tokens: InstallationTokenStore, apiURL: URL) {
        self.tokens = tokens
        origin = Origin(apiURL)
    }

    /// Sets the installation's token for the API origin; strips any `Authorization` elsewhere.
    public func adapt(_ request: URLRequest) async throws -> URLRequest {
        var request = request
        guard let url = request.url, Origin(url) == origin else {
            request.setValue(nil, forHTTPHeaderField: "Authorization")
            return request
        }
        request.setValue("Bearer \(try await tokens.token())", forHTTPHeaderField: "Authorization")
        return request
    }
}
