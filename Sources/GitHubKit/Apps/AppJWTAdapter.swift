import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends the app's JWT as `Authorization: Bearer` to the API origin only, signing a new one when
/// the last has less than a minute left.
public struct AppJWTAdapter: RequestAdapter {
    private let credentials: AppCredentials
    private let origin: Origin

    /// An adapter signing with `credentials` for requests to `apiURL`'s origin.
    public init(credentials: AppCredentials, apiURL: URL) {
        self.credentials = credentials
        origin = Origin(apiURL)
    }

    /// Sets the JWT for the API origin; strips any `Authorization` elsewhere.
    public func adapt(_ request: URLRequest) async throws -> URLRequest {
        var request = request
        guard let url = request.url, Origin(url) == origin else {
            request.setValue(nil, forHTTPHeaderField: "Authorization")
            return request
        }
        do {
            request.setValue("Bearer \(try credentials.jwt())", forHTTPHeaderField: "Authorization")
        } catch {
            throw GitHubError.app(.key(error))
        }
        return request
    }
}
