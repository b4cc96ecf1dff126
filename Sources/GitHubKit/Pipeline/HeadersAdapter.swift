import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sets default headers that the route did not set itself.
public struct HeadersAdapter: RequestAdapter {
    /// The headers to add when missing.
    public var headers: [String: String]

    /// Creates an adapter that adds `headers` where the request has none of that name.
    public init(headers: [String: String]) {
        self.headers = headers
    }

    /// GitHub's recommended headers: its media type, the pinned API version, a User-Agent.
    public static func gitHub(userAgent: String) -> HeadersAdapter {
        HeadersAdapter(headers: [
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
            "User-Agent": userAgent,
        ])
    }

    /// Adds each default header that the request lacks.
    public func adapt(_ request: URLRequest) async throws -> URLRequest {
        var request = request
        for (name, value) in headers where request.value(forHTTPHeaderField: name) == nil {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }
}
