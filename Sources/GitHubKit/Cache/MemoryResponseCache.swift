import Foundation

/// A response cache in memory, for programs without a disk cache (and `--no-cache-file`):
/// capped in size, least recently used out first, gone when the process ends.
public final class MemoryResponseCache: ResponseCache {
    /// The most body bytes kept; beyond it the least recently used responses go.
    public let maxBytes: Int

    private let storage: Storage

    /// Creates an empty cache holding at most `maxBytes` of bodies (default 20 MB).
    public init(maxBytes: Int = 20 * 1024 * 1024) {
        self.maxBytes = max(0, maxBytes)
        self.storage = Storage(maxBytes: self.maxBytes)
    }

    /// The cached response for `key`, or nil; a hit also marks it as recently used.
    public func response(for key: CacheKey) async -> CachedResponse? {
        await storage.response(for: key)
    }

    /// Stores `response` under `key` and evicts the least recently used responses beyond
    /// `maxBytes`; a body larger than `maxBytes` is not stored (and the older copy is removed).
    public func store(_ response: CachedResponse, for key: CacheKey) async {
        await storage.store(response, for: key)
    }

    /// Records a 304: a new `fetchedAt`, and the validators and freshness the 304 carried.
    public func refresh(
        _ key: CacheKey, etag: String?, lastModified: String?, cacheControl: String?, age: Int,
        fetchedAt: Date
    ) async {
        await storage.refresh(
            key, etag: etag, lastModified: lastModified, cacheControl: cacheControl, age: age,
            fetchedAt: fetchedAt)
    }

    /// Forgets the response for `key`.
    public func remove(_ key: CacheKey) async {
        await storage.remove(key)
    }

    /// Forgets every response whose URL is one of `urls`, with any query or none.
    public func removeResponses(at urls: [String]) async {
        await storage.removeResponses(at: urls)
    }

    /// The body bytes stored (what `maxBytes` caps).
    public func totalBytes() async -> Int {
        await storage.totalBytes
    }

    /// The entries, behind an actor so that concurrent requests can share the cache.
    private actor Storage {
        private struct Entry {
            var response: CachedResponse
            var lastUse: UInt64
        }

        private let maxBytes: Int
        private var entries: [CacheKey: Entry] = [:]
        // A counter rather than a clock: it orders uses exactly, even within one clock tick.
        private var useCount: UInt64 = 0
        private(set) var totalBytes = 0

        init(maxBytes: Int) {
            self.maxBytes = maxBytes
        }

        func response(for key: CacheKey) -> CachedResponse? {
            guard entries[key] != nil else { return nil }
            entries[key]?.lastUse = nextUse()
            return entries[key]?.response
        }

        func store(_ response: CachedResponse, for key: CacheKey) {
            remove(key)
            guard response.body.count <= maxBytes else { return }
            entries[key] = Entry(response: response, lastUse: nextUse())
            totalBytes += response.body.count
            if totalBytes > maxBytes {
                evict()
            }
        }

        func refresh(
            _ key: CacheKey, etag: String?, lastModified: String?, cacheControl: String?, age: Int,
            fetchedAt: Date
        ) {
            guard var entry = entries[key] else { return }
            entry.response.fetchedAt = fetchedAt
            entry.response.cacheControl = cacheControl ?? entry.response.cacheControl
            entry.response.age = age
            entry.response.etag = etag ?? entry.response.etag
            entry.response.lastModified = lastModified ?? entry.response.lastModified
            entry.lastUse = nextUse()
            entries[key] = entry
        }

        func remove(_ key: CacheKey) {
            if let removed = entries.removeValue(forKey: key) {
                totalBytes -= removed.response.body.count
            }
        }

        func removeResponses(at urls: [String]) {
            for key in entries.keys where CacheInvalidation.matches(key.url, urls) {
                remove(key)
            }
        }

        private func nextUse() -> UInt64 {
            useCount += 1
            return useCount
        }

        /// Removes the least recently used entries until the total fits; a sort, which is fine
        /// for the few hundred entries a memory cache holds, and only runs when over the cap.
        private func evict() {
            for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
                guard totalBytes > maxBytes else { return }
                entries[key] = nil
                totalBytes -= entry.response.body.count
            }
        }
    }
}
