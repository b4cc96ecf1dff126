import Foundation
import GitHubKit
import Testing

@Suite struct SQLiteResponseCacheTests {
    @Test func storedResponseReadsBackEqual() async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"))
            let response = CachedResponse(
                status: 200, etag: "W/\"e1\"", lastModified: "Tue, 14 Nov 2023 22:13:20 GMT",
                link: "<https://api.github.com/x?page=2>; rel=\"next\"", contentType: "application/json",
                body: Data("{\"login\":\"octocat\"}".utf8), fetchedAt: Date())
            await cache.store(response, for: cacheKey())
            #expect(await cache.response(for: cacheKey()) == response)
            #expect(cache.warnings.isEmpty)
            #expect(!cache.isReadOnly)
        }
    }

    @Test func responseWithoutOptionalHeadersAndEmptyBodyReadsBackEqual() async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"))
            let response = CachedResponse(
                status: 200, body: Data(), fetchedAt: Date(timeIntervalSince1970: 0))
            await cache.store(response, for: cacheKey())
            #expect(await cache.response(for: cacheKey()) == response)
        }
    }

    @Test func storingAgainReplacesTheResponse() async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"))
            await cache.store(cachedResponse(size: 300, seed: 1), for: cacheKey())
            await cache.store(cachedResponse(size: 200, seed: 2, etag: "\"new\""), for: cacheKey())
            #expect(
                await cache.response(for: cacheKey()) == cachedResponse(size: 200, seed: 2, etag: "\"new\""))
            #expect(await cache.totalBytes() == 200)
        }
    }

    @Test func differentTokenAcceptURLHostOrMethodIsAMiss() async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"))
            await cache.store(cachedResponse(), for: cacheKey(token: "ghp_alice"))
            #expect(await cache.response(for: cacheKey(token: "ghp_alice")) != nil)
            #expect(await cache.response(for: cacheKey(token: "ghp_bob")) == nil)
            #expect(await cache.response(for: cacheKey(token: nil)) == nil)
            #expect(
                await cache.response(for: cacheKey(token: "ghp_alice", accept: "application/vnd.github.raw"))
                    == nil)
            #expect(
                await cache.response(for: cacheKey("https://api.github.com/users/other", token: "ghp_alice"))
                    == nil)
            #expect(await cache.response(for: cacheKey(token: "ghp_alice", host: "ghe.example.com")) == nil)
            #expect(await cache.response(for: cacheKey(token: "ghp_alice", method: "HEAD")) == nil)
        }
    }

    @Test func refreshWithoutETagKeepsTheOldOneAndUpdatesFetchedAt() async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"))
            let original = cachedResponse(etag: "W/\"old\"")
            await cache.store(original, for: cacheKey())
            let later = original.fetchedAt + 3600
            await cache.refresh(cacheKey(), etag: nil, lastModified: nil, fetchedAt: later)
            var expected = original
            expected.fetchedAt = later
            #expect(await cache.response(for: cacheKey()) == expected)
        }
    }

    @Test func refreshWithValidatorsReplacesThem() async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"))
            let original = cachedResponse(etag: "W/\"old\"")
            await cache.store(original, for: cacheKey())
            let later = original.fetchedAt + 60
            await cache.refresh(
                cacheKey(), etag: "W/\"new\"", lastModified: "Wed, 15 Nov 2023 00:00:00 GMT", fetchedAt: later
            )
            let refreshed = await cache.response(for: cacheKey())
            #expect(refreshed?.etag == "W/\"new\"")
            #expect(refreshed?.lastModified == "Wed, 15 Nov 2023 00:00:00 GMT")
            #expect(refreshed?.fetchedAt == later)
            #expect(refreshed?.body == original.body)
        }
    }

    @Test func refreshOfAMissingEntryStoresNothing() async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"))
            await cache.refresh(cacheKey(), etag: "\"x\"", lastModified: nil, fetchedAt: Date())
            #expect(await cache.response(for: cacheKey()) == nil)
            #expect(cache.warnings.isEmpty)
        }
    }

    @Test func removeForgetsTheResponseAndItsBytes() async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"))
            await cache.store(cachedResponse(size: 500), for: cacheKey())
            await cache.remove(cacheKey())
            #expect(await cache.response(for: cacheKey()) == nil)
            #expect(await cache.totalBytes() == 0)
        }
    }

    @Test func leastRecentlyUsedGoesFirstAndReadingProtectsAnEntry() async throws {
        try await withCacheDirectory { directory in
            let clock = SteppingClock()
            let cache = try SQLiteResponseCache(
                path: directory.file("cache.sqlite"), maxBytes: 3000, now: { clock.now() })
            let keys = (1...3).map { cacheKey("https://api.github.com/users/u\($0)") }
            for key in keys {
                await cache.store(cachedResponse(size: 1000), for: key)
            }
            #expect(await cache.totalBytes() == 3000)

            // Reading the oldest makes the second one the least recently used.
            #expect(await cache.response(for: keys[0]) != nil)
            let fourth = cacheKey("https://api.github.com/users/u4")
            await cache.store(cachedResponse(size: 1000), for: fourth)

            #expect(await cache.response(for: keys[1]) == nil)
            #expect(await cache.response(for: keys[0]) != nil)
            #expect(await cache.response(for: keys[2]) != nil)
            #expect(await cache.response(for: fourth) != nil)
            #expect(await cache.totalBytes() == 3000)

            // A big one pushes out as many of the oldest as needed, and no more.
            let big = cacheKey("https://api.github.com/users/big")
            await cache.store(cachedResponse(size: 2500), for: big)
            #expect(await cache.response(for: keys[0]) == nil)
            #expect(await cache.response(for: keys[2]) == nil)
            #expect(await cache.response(for: fourth) == nil)
            #expect(await cache.response(for: big) != nil)
            #expect(await cache.totalBytes() == 2500)
        }
    }

    @Test func refreshCountsAsAUse() async throws {
        try await withCacheDirectory { directory in
            let clock = SteppingClock()
            let cache = try SQLiteResponseCache(
                path: directory.file("cache.sqlite"), maxBytes: 2000, now: { clock.now() })
            let first = cacheKey("https://api.github.com/users/a")
            let second = cacheKey("https://api.github.com/users/b")
            await cache.store(cachedResponse(size: 1000), for: first)
            await cache.store(cachedResponse(size: 1000), for: second)
            await cache.refresh(first, etag: nil, lastModified: nil, fetchedAt: Date())
            await cache.store(cachedResponse(size: 1000), for: cacheKey("https://api.github.com/users/c"))
            #expect(await cache.response(for: first) != nil)
            #expect(await cache.response(for: second) == nil)
        }
    }

    @Test func bodyBiggerThanTheCapIsNotStoredAndEvictsNothing() async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"), maxBytes: 1000)
            let small = cacheKey("https://api.github.com/users/small")
            await cache.store(cachedResponse(size: 600), for: small)
            await cache.store(cachedResponse(size: 1001), for: cacheKey())
            #expect(await cache.response(for: cacheKey()) == nil)
            #expect(await cache.response(for: small) != nil)
            #expect(await cache.totalBytes() == 600)
            #expect(cache.warnings.isEmpty)
        }
    }

    @Test func oversizeReplacementRemovesTheOutdatedCopy() async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"), maxBytes: 1000)
            await cache.store(cachedResponse(size: 500), for: cacheKey())
            await cache.store(cachedResponse(size: 5000), for: cacheKey())
            #expect(await cache.response(for: cacheKey()) == nil)
            #expect(await cache.totalBytes() == 0)
        }
    }

    @Test func responsesPersistAcrossInstances() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            do {
                let cache = try SQLiteResponseCache(path: path)
                await cache.store(cachedResponse(size: 2048), for: cacheKey())
            }
            let reopened = try SQLiteResponseCache(path: path)
            #expect(await reopened.response(for: cacheKey()) == cachedResponse(size: 2048))
            #expect(await reopened.totalBytes() == 2048)
            #expect(reopened.warnings.isEmpty)
        }
    }

    @Test func reopeningWithASmallerCapEvictsDownToIt() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            let clock = SteppingClock()
            do {
                let cache = try SQLiteResponseCache(path: path, now: { clock.now() })
                for index in 1...4 {
                    await cache.store(
                        cachedResponse(size: 1000), for: cacheKey("https://api.github.com/u\(index)"))
                }
            }
            let smaller = try SQLiteResponseCache(path: path, maxBytes: 2000, now: { clock.now() })
            #expect(await smaller.totalBytes() == 2000)
            #expect(await smaller.response(for: cacheKey("https://api.github.com/u1")) == nil)
            #expect(await smaller.response(for: cacheKey("https://api.github.com/u4")) != nil)
        }
    }

    @Test func tokenIsNeverWrittenToTheFile() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            let token = "ghp_NeverStoreMe0123456789abcdefghijklmn"
            do {
                let cache = try SQLiteResponseCache(path: path)
                await cache.store(cachedResponse(), for: cacheKey(token: token))
            }
            let fingerprint = TokenFingerprint.of(token)
            var bytes = Data()
            for name in directory.names() {
                bytes += FileManager.default.contents(atPath: directory.file(name)) ?? Data()
            }
            #expect(!bytes.isEmpty)
            #expect(bytes.range(of: Data(token.utf8)) == nil)
            #expect(bytes.range(of: Data(fingerprint.utf8)) != nil)
        }
    }

    @Test func schemaIsBuiltByNamedMigrations() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            _ = try SQLiteResponseCache(path: path)
            try #require(sqlite3Path != nil)
            #expect(
                try sqlite3(path, "SELECT identifier FROM grdb_migrations ORDER BY identifier;")
                    == "v1-responses\nv2-freshness\nv3-counted-sizes")
            #expect(try sqlite3(path, "PRAGMA journal_mode;") == "wal")
            let indexes = try sqlite3(
                path, "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'responses';")
            #expect(indexes.contains("responses_by_last_used"))
        }
    }

    @Test func manyLargeBodiesRoundTrip() async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"))
            let response = cachedResponse(size: 100 * 1024)
            let keys = (0..<200).map { cacheKey("https://api.github.com/users/u\($0)") }
            for key in keys {
                await cache.store(response, for: key)
            }
            for key in keys {
                #expect(await cache.response(for: key) == response)
            }
            #expect(await cache.totalBytes() == 200 * 100 * 1024)
        }
    }
}
