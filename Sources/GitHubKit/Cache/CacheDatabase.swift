import Foundation
import GRDB

/// The SQLite side of `SQLiteResponseCache`: opening the file (replacing a damaged one, falling
/// back to reading only), the connection settings, and the size cap.
enum CacheDatabase {

    /// Opens `path` for reading and writing; failing that, replaces a damaged file or falls back
    /// to reading only.
    static func open(
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

    /// Opens `path` for reading and writing, waiting (up to about five seconds, as a busy file
    /// is waited for) while another process holds a lock that SQLite does not wait for itself,
    /// such as when two processes create and migrate a new cache at once.
    static func openWritable(_ path: String, maxBytes: Int) throws -> DatabasePool {
        var attempt = 0
        while true {
            do {
                return try openWritableOnce(path, maxBytes: maxBytes)
            } catch let error as DatabaseError
                where
                (error.resultCode.primaryResultCode == .SQLITE_BUSY
                || error.resultCode.primaryResultCode == .SQLITE_LOCKED) && attempt < 100
            {
                attempt += 1
                usleep(50_000)
            }
        }
    }

    private static func openWritableOnce(_ path: String, maxBytes: Int) throws -> DatabasePool {
        let pool = try DatabasePool(path: path, configuration: configuration(readOnly: false))
        let migrator = ResponseCacheSchema.migrator
        var attempt = 0
        while true {
            do {
                try migrator.migrate(pool)
                break
            } catch {
                // Two processes creating the cache at once both see it unmigrated, and the one
                // behind fails on a table or trigger the other has just made, which may still be
                // applying its later migrations: done once they are all there, else migrated
                // again for what is still missing.
                if try pool.read({ db in try migrator.hasCompletedMigrations(db) }) { break }
                attempt += 1
                guard attempt < 20 else { throw error }
                usleep(10_000)
            }
        }
        try pool.write { db in
            try repairUsage(db)
            try evict(db, downTo: maxBytes)
        }
        return pool
    }

    static func openReadOnly(_ path: String) throws -> DatabasePool {
        do {
            return try validatedReadOnlyPool(path)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CANTOPEN {
            // A WAL database needs its -shm file, which a read-only directory cannot get.
            // Immutable tells SQLite that nobody writes the file, so it needs no -shm at all.
            let uri = "file:" + percentEncodedForURI(path) + "?immutable=1"
            return try validatedReadOnlyPool(uri)
        }
    }

    static func validatedReadOnlyPool(_ path: String) throws -> DatabasePool {
        let pool = try DatabasePool(path: path, configuration: configuration(readOnly: true))
        let isReadable = try pool.read { db in
            try ResponseCacheSchema.readableLayout.isSubset(
                of: ResponseCacheSchema.migrator.appliedIdentifiers(db))
        }
        guard isReadable else {
            throw DatabaseError(
                resultCode: .SQLITE_READONLY, message: "it has an older layout and cannot be updated")
        }
        return pool
    }

    static func configuration(readOnly: Bool) -> GRDB.Configuration {
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
            // Bodies are read from a map of the file rather than a read call per 4 KB page.
            try db.execute(sql: "PRAGMA mmap_size = 268435456")
        }
        return configuration
    }

    static func percentEncodedForURI(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    // MARK: - Size cap

    /// Repairs a total that drifted (a writer that bypassed the triggers, such as INSERT OR REPLACE
    /// from the sqlite3 shell, or one that stored a size no body has). Only when it drifted: a run
    /// that only reads then writes nothing to the WAL here.
    static func repairUsage(_ db: Database) throws {
        // A size that is not a non-negative integer counts as 0, as eviction counts it.
        let total = "(SELECT total(\(ResponseCacheSchema.countedSize("size"))) FROM responses)"
        try db.execute(sql: "UPDATE usage SET total_bytes = \(total) WHERE total_bytes IS NOT \(total)")
    }

    /// The stored total; a total no cache could reach (negative, not a number: a file another
    /// program wrote) reads as 0, and one beyond `Int` as `Int.max`.
    static func totalBytes(_ db: Database) throws -> Int {
        let stored = try DatabaseValue.fetchOne(db, sql: "SELECT total_bytes FROM usage")
        return byteCount(stored) ?? 0
    }

    /// Deletes the least recently used responses until the total is at most `maxBytes`.
    static func evict(_ db: Database, downTo maxBytes: Int) throws {
        // Both are non-negative, so only a negative cap could overflow; it then evicts all.
        let difference = try totalBytes(db).subtractingReportingOverflow(maxBytes)
        var excess = difference.overflow ? Int.max : difference.partialValue
        guard excess > 0 else { return }
        var victims: [Int64] = []
        // The index yields rowids and sizes oldest first without touching the rows, and the
        // cursor stops as soon as enough is found.
        let oldestFirst = try Row.fetchCursor(
            db, sql: "SELECT rowid, size FROM responses ORDER BY last_used_at")
        while excess > 0, let row = try oldestFirst.next() {
            victims.append(row[0])
            // A size no body has (negative, text) frees nothing; the row goes all the same.
            let size: DatabaseValue = row[1]
            excess -= byteCount(size) ?? 0
        }
        try ResponseRecord.filter(victims.contains(Column.rowID)).deleteAll(db)
    }

    /// A byte count as stored: a non-negative INTEGER, or a REAL (SQLite's `total()`) clamped to
    /// `Int`; nil for anything else.
    private static func byteCount(_ value: DatabaseValue?) -> Int? {
        switch value?.storage {
        case .int64(let integer): integer >= 0 ? Int(integer) : nil
        case .double(let number) where number >= 0: number < 0x1p63 ? Int(number) : Int.max
        default: nil
        }
    }

    /// Whether `error` says the file is not (or no longer) a sound database.
    static func isDamage(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }

    /// SQLite's own words for `error` ("database disk image is malformed"), without the SQL.
    static func message(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "\(error.resultCode)"
        }
        return "\(error)"
    }
}
