import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Keeps the response cache in step with GitHub: stores 200s with their freshness
/// (`Cache-Control`, `Age`; never a `no-store` one), and turns a 304 into the cached response
/// (with its Link header, so paging still works), fresh again for the 304's `max-age`.
public struct CacheDecision: ResponseDecision {
    private let cache: any ResponseCache
    private let now: @Sendable () -> Date

    /// Creates a decision over `cache`.
    public init(cache: any ResponseCache, now: @escaping @Sendable () -> Date = Date.init) {
        self.cache = cache
        self.now = now
    }

    /// Serves a 304 from the cache, stores a 200 to a GET (unless it came from the cache, or it or
    /// the request says `no-store`: a request that asks so keeps a big, short-lived answer such as
    /// a job's log out of the cache), forgets what a successful write changed (`CacheInvalidation`, fresh
    /// copies included), passes everything on.
    public func decide(_ response: APIResponse, context: DecisionContext) async throws(GitHubError)
        -> DecisionAction
    {
        let method = HTTPMethod(rawValue: response.request.httpMethod ?? "GET") ?? .get
        guard method == .get else {
            if WriteSpacing.spaces(method), (200...299).contains(response.status) {
                await cache.removeResponses(at: CacheInvalidation.outdatedURLs(by: response.request.url))
            }
            return .proceed(response)
        }
        let key = CacheKey(request: response.request)
        switch response.status {
        case 304:
            guard let cached = await cache.response(for: key) else {
                // GitHub says "unchanged" but the copy is gone (evicted, or another process
                // cleared it): ask again without validators.
                var request = context.request
                request.setValue(nil, forHTTPHeaderField: "If-None-Match")
                request.setValue(nil, forHTTPHeaderField: "If-Modified-Since")
                request.setValue("no-cache", forHTTPHeaderField: ConditionalRequestAdapter.bypassHeader)
                return .redirect(request)
            }
            let etag = response.header("etag")
            let lastModified = response.header("last-modified")
            // GitHub has just confirmed the copy: it is as fresh as a new fetch.
            var confirmed = cached
            confirmed.fetchedAt = now()
            let cacheControl = response.header("cache-control")
            let age = CacheControl.age(response.header("age"))
            await cache.refresh(
                key, etag: etag, lastModified: lastModified, cacheControl: cacheControl, age: age,
                fetchedAt: confirmed.fetchedAt)
            return .proceed(confirmed.response(to: response.request, updatedBy: response))
        case 200 where response.cachedAt != nil:
            // A fresh copy the client answered with: it is in the cache already.
            return .proceed(response)
        // A download's body is in a file of the caller's, not kept either.
        case 200
        where response.bodyFile != nil || CacheControl(response.header("cache-control")).noStore
            || CacheControl(response.request.value(forHTTPHeaderField: "Cache-Control")).noStore:
            await cache.remove(key)
            return .proceed(response)
        case 200:
            await cache.store(CachedResponse(response, fetchedAt: now()), for: key)
            return .proceed(response)
        default:
            return .proceed(response)
        }
    }
}

extension CachedResponse {
    /// The cacheable parts of a 200 response.
    init(_ response: APIResponse, fetchedAt: Date) {
        self.init(
            status: response.status, etag: response.header("etag"),
            lastModified: response.header("last-modified"),
            link: response.header("link"), contentType: response.header("content-type"), body: response.body,
            fetchedAt: fetchedAt, cacheControl: response.header("cache-control"),
            age: CacheControl.age(response.header("age")))
    }

    /// This copy as a response to `request`; `fresh` (a 304) contributes its newer headers,
    /// such as the rate limit, but never removes the cached validators or Link.
    func response(to request: URLRequest, updatedBy fresh: APIResponse? = nil) -> APIResponse {
        var headers = fresh?.headers ?? [:]
        headers["etag"] = fresh?.header("etag") ?? etag
        headers["last-modified"] = fresh?.header("last-modified") ?? lastModified
        headers["link"] = link
        headers["content-type"] = contentType
        headers[APIResponse.cachedAtHeader] = String(fetchedAt.timeIntervalSince1970)
        return APIResponse(
            request: request, status: status, headers: headers.compactMapValues { $0 }, body: body)
    }
}
