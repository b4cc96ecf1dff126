import Foundation
import GRDB

// Sources: Sources/GitHubKit/Cache/ResponseRecord.swift Sources/GitHubKit/Cache/CachedResponse.swift
// Sources: Sources/GitHubKit/Cache/CacheControl.swift Sources/GitHubKit/Cache/CacheDatabase.swift
// Sources: Sources/GitHubKit/Cache/CacheFile.swift Sources/GitHubKit/Cache/CacheWarnings.swift
// Sources: Sources/GitHubKit/Cache/CacheError.swift Sources/GitHubKit/Cache/ResponseCacheSchema.swift
// Flags: -I .build/debug/Modules -Xcc -fmodule-map-file=.build/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap
// Flags: .build/debug/GRDB.build/*.o -lsqlite3

// The cache reading a corrupt row: the input is one row of the `responses` table (each column
// NULL, an INTEGER, a REAL, TEXT, possibly not UTF-8, or a BLOB) and the `usage` total, stored
// in an in-memory database with the cache's own schema (GRDB's migrator, so SQLite's affinities
// and NOT NULL apply) or with that table rewritten without types or constraints but its key (a file
// another program wrote, its migrations table still saying it is current). Then the cache's own reads run
// on it: `ResponseRecord.fetch`, `fetchHeaders` and `fetchFresh` (what `SQLiteResponseCache`
// calls for a hit, a revalidation and an offline read), `CacheDatabase.repairUsage`, `totalBytes`
// and `evict` (what opening the file and every store do).
//
// Built against GRDB as `swift build` compiles it (`.build/debug`, not instrumented): the target's
// own files are compiled here with the sanitizers, GRDB's `@inlinable` row decoding with them.
// Run `swift build` first.
//
// Properties, for any row:
// - no crash (GRDB's non-throwing row subscripts stop the process on NULL), no input over 1 s;
// - a read gives a record or throws `ResponseRecord.MalformedRow`/a `DatabaseError`, nothing else;
// - a row whose every column has the schema's storage class reads back with those values;
// - the total the cache works from is never negative, and eviction down to 0 leaves no row.

/// The columns of `responses`, in order, with the storage class each must have.
let columns: [(name: String, kind: Kind)] = [
    ("key", .text), ("api_host", .text), ("token_fingerprint", .text), ("method", .text), ("url", .text),
    ("accept", .text), ("status", .integer), ("etag", .optionalText), ("last_modified", .optionalText),
    ("link", .optionalText), ("content_type", .optionalText), ("fetched_at", .real),
    ("cache_control", .optionalText), ("age", .integer), ("last_used_at", .real), ("size", .integer),
    ("body", .blob),
]

/// A column's storage class in the schema.
enum Kind {
    case text, optionalText, integer, real, blob
}

/// The two databases, made once: the cache's schema, and the same with `responses` rewritten.
let databases: [DatabaseQueue] = {
    do {
        let schema = try DatabaseQueue()
        try ResponseCacheSchema.migrator.migrate(schema)
        let rewritten = try DatabaseQueue()
        try ResponseCacheSchema.migrator.migrate(rewritten)
        try rewritten.write { db in
            try db.execute(sql: "DROP TABLE responses")
            let others = columns.dropFirst().map(\.name).joined(separator: ", ")
            try db.execute(sql: "CREATE TABLE responses (key PRIMARY KEY, \(others))")
        }
        return [schema, rewritten]
    } catch {
        propertyFailed("setting up the databases: \(error)")
    }
}()

/// Reads values off the input, a byte at a time; zeros once it runs out.
struct Input {
    var bytes: ArraySlice<UInt8>

    mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }

    mutating func take(_ count: Int) -> [UInt8] {
        let taken = Array(bytes.prefix(count))
        bytes = bytes.dropFirst(count)
        return taken
    }

    mutating func int64() -> Int64 {
        take(8).reduce(0) { $0 << 8 | Int64($1) }
    }
}

/// One column's value and how it is bound, whether it is of the schema's storage class, and what
/// the cache must read back from it then.
struct Cell {
    var value: DatabaseValue
    var placeholder = "?"
    var wellTyped: Bool
    var expected: DatabaseValue

    init(value: DatabaseValue, placeholder: String = "?", wellTyped: Bool, expected: DatabaseValue? = nil) {
        self.value = value
        self.placeholder = placeholder
        self.wellTyped = wellTyped
        self.expected = expected ?? value
    }
}

