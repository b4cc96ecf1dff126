import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Adds `Authorization: Bearer TOKEN`, but only to requests for the configured API origin.
///
/// A redirect or a Link header may point anywhere; like gh, the token never leaves the host
/// it was configured for. A request for another origin has any `Authorization` removed.
public struct TokenAdapter: RequestAdapter {
    private let token: String?
    private let origin: Origin

    /// Creates an adapter that sends `token` to `apiURL`'s scheme, host and port only.
    public init(token: String?, apiURL: URL) {
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
        self.origin = Origin(apiURL)
    }

    /// Sets or strips the `Authorization` header depending on the request's origin.
    public func adapt(_ request: URLRequest) async throws -> URLRequest {
        var request = request
        if let token, let url = request.url, Origin(url) == origin {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        } else {
            request.setValue(nil, forHTTPHeaderField: "Authorization")
        }
        return request
    }
}

/// Scheme, host and port: what decides whether two URLs belong to the same server.
struct Origin: Equatable {
    let scheme: String
    let host: String
    let port: Int

    init(_ url: URL) {
        scheme = url.scheme?.lowercased() ?? ""
        host = url.host?.lowercased() ?? ""
        port = url.port ?? (scheme == "https" ? 443 : 80)
    }
}
