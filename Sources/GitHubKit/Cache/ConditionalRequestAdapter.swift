import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends the cached validators back (`If-None-Match`, `If-Modified-Since`) so that GitHub can
/// answer an unchanged resource with a free `304 Not Modified`.
///
/// It must run after the headers and token adapters: the cache key includes the token's
/// fingerprint and the `Accept` header.
public struct ConditionalRequestAdapter: RequestAdapter {
    /// The header that asks for an unconditional fetch (set after a 304 the cache cannot serve).
    static let bypassHeader = "Cache-Control"

    private let cache: any ResponseCache

    /// Creates an adapter reading validators from `cache`.
    public init(cache: any ResponseCache) {
        self.cache = cache
    }

    /// Adds the validators of the cached copy to a GET, if there is one.
    public func adapt(_ request: URLRequest) async throws -> URLRequest {
        guard request.httpMethod == HTTPMethod.get.rawValue,
            request.value(forHTTPHeaderField: "If-None-Match") == nil,
            request.value(forHTTPHeaderField: Self.bypassHeader) != "no-cache",
            let cached = await cache.headers(for: CacheKey(request: request))
        else { return request }
        var request = request
        request.setValue(cached.etag, forHTTPHeaderField: "If-None-Match")
        request.setValue(cached.lastModified, forHTTPHeaderField: "If-Modified-Since")
        return request
    }
}

extension CacheKey {
    /// The key of an adapted request: host, the token's fingerprint, method, URL and `Accept`.
    public init(request: URLRequest) {
        let url = request.url
        self.init(
            apiHost: (url?.host ?? "") + (url?.port.map { ":\($0)" } ?? ""),
            tokenFingerprint: TokenFingerprint.of(request.value(forHTTPHeaderField: "Authorization")),
            method: request.httpMethod ?? HTTPMethod.get.rawValue,
            url: url?.absoluteString ?? "",
            accept: request.value(forHTTPHeaderField: "Accept") ?? "")
    }
}
