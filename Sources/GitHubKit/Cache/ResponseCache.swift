import Foundation

/// Where responses are kept for conditional requests and offline use.
///
/// None of the methods throw: a cache that fails behaves like an empty one, because a cache
/// problem must never fail a request.
public protocol ResponseCache: Sendable {
    /// The cached response for `key`, or nil; a hit also marks the entry as recently used.
    func response(for key: CacheKey) async -> CachedResponse?
    /// Stores `response` under `key`, replacing what was there.
    func store(_ response: CachedResponse, for key: CacheKey) async
    /// Records a 304 for `key`: updates `fetchedAt`, the validators the 304 carried (a nil
    /// `etag` or `lastModified` keeps the stored one), and the freshness it carried: its
    /// `Cache-Control` (nil keeps the stored one) and `Age`.
    func refresh(
        _ key: CacheKey, etag: String?, lastModified: String?, cacheControl: String?, age: Int,
        fetchedAt: Date
    ) async
    /// The cached response for `key` without its body (left empty): its validators and
    /// freshness, all a conditional request needs; a hit also marks the entry as recently used.
    func headers(for key: CacheKey) async -> CachedResponse?
    /// The cached response for `key` if it is fresh at `now` (`CachedResponse.isFresh(at:)`),
    /// or nil; a hit also marks the entry as recently used.
    func freshResponse(for key: CacheKey, at now: Date) async -> CachedResponse?
    /// Forgets the response for `key`.
    func remove(_ key: CacheKey) async
    /// Forgets every response, for any token and `Accept`, whose URL is one of `urls` with any
    /// query or none (so every page of a list): what a successful write makes outdated.
    ///
    /// - Parameter urls: absolute URLs without a query, as requests are sent
    ///   (`https://api.github.com/user/starred`).
    func removeResponses(at urls: [String]) async
}

extension ResponseCache {
    /// Records a 304 without freshness headers: keeps the stored `Cache-Control`, age 0.
    public func refresh(_ key: CacheKey, etag: String?, lastModified: String?, fetchedAt: Date) async {
        await refresh(
            key, etag: etag, lastModified: lastModified, cacheControl: nil, age: 0, fetchedAt: fetchedAt)
    }

    /// The whole copy, its body dropped; a cache that can skip reading the body does better.
    public func headers(for key: CacheKey) async -> CachedResponse? {
        guard var cached = await response(for: key) else { return nil }
        cached.body = Data()
        return cached
    }

    /// The whole copy, checked after reading it; a cache that can check first does better.
    public func freshResponse(for key: CacheKey, at now: Date) async -> CachedResponse? {
        guard let cached = await response(for: key), cached.isFresh(at: now) else { return nil }
        return cached
    }
}
