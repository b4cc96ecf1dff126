import Foundation
import GitHubKit
import Testing

/// Rows another program wrote into the cache file (the `cache-row` fuzz target's findings): each
/// is a miss with a warning, never a crash, and the next store replaces it.
@Suite(.enabled(if: sqlite3Path != nil, "needs the sqlite3 shell"))
struct CorruptRowTests {
    /// The columns of `responses` but the key, as the schema orders them.
    static let columns = """
        api_host, token_fingerprint, method, url, accept, status, etag, last_modified, link, \
        content_type, fetched_at, cache_control, age, last_used_at, size, body
        """

    /// Stores one response, then lets `sql` change the file with the sqlite3 shell.
    func cacheFile(
        in directory: CacheDirectory, rewritingTheTable: Bool = false, _ sql: String
    ) async throws -> String {
        let path = directory.file("cache.sqlite")
        let cache = try SQLiteResponseCache(path: path)
        await cache.store(cachedResponse(), for: cacheKey())
        #expect(await cache.response(for: cacheKey()) != nil)
        if rewritingTheTable {
            // The table as a program that knows the key but not the other columns' types or
            // constraints would write it; the migrations table still says the schema is current.
            try sqlite3(
                path,
                """
                CREATE TABLE copied AS SELECT * FROM responses;
                DROP TABLE responses;
                CREATE TABLE responses (key TEXT PRIMARY KEY, \(Self.columns));
                INSERT INTO responses SELECT key, \(Self.columns) FROM copied;
                DROP TABLE copied;
                """)
        }
        try sqlite3(path, sql)
        return path
    }

    /// Every read of `cache` misses (but the headers when only the body is unusable, since they
    /// never read it), with one warning naming `column` and never the value.
    func expectMisses(_ cache: SQLiteResponseCache, naming column: String) async {
        #expect(await cache.response(for: cacheKey()) == nil)
        #expect(await (cache.headers(for: cacheKey()) == nil) == (column != "body"))
        #expect(
            await cache.freshResponse(for: cacheKey(), at: Date(timeIntervalSince1970: 1_700_000_001)) == nil)
        let warnings = cache.warnings
        #expect(warnings.count == 1)
        #expect(
            warnings.first?.contains("a stored response has an unusable `\(column)`") == true, "\(warnings)")
        #expect(warnings.first?.contains("treating it as a cache miss") == true)
    }

    @Test func aNullWhereTheSchemaForbidsOneIsAMissNotACrash() async throws {
        try await withCacheDirectory { directory in
            let path = try await cacheFile(
                in: directory, rewritingTheTable: true, "UPDATE responses SET status = NULL;")
            let cache = try SQLiteResponseCache(path: path)
            await expectMisses(cache, naming: "status")
            // The next answer replaces the row, and reads back.
            await cache.store(cachedResponse(seed: 9), for: cacheKey())
            #expect(await cache.response(for: cacheKey()) == cachedResponse(seed: 9))
        }
    }

    @Test func aNullTimeIsAMissForTheFreshnessCheckToo() async throws {
        try await withCacheDirectory { directory in
            let path = try await cacheFile(
                in: directory, rewritingTheTable: true, "UPDATE responses SET fetched_at = NULL;")
            await expectMisses(try SQLiteResponseCache(path: path), naming: "fetched_at")
        }
    }

    @Test func textWhereTheStatusBelongsIsAMissNotAStatusOfZero() async throws {
        try await withCacheDirectory { directory in
            // The real schema: SQLite keeps text it cannot read as a number in an INTEGER column.
            let path = try await cacheFile(in: directory, "UPDATE responses SET status = 'OK';")
            await expectMisses(try SQLiteResponseCache(path: path), naming: "status")
        }
    }

    @Test func aBodyStoredAsTextIsAMiss() async throws {
        try await withCacheDirectory { directory in
            let path = try await cacheFile(in: directory, "UPDATE responses SET body = 'not a blob';")
            await expectMisses(try SQLiteResponseCache(path: path), naming: "body")
        }
    }

    @Test func theLowestSizeNeitherStopsOpeningNorEvictionNorTheCap() async throws {
        try await withCacheDirectory { directory in
            // -2^63: subtracting it from the excess overflowed, and opening trapped.
            let path = try await cacheFile(
                in: directory, "UPDATE responses SET size = -9223372036854775808;")
            let cache = try SQLiteResponseCache(path: path, maxBytes: 250)
            // The row counts as 0 bytes; the total was repaired on opening.
            #expect(await cache.totalBytes() == 0)
            for seed: UInt8 in 2...4 {
                await cache.store(cachedResponse(seed: seed), for: cacheKey("https://api.github.com/\(seed)"))
            }
            // Three 100-byte bodies under a 250-byte cap: the oldest two go (the corrupt row first).
            #expect(await cache.totalBytes() <= 250)
            #expect(await cache.response(for: cacheKey()) == nil)
            #expect(
                await cache.response(for: cacheKey("https://api.github.com/4")) == cachedResponse(seed: 4))
            #expect(cache.warnings.isEmpty)
        }
    }
}
