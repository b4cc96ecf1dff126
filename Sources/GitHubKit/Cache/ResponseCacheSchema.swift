import GRDB

/// The cache database's schema, one named migration per change, applied in order.
enum ResponseCacheSchema {
    /// Migrates a database to the current schema.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-responses") { db in
            try createResponses(db, freshness: false)
            // The total body size, kept current by triggers so that checking the cap after each
            // store costs one row, not a scan. Triggers rather than Swift so that any writer
            // (another process, the sqlite3 shell) keeps it right too.
            try db.create(table: "usage") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("total_bytes", .integer).notNull()
            }
            try db.execute(sql: "INSERT INTO usage (id, total_bytes) VALUES (1, 0)")
            try createIndexAndTriggers(db)
        }
        // Freshness (`Cache-Control`, `Age`): the table is rebuilt rather than altered, because
        // ALTER TABLE would add the columns after the body, and reading them would then walk
        // the body's overflow pages. Every stored response is kept; having no `Cache-Control`,
        // each is revalidated once, as before, and then stored with its freshness.
        migrator.registerMigration("v2-freshness") { db in
            // The index and triggers go with the renamed table, and are dropped with it
            // (dropping a table fires no trigger, so `usage` keeps its total).
            try db.rename(table: "responses", to: "responses_v1")
            try createResponses(db, freshness: true)
            try db.execute(
                sql: """
                    INSERT INTO responses (\(columnsV1)) SELECT \(columnsV1) FROM responses_v1;
                    DROP TABLE responses_v1;
                    """)
            try createIndexAndTriggers(db)
        }
        // Sizes as eviction counts them: a size that is not a non-negative integer (another
        // program's row) counts as 0, so the total always equals the sum eviction frees, and a
        // corrupt size can neither push the total past `Int` nor below zero.
        migrator.registerMigration("v3-counted-sizes") { db in
            try db.execute(
                sql: """
                    DROP TRIGGER responses_inserted;
                    DROP TRIGGER responses_deleted;
                    DROP TRIGGER responses_resized;
                    """)
            try createTriggers(db)
            try CacheDatabase.repairUsage(db)
        }
        return migrator
    }

    /// The migrations a file must have for its responses to be read: later ones only change how
    /// writes are counted, so a read-only file without them is still read.
    static let readableLayout: Set<String> = ["v1-responses", "v2-freshness"]

    /// A stored size as eviction counts it, in SQL: a non-negative integer, else 0.
    static func countedSize(_ column: String) -> String {
        "(CASE WHEN typeof(\(column)) = 'integer' AND \(column) > 0 THEN \(column) ELSE 0 END)"
    }

    /// The columns both layouts have.
    private static let columnsV1 = """
        key, api_host, token_fingerprint, method, url, accept, status, etag, last_modified, link, \
        content_type, fetched_at, last_used_at, size, body
        """

    /// The `responses` table; `freshness` adds the columns of `v2-freshness`.
    private static func createResponses(_ db: Database, freshness: Bool) throws {
        try db.create(table: "responses") { table in
            table.primaryKey("key", .text)  // CacheKey.digest
            table.column("api_host", .text).notNull()
            table.column("token_fingerprint", .text).notNull()
            table.column("method", .text).notNull()
            table.column("url", .text).notNull()
            table.column("accept", .text).notNull()
            table.column("status", .integer).notNull()
            table.column("etag", .text)
            table.column("last_modified", .text)
            table.column("link", .text)
            table.column("content_type", .text)
            // Seconds since 2001-01-01 (Foundation's reference date), because that is how
            // Date stores itself and so round-trips exactly; in SQL:
            // datetime(fetched_at + 978307200, 'unixepoch').
            table.column("fetched_at", .double).notNull()
            if freshness {
                table.column("cache_control", .text)  // the answer's Cache-Control header
                table.column("age", .integer).notNull().defaults(to: 0)  // its Age header, seconds
            }
            table.column("last_used_at", .double).notNull()
            table.column("size", .integer).notNull()  // body bytes
            // Last, so that reading the columns before it never walks the body's overflow pages.
            table.column("body", .blob).notNull()
        }
    }

    /// The eviction index, and the triggers that keep `usage` current.
    private static func createIndexAndTriggers(_ db: Database) throws {
        // Eviction walks it oldest first; it covers the size too, so that walk never reads rows.
        try db.create(index: "responses_by_last_used", on: "responses", columns: ["last_used_at", "size"])
        try createTriggers(db)
    }

    /// The triggers that keep `usage` the sum of the counted sizes.
    private static func createTriggers(_ db: Database) throws {
        let new = countedSize("NEW.size")
        let old = countedSize("OLD.size")
        try db.execute(
            sql: """
                CREATE TRIGGER responses_inserted AFTER INSERT ON responses BEGIN
                    UPDATE usage SET total_bytes = total_bytes + \(new);
                END;
                CREATE TRIGGER responses_deleted AFTER DELETE ON responses BEGIN
                    UPDATE usage SET total_bytes = total_bytes - \(old);
                END;
                CREATE TRIGGER responses_resized AFTER UPDATE OF size ON responses BEGIN
                    UPDATE usage SET total_bytes = total_bytes - \(old) + \(new);
                END;
                """)
    }
}