func cell(_ input: inout Input, kind: Kind) -> Cell {
    let tag = input.byte()
    switch tag % 6 {
    case 0:
        return Cell(value: .null, wellTyped: kind == .optionalText)
    case 1:
        let integer = input.int64()
        return Cell(value: integer.databaseValue, wellTyped: kind == .integer || kind == .real)
    case 2:
        let number = Double(bitPattern: UInt64(bitPattern: input.int64()))
        return Cell(value: number.databaseValue, wellTyped: (kind == .real && number.isFinite))
    case 3:
        // Text that may not be UTF-8: bound as a blob and cast, so SQLite stores the bytes as TEXT.
        let bytes = input.take(Int(input.byte() % 48))
        let text = String(validating: bytes, as: UTF8.self)
        return Cell(
            value: Data(bytes).databaseValue, placeholder: "CAST(? AS TEXT)",
            wellTyped: text != nil && !bytes.contains(0) && (kind == .text || kind == .optionalText),
            expected: text?.databaseValue)
    case 4:
        return Cell(value: Data(input.take(Int(input.byte() % 64))).databaseValue, wellTyped: kind == .blob)
    default:
        // A plausible value of the right class, so that whole well-typed rows are common.
        switch kind {
        case .text, .optionalText: return Cell(value: "k".databaseValue, wellTyped: true)
        case .integer: return Cell(value: Int64(input.byte()).databaseValue, wellTyped: true)
        case .real: return Cell(value: Double(input.int64() % 1_000_000_000).databaseValue, wellTyped: true)
        case .blob:
            return Cell(value: Data(input.take(Int(input.byte() % 32))).databaseValue, wellTyped: true)
        }
    }
}

/// libFuzzer's entry: checks the properties above on one input, aborting on a failure.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = Input(bytes: ArraySlice(fuzzBytes(data, size)))
    let database = databases[Int(input.byte() % 2)]
    var cells = columns.map { cell(&input, kind: $0.kind) }
    // Most rows are stored under the key the reads ask for.
    if input.byte() % 4 != 0 { cells[0] = Cell(value: "k".databaseValue, wellTyped: true) }
    let total = cell(&input, kind: .integer)
    do {
        try database.write { db in
            try db.execute(sql: "DELETE FROM responses")
            let names = columns.map(\.name).joined(separator: ", ")
            let placeholders = cells.map(\.placeholder).joined(separator: ", ")
            do {
                try db.execute(
                    sql: "INSERT INTO responses (\(names)) VALUES (\(placeholders))",
                    arguments: StatementArguments(cells.map { $0.value as (any DatabaseValueConvertible)? }))
                try db.execute(
                    sql: "UPDATE usage SET total_bytes = ?",
                    arguments: [total.value as (any DatabaseValueConvertible)?])
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                // The schema refuses NULL in a NOT NULL column: such a row cannot be in the file.
                return
            }
        }
        try database.write { db in try readEverything(db, cells: cells) }
    } catch {
        propertyFailed("the database failed: \(error)")
    }
    return 0
}

/// The cache's reads on the stored row, and the properties above.
func readEverything(_ db: Database, cells: [Cell]) throws {
    let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    var record: ResponseRecord?
    for read in [
        { try ResponseRecord.fetch(db, digest: "k") },
        { try ResponseRecord.fetchHeaders(db, digest: "k") },
        { try ResponseRecord.fetchFresh(db, digest: "k", at: now) },
    ] {
        do {
            let read = try read()
            record = record ?? read
        } catch is ResponseRecord.MalformedRow {
            check(!cells.allSatisfy(\.wellTyped), "a well-typed row was refused: \(cells.map(\.value))")
        }
    }
    if cells.allSatisfy(\.wellTyped), cells[0].value == "k".databaseValue {
        guard let record else { propertyFailed("a well-typed row was not found: \(cells.map(\.value))") }
        check(
            record.status.databaseValue == cells[6].expected, "status \(record.status) from \(cells[6].value)"
        )
        check(record.body.databaseValue == cells[16].expected, "body from \(cells[16].value)")
        check((record.etag?.databaseValue ?? .null) == cells[7].expected, "etag from \(cells[7].value)")
    }
    try CacheDatabase.repairUsage(db)
    let total = try CacheDatabase.totalBytes(db)
    check(total >= 0, "a negative total \(total)")
    try CacheDatabase.evict(db, downTo: 1 << 40)
    try db.execute(sql: "UPDATE usage SET total_bytes = 1")
    try CacheDatabase.evict(db, downTo: 0)
    let left = try Int.fetchOne(db, sql: "SELECT count(*) FROM responses")
    check(left == 0, "eviction to 0 left \(left ?? -1) rows")
}
