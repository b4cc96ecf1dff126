import Foundation
import GitHubKit
import Testing

@Suite struct MemoryResponseCacheTests {
    @Test func storedResponseReadsBackEqual() async {
        let cache = MemoryResponseCache()
        let response = cachedResponse(size: 1234)
        await cache.store(response, for: cacheKey())
        #expect(await cache.response(for: cacheKey()) == response)
        #expect(await cache.totalBytes() == 1234)
    }

    @Test func differentTokenAcceptOrURLIsAMiss() async {
        let cache = MemoryResponseCache()
        await cache.store(cachedResponse(), for: cacheKey(token: "ghp_alice"))
        #expect(await cache.response(for: cacheKey(token: "ghp_bob")) == nil)
        #expect(await cache.response(for: cacheKey(token: "ghp_alice", accept: "text/plain")) == nil)
        #expect(await cache.response(for: cacheKey("https://api.github.com/x", token: "ghp_alice")) == nil)
    }

    @Test func refreshWithoutETagKeepsTheOldOne() async {
        let cache = MemoryResponseCache()
        await cache.store(cachedResponse(etag: "W/\"old\""), for: cacheKey())
        let later = Date(timeIntervalSince1970: 1_800_000_000)
        await cache.refresh(cacheKey(), etag: nil, lastModified: nil, fetchedAt: later)
        let refreshed = await cache.response(for: cacheKey())
        #expect(refreshed?.etag == "W/\"old\"")
        #expect(refreshed?.fetchedAt == later)
        await cache.refresh(cacheKey(), etag: "W/\"new\"", lastModified: nil, fetchedAt: later)
        #expect(await cache.response(for: cacheKey())?.etag == "W/\"new\"")
    }

    @Test func leastRecentlyUsedGoesFirstAndReadingProtectsAnEntry() async {
        let cache = MemoryResponseCache(maxBytes: 3000)
        let keys = (1...4).map { cacheKey("https://api.github.com/users/u\($0)") }
        for key in keys.prefix(3) {
            await cache.store(cachedResponse(size: 1000), for: key)
        }
        _ = await cache.response(for: keys[0])
        await cache.store(cachedResponse(size: 1000), for: keys[3])
        #expect(await cache.response(for: keys[1]) == nil)
        #expect(await cache.response(for: keys[0]) != nil)
        #expect(await cache.response(for: keys[2]) != nil)
        #expect(await cache.response(for: keys[3]) != nil)
        #expect(await cache.totalBytes() == 3000)
    }

    @Test func bodyBiggerThanTheCapIsNotStored() async {
        let cache = MemoryResponseCache(maxBytes: 100)
        await cache.store(cachedResponse(size: 50), for: cacheKey("https://api.github.com/small"))
        await cache.store(cachedResponse(size: 101), for: cacheKey())
        #expect(await cache.response(for: cacheKey()) == nil)
        #expect(await cache.totalBytes() == 50)
    }

    @Test func removeForgetsTheResponse() async {
        let cache = MemoryResponseCache()
        await cache.store(cachedResponse(), for: cacheKey())
        await cache.remove(cacheKey())
        #expect(await cache.response(for: cacheKey()) == nil)
        #expect(await cache.totalBytes() == 0)
    }
}
