import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The transport of offline mode: answers from the response cache, never from the network.
public struct CacheOnlyTransport: HTTPTransport {
    private let cache: any ResponseCache

    /// Creates a transport over `cache`.
    public init(cache: any ResponseCache) {
        self.cache = cache
    }

    /// The cached response for `request`, or `GitHubError.notCached`.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard let url = request.url, let cached = await cache.response(for: CacheKey(request: request)) else {
            throw GitHubError.notCached(endpoint: request.endpointDescription)
        }
        let response = cached.response(to: request)
        guard
            let http = HTTPURLResponse(
                url: url, statusCode: response.status, httpVersion: "HTTP/1.1",
                headerFields: response.headers)
        else { throw GitHubError.notCached(endpoint: request.endpointDescription) }
        return (response.body, http)
    }
}
