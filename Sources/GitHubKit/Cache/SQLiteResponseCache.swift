import Foundation
import GRDB

/// The response cache on disk: an SQLite file in WAL mode, which several processes can share,
/// capped in size by evicting the least recently used responses.
///
/// It never throws after it is open: a read that fails is a miss, and a write that fails
/// (disk full, file turned read-only, damage found late) is dropped with a warning, because
/// a cache problem must not fail a request.
public final class SQLiteResponseCache: ResponseCache {
    /// The cache file.
    public let path: String
    /// The most body bytes kept; beyond it the least recently used responses go.
    public let maxBytes: Int
    /// Whether the file could only be opened for reading: hits are served, nothing is saved.
    public let isReadOnly: Bool

    private let pool: DatabasePool
    private let now: @Sendable () -> Date
    private let collectedWarnings: CacheWarnings
    private let pendingUses = PendingUses()

    /// What went wrong so far, each kind once, for the caller to show: e.g. "cache file
    /// /x/cache.sqlite was unreadable (file is not a database); moved it to
    /// /x/cache.sqlite.corrupt-1700000000 and started a new cache".
    public var warnings: [String] {
        collectedWarnings.all
    }

    /// Opens the cache at `path`, creating it and its directories as needed.
    ///
    /// A file that is not a database, or is damaged, is moved aside and replaced with a new
    /// cache (with a warning); a read-only file is opened read-only (with a warning).
    /// - Throws: `CacheError` when there is no way to use `path`, such as a directory.
    public init(
        path: String, maxBytes: Int = 200 * 1024 * 1024, now: @escaping @Sendable () -> Date = Date.init
    ) throws(CacheError) {
        self.path = path
        self.maxBytes = max(0, maxBytes)
        self.now = now
        let warnings = CacheWarnings()
        self.collectedWarnings = warnings

        if CacheFile.isDirectory(path) {
            throw .pathIsDirectory(path)
        }
        try CacheFile.createParentDirectories(of: path)
        let opened = try CacheDatabase.open(path, maxBytes: self.maxBytes, now: now, warnings: warnings)
        self.pool = opened.pool
        self.isReadOnly = opened.isReadOnly
        // A connection's first read opens it and loads the schema, a few milliseconds that the
        // first request would wait for; one read now, in the background, does it meanwhile.
        opened.pool.asyncRead { db in _ = try? ResponseRecord.fetchOne(db.get(), key: "") }
    }

    /// The cached response for `key`, or nil; a hit also marks it as recently used.
    public func response(for key: CacheKey) async -> CachedResponse? {
        await usedRecord(for: key) { db, digest in try ResponseRecord.fetch(db, digest: digest) }
    }

    /// The cached response for `key` without its body, which is not read at all.
    public func headers(for key: CacheKey) async -> CachedResponse? {
        await usedRecord(for: key) { db, digest in try ResponseRecord.fetchHeaders(db, digest: digest) }
    }

    /// The record `fetch` reads for `key`'s digest, marked as recently used when there is one.
    private func usedRecord(
        for key: CacheKey, _ fetch: @escaping @Sendable (Database, String) throws -> ResponseRecord?
    ) async -> CachedResponse? {
        let digest = key.digest
        let record: ResponseRecord?
        do {
            record = try await pool.read { db in try fetch(db, digest) }
        } catch {
            report(error, while: .reading)
            return nil
        }
        guard let record else { return nil }
        if !isReadOnly {
            markUsed(digest, at: now())
        }
        return record.response
    }

    /// The cached response for `key` if it is fresh at `now`; only a fresh copy's body is read,
    /// and nothing is written.
    public func freshResponse(for key: CacheKey, at now: Date) async -> CachedResponse? {
        let digest = key.digest
        let record: ResponseRecord?
        do {
            record = try await pool.read { db in try ResponseRecord.fetchFresh(db, digest: digest, at: now) }
        } catch {
            report(error, while: .reading)
            return nil
        }
        // Not marked as used: a fresh copy was stored or revalidated within its max-age, and
        // eviction needs no finer recency than that. So a rerun inside max-age writes nothing.
        return record?.response
    }

    /// Stores `response` under `key` and evicts the least recently used responses beyond
    /// `maxBytes`; a body larger than `maxBytes` is not stored (and the older copy is removed).
    /// A repository's `temp_clone_token` is stored as `null` (`CloneTokenRedaction`).
    public func store(_ response: CachedResponse, for key: CacheKey) async {
        guard !isReadOnly else { return }
        var response = response
        response.body = CloneTokenRedaction.redacting(response.body)
        guard response.body.count <= maxBytes else {
            // The stored copy is outdated now; keeping it would serve stale data offline.
            await remove(key)
            return
        }
        let record = ResponseRecord(response, for: key, lastUsedAt: now())
        let maxBytes = maxBytes
        do {
            try await pool.write { db in
                try ResponseRecord.deleteOne(db, key: record.key)
                try record.insert(db)
                try CacheDatabase.evict(db, downTo: maxBytes)
            }
        } catch {
            report(error, while: .writing)
        }
    }

