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
        let opened = try Self.open(path, maxBytes: self.maxBytes, now: now, warnings: warnings)
        self.pool = opened.pool
        self.isReadOnly = opened.isReadOnly
        // A connection's first read opens it and loads the schema, a few milliseconds that the
        // first request would wait for; one read now, in the background, does it meanwhile.
        opened.pool.asyncRead { db in _ = try? ResponseRecord.fetchOne(db.get(), key: "") }
    }

    /// The cached response for `key`, or nil; a hit also marks it as recently used.
    public func response(for key: CacheKey) async -> CachedResponse? {
        let digest = key.digest
        let record: ResponseRecord?
        do {
            record = try await pool.read { db in try ResponseRecord.fetchOne(db, key: digest) }
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

    /// Stores `response` under `key` and evicts the least recently used responses beyond
    /// `maxBytes`; a body larger than `maxBytes` is not stored (and the older copy is removed).
    public func store(_ response: CachedResponse, for key: CacheKey) async {
        guard !isReadOnly else { return }
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
                try Self.evict(db, downTo: maxBytes)
            }
        } catch {
            report(error, while: .writing)
        }
    }

    /// Records a 304: a new `fetchedAt`, and the validators the 304 carried.
    public func refresh(_ key: CacheKey, etag: String?, lastModified: String?, fetchedAt: Date) async {
        guard !isReadOnly else { return }
        let arguments: StatementArguments = [
            "key": key.digest, "etag": etag, "lastModified": lastModified,
            "fetchedAt": fetchedAt.timeIntervalSinceReferenceDate,
            "lastUsedAt": now().timeIntervalSinceReferenceDate,
        ]
        do {
            try await pool.write { db in
                try db.execute(
                    sql: """
                        UPDATE responses
                        SET fetched_at = :fetchedAt, last_used_at = :lastUsedAt,
                            etag = coalesce(:etag, etag), last_modified = coalesce(:lastModified, last_modified)
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

    /// The body bytes stored (what `maxBytes` caps), or 0 if the file cannot be read.
    public func totalBytes() async -> Int {
        do {
            return try await pool.read { db in try Self.totalBytes(db) }
        } catch {
            report(error, while: .reading)
            return 0
        }
    }

    // MARK: - Opening

    /// Opens `path` for reading and writing; failing that, replaces a damaged file or falls back
    /// to reading only.
    private static func open(
        _ path: String, maxBytes: Int, now: () -> Date, warnings: CacheWarnings
    ) throws(CacheError) -> (pool: DatabasePool, isReadOnly: Bool) {
        CacheFile.createPrivateFileIfMissing(path)
        let identity = CacheFile.identity(of: path)
        let writableError: any Error
        do {
            return (try openWritable(path, maxBytes: maxBytes), false)
        } catch {
            writableError = error
        }

        if isDamage(writableError) {
            // Another process may have replaced the damaged file already; then use its new one.
            if CacheFile.identity(of: path) == identity {
                let destination: String
                do {
                    destination = try CacheFile.moveAside(path, at: now())
                } catch {
                    throw .cannotOpen(
                        path,
                        reason: "\(message(writableError)), and it could not be moved aside: "
                            + CacheFile.reason(error))
                }
                warnings.add(
                    "cache file \(path) was unreadable (\(message(writableError))); moved it to "
                        + "\(destination) and started a new cache",
                    kind: "replaced")
            }
            CacheFile.createPrivateFileIfMissing(path)
            do {
                return (try openWritable(path, maxBytes: maxBytes), false)
            } catch {
                throw .cannotOpen(path, reason: message(error))
            }
        }

        let reason = CacheFile.accessProblem(path) ?? message(writableError)
        guard CacheFile.exists(path) else {
            throw .cannotOpen(path, reason: reason)
        }
        let pool: DatabasePool
        do {
            pool = try openReadOnly(path)
        } catch {
            throw .cannotOpen(path, reason: isDamage(error) ? message(error) : reason)
        }
        warnings.add(
            "cache file \(path) cannot be written (\(reason)); using the responses in it but not saving new ones",
            kind: "read-only")
        return (pool, true)
    }

    private static func openWritable(_ path: String, maxBytes: Int) throws -> DatabasePool {
        let pool = try DatabasePool(path: path, configuration: configuration(readOnly: false))
        let migrator = ResponseCacheSchema.migrator
        do {
            try migrator.migrate(pool)
        } catch {
            // Two processes creating the cache at once both see it unmigrated and the second to
            // run fails; what matters is that the schema is there now.
            guard try pool.read({ db in try migrator.hasCompletedMigrations(db) }) else { throw error }
        }
        try pool.write { db in
            // Repairs a total that drifted (a writer that bypassed the triggers, such as
            // INSERT OR REPLACE from the sqlite3 shell), and applies a cap lowered since last time.
            try db.execute(sql: "UPDATE usage SET total_bytes = (SELECT total(size) FROM responses)")
            try evict(db, downTo: maxBytes)
        }
        return pool
    }

    private static func openReadOnly(_ path: String) throws -> DatabasePool {
        do {
            return try validatedReadOnlyPool(path)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CANTOPEN {
            // A WAL database needs its -shm file, which a read-only directory cannot get.
            // Immutable tells SQLite that nobody writes the file, so it needs no -shm at all.
            let uri = "file:" + percentEncodedForURI(path) + "?immutable=1"
            return try validatedReadOnlyPool(uri)
        }
    }

    private static func validatedReadOnlyPool(_ path: String) throws -> DatabasePool {
        let pool = try DatabasePool(path: path, configuration: configuration(readOnly: true))
        let isCurrent = try pool.read { db in try ResponseCacheSchema.migrator.hasCompletedMigrations(db) }
        guard isCurrent else {
            throw DatabaseError(
                resultCode: .SQLITE_READONLY, message: "it has an older layout and cannot be updated")
        }
        return pool
    }

    private static func configuration(readOnly: Bool) -> GRDB.Configuration {
        var configuration = GRDB.Configuration()
        configuration.label = "GitHubKit.ResponseCache"
        configuration.readonly = readOnly
        // Another process (a second ghtui, the sqlite3 shell) may hold the write lock for a
        // moment; wait for it rather than fail.
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            // Without a limit the -wal file keeps its largest size forever after a burst.
            try db.execute(sql: "PRAGMA journal_size_limit = 8388608")
            // A cache can lose its last writes in a power cut, never its consistency: with WAL,
            // NORMAL skips the sync per commit, which would cost more than the request did.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return configuration
    }

    private static func percentEncodedForURI(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    // MARK: - Size cap

    private static func totalBytes(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT total_bytes FROM usage") ?? 0
    }

    /// Deletes the least recently used responses until the total is at most `maxBytes`.
    private static func evict(_ db: Database, downTo maxBytes: Int) throws {
        var excess = try totalBytes(db) - maxBytes
        guard excess > 0 else { return }
        var victims: [Int64] = []
        // The index yields rowids and sizes oldest first without touching the rows, and the
        // cursor stops as soon as enough is found.
        let oldestFirst = try Row.fetchCursor(
            db, sql: "SELECT rowid, size FROM responses ORDER BY last_used_at")
        while excess > 0, let row = try oldestFirst.next() {
            victims.append(row[0])
            excess -= row[1] as Int
        }
        try ResponseRecord.filter(victims.contains(Column.rowID)).deleteAll(db)
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
        if isDamage(error) {
            warnings.add(
                "cache file \(path) is damaged (\(message(error))); its responses are being ignored; "
                    + "delete it to start a new cache",
                kind: "damaged")
            return
        }
        // One warning per kind of failure: a full disk would otherwise add one per request.
        let code = (error as? DatabaseError).map { "\($0.resultCode.primaryResultCode.rawValue)" } ?? "other"
        switch access {
        case .reading:
            warnings.add(
                "could not read the cache file \(path) (\(message(error))); treating it as a cache miss",
                kind: "reading \(code)")
        case .writing:
            warnings.add(
                "could not save to the cache file \(path) (\(message(error))); "
                    + "carrying on without caching these responses",
                kind: "writing \(code)")
        }
    }

    /// Whether `error` says the file is not (or no longer) a sound database.
    private static func isDamage(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }

    /// SQLite's own words for `error` ("database disk image is malformed"), without the SQL.
    private static func message(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "\(error.resultCode)"
        }
        return "\(error)"
    }
}
