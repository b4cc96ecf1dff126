import Foundation
import GitHubKit
import Testing

/// A cache file written by the version before freshness keeps working, and keeps its responses.
@Suite struct CacheMigrationTests {
    /// The layout of `v1-responses`, as that version's GRDB migration built it.
    private let version1 = """
        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
        INSERT INTO grdb_migrations VALUES ('v1-responses');
        CREATE TABLE responses (
            key TEXT PRIMARY KEY NOT NULL, api_host TEXT NOT NULL, token_fingerprint TEXT NOT NULL,
            method TEXT NOT NULL, url TEXT NOT NULL, accept TEXT NOT NULL, status INTEGER NOT NULL,
            etag TEXT, last_modified TEXT, link TEXT, content_type TEXT, fetched_at DOUBLE NOT NULL,
            last_used_at DOUBLE NOT NULL, size INTEGER NOT NULL, body BLOB NOT NULL);
        CREATE INDEX responses_by_last_used ON responses (last_used_at, size);
        CREATE TABLE usage (id INTEGER PRIMARY KEY CHECK (id = 1), total_bytes INTEGER NOT NULL);
        INSERT INTO usage (id, total_bytes) VALUES (1, 0);
        CREATE TRIGGER responses_inserted AFTER INSERT ON responses BEGIN
            UPDATE usage SET total_bytes = total_bytes + NEW.size;
        END;
        CREATE TRIGGER responses_deleted AFTER DELETE ON responses BEGIN
            UPDATE usage SET total_bytes = total_bytes - OLD.size;
        END;
        PRAGMA journal_mode = WAL;
        """

    /// Writes a version-1 file holding `response` under `key`.
    private func writeVersion1(_ path: String, _ response: CachedResponse, for key: CacheKey) throws {
        let hexBody = response.body.map { String(format: "%02x", $0) }.joined()
        let row = """
            INSERT INTO responses VALUES ('\(key.digest)', '\(key.apiHost)', '\(key.tokenFingerprint)',
                '\(key.method)', '\(key.url)', '\(key.accept)', \(response.status), '\(response.etag ?? "")',
                NULL, NULL, 'application/json', \(response.fetchedAt.timeIntervalSinceReferenceDate),
                \(response.fetchedAt.timeIntervalSinceReferenceDate), \(response.body.count), x'\(hexBody)');
            """
        try sqlite3(path, version1 + row)
    }

    @Test func aVersion1FileKeepsItsResponsesWhichAreRevalidatedNotServedFresh() async throws {
        try #require(sqlite3Path != nil)
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            let stored = CachedResponse(
                status: 200, etag: "W/\"v1\"", contentType: "application/json",
                body: Data("{\"login\":\"octocat\"}".utf8), fetchedAt: Date())
            try writeVersion1(path, stored, for: cacheKey())

            let cache = try SQLiteResponseCache(path: path)
            #expect(cache.warnings.isEmpty)
            #expect(!directory.names().contains { $0.contains("corrupt") })
            let read = try #require(await cache.response(for: cacheKey()))
            #expect(read.body == stored.body && read.etag == stored.etag)
            #expect(read.cacheControl == nil)
            // Stored without its Cache-Control, a copy is never fresh: it is revalidated as before.
            #expect(await cache.freshResponse(for: cacheKey(), at: Date()) == nil)
            #expect(await cache.totalBytes() == stored.body.count)
            #expect(
                try sqlite3(path, "SELECT identifier FROM grdb_migrations ORDER BY identifier;")
                    == "v1-responses\nv2-freshness\nv3-counted-sizes")

            // New answers keep their freshness in the migrated file. Fetched now: a slow run (a
            // sanitizer's) can take over the 60 s of max-age since `stored` was made.
            var fresh = stored
            fresh.cacheControl = "private, max-age=60"
            fresh.fetchedAt = Date()
            await cache.store(fresh, for: cacheKey())
            #expect(await cache.freshResponse(for: cacheKey(), at: Date()) == fresh)
            #expect(await cache.totalBytes() == stored.body.count)
        }
    }

    @Test func freshnessRoundTripsThroughTheFile() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            var response = cachedResponse()
            response.cacheControl = "private, max-age=60, s-maxage=60"
            response.age = 7
            try await SQLiteResponseCache(path: path).store(response, for: cacheKey())
            let reopened = try SQLiteResponseCache(path: path)
            #expect(await reopened.response(for: cacheKey()) == response)
            var headers = response
            headers.body = Data()
            #expect(await reopened.headers(for: cacheKey()) == headers)
            #expect(await MemoryResponseCache().headers(for: cacheKey()) == nil)
            #expect(await reopened.freshResponse(for: cacheKey(), at: response.fetchedAt + 52) == response)
            #expect(await reopened.freshResponse(for: cacheKey(), at: response.fetchedAt + 53) == nil)
            await reopened.refresh(
                cacheKey(), etag: nil, lastModified: nil, cacheControl: "private, max-age=10", age: 0,
                fetchedAt: response.fetchedAt + 100)
            #expect(await reopened.freshResponse(for: cacheKey(), at: response.fetchedAt + 109)?.age == 0)
            #expect(await reopened.freshResponse(for: cacheKey(), at: response.fetchedAt + 110) == nil)
        }
    }
}