    /// Records a 304: a new `fetchedAt`, and the validators and freshness the 304 carried.
    public func refresh(
        _ key: CacheKey, etag: String?, lastModified: String?, cacheControl: String?, age: Int,
        fetchedAt: Date
    ) async {
        guard !isReadOnly else { return }
        let arguments: StatementArguments = [
            "key": key.digest, "etag": etag, "lastModified": lastModified, "cacheControl": cacheControl,
            "age": age,
            "fetchedAt": fetchedAt.timeIntervalSinceReferenceDate,
            "lastUsedAt": now().timeIntervalSinceReferenceDate,
        ]
        do {
            try await pool.write { db in
                try db.execute(
                    sql: """
                        UPDATE responses
                        SET fetched_at = :fetchedAt, last_used_at = :lastUsedAt,
                            etag = coalesce(:etag, etag), last_modified = coalesce(:lastModified, last_modified),
                            cache_control = coalesce(:cacheControl, cache_control), age = :age
                        WHERE key = :key
                        """,
                    arguments: arguments)
            }
        } catch {
            report(error, while: .writing)
        }
    }

    /// Forgets the response for `key`.
    public func remove(_ key: CacheKey) async {
        guard !isReadOnly else { return }
        let digest = key.digest
        do {
            _ = try await pool.write { db in try ResponseRecord.deleteOne(db, key: digest) }
        } catch {
            report(error, while: .writing)
        }
    }

    /// Forgets every response whose URL is one of `urls`, with any query or none, whichever
    /// process stored it.
    public func removeResponses(at urls: [String]) async {
        guard !isReadOnly, !urls.isEmpty else { return }
        do {
            try await pool.write { db in
                for url in urls {
                    // substr rather than LIKE, so that `%` and `_` in a URL are only themselves.
                    try db.execute(
                        sql: "DELETE FROM responses WHERE url = :url OR substr(url, 1, :length) = :prefix",
                        arguments: ["url": url, "prefix": url + "?", "length": (url + "?").count])
                }
            }
        } catch {
            report(error, while: .writing)
        }
    }

    /// The body bytes stored (what `maxBytes` caps), or 0 if the file cannot be read.
    public func totalBytes() async -> Int {
        do {
            return try await pool.read { db in try CacheDatabase.totalBytes(db) }
        } catch {
            report(error, while: .reading)
            return 0
        }
    }

    // MARK: - Recency

    /// Moves `digest` to the recent end of the eviction order, without making the caller wait.
    private func markUsed(_ digest: String, at date: Date) {
        guard pendingUses.add(digest, at: date) else { return }
        // The writer runs one thing at a time in order, so a store queued after this still
        // sees the use; and a busy file never delays a hit.
        pool.asyncWriteWithoutTransaction { [pendingUses, collectedWarnings, path] db in
            let uses = pendingUses.take()
            do {
                try db.inTransaction {
                    for (digest, date) in uses {
                        try db.execute(
                            sql: "UPDATE responses SET last_used_at = ? WHERE key = ?",
                            arguments: [date.timeIntervalSinceReferenceDate, digest])
                    }
                    return .commit
                }
            } catch {
                Self.report(error, while: .writing, path: path, warnings: collectedWarnings)
            }
        }
    }

    // MARK: - Failures

    /// What the cache was doing when something failed.
    private enum Access {
        case reading
        case writing
    }

    private func report(_ error: any Error, while access: Access) {
        Self.report(error, while: access, path: path, warnings: collectedWarnings)
    }

    private static func report(
        _ error: any Error, while access: Access, path: String, warnings: CacheWarnings
    ) {
        // A cancelled request is not a cache problem.
        if error is CancellationError { return }
        if CacheDatabase.isDamage(error) {
            warnings.add(
                "cache file \(path) is damaged (\(CacheDatabase.message(error))); its responses are being ignored; "
                    + "delete it to start a new cache",
                kind: "damaged")
            return
        }
        // One warning per kind of failure: a full disk would otherwise add one per request.
        let code = (error as? DatabaseError).map { "\($0.resultCode.primaryResultCode.rawValue)" } ?? "other"
        switch access {
        case .reading:
            warnings.add(
                "could not read the cache file \(path) (\(CacheDatabase.message(error))); treating it as a cache miss",
                kind: "reading \(code)")
        case .writing:
            warnings.add(
                "could not save to the cache file \(path) (\(CacheDatabase.message(error))); "
                    + "carrying on without caching these responses",
                kind: "writing \(code)")
        }
    }
}

extension ResponseRecord {
    /// A row for `response` stored under `key`, used at `lastUsedAt`.
    init(_ response: CachedResponse, for key: CacheKey, lastUsedAt: Date) {
        self.init(
            key: key.digest, apiHost: key.apiHost, tokenFingerprint: key.tokenFingerprint, method: key.method,
            url: key.url, accept: key.accept, status: response.status, etag: response.etag,
            lastModified: response.lastModified, link: response.link, contentType: response.contentType,
            fetchedAt: response.fetchedAt, cacheControl: response.cacheControl, age: response.age,
            lastUsedAt: lastUsedAt, size: response.body.count,
            body: response.body)
    }
}
