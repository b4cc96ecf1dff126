import Foundation
import GRDB

/// A row of the `responses` table.
struct ResponseRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "responses"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    // See the schema: the reference-date encoding is the one that round-trips a Date exactly.
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSinceReferenceDate
    }

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSinceReferenceDate
    }

    var key: String
    var apiHost: String
    var tokenFingerprint: String
    var method: String
    var url: String
    var accept: String
    var status: Int
    var etag: String?
    var lastModified: String?
    var link: String?
    var contentType: String?
    var fetchedAt: Date
    var cacheControl: String?
    var age: Int
    var lastUsedAt: Date
    var size: Int
    var body: Data

    /// Every column but `body`, for reading a row without its body.
    static var headerColumns: [any SQLSelectable] {
        [
            "key", "api_host", "token_fingerprint", "method", "url", "accept", "status", "etag",
            "last_modified",
            "link", "content_type", "fetched_at", "cache_control", "age", "last_used_at", "size",
        ].map { Column($0) }
    }

    /// The response this row holds.
    var response: CachedResponse {
        CachedResponse(
            status: status, etag: etag, lastModified: lastModified, link: link, contentType: contentType,
            body: body, fetchedAt: fetchedAt, cacheControl: cacheControl, age: age)
    }
}

extension ResponseRecord {
    /// Reads a row by its columns' names: every cache hit goes through here, and Codable's
    /// decoding (a container and a type lookup per column) cost more than the rest of the hit.
    ///
    /// Each column is taken only in the storage class the schema gives it (an integral REAL for an
    /// INTEGER, an INTEGER for a REAL): a file another program wrote, or whose schema was rewritten,
    /// may hold NULL or text anywhere, and GRDB's non-throwing subscripts stop the process on
    /// those. Such a row throws `MalformedRow`, which the cache treats as a miss.
    init(row: Row) throws {
        let columns = RowColumns(row: row)
        self.init(
            key: try columns.text("key"), apiHost: try columns.text("api_host"),
            tokenFingerprint: try columns.text("token_fingerprint"), method: try columns.text("method"),
            url: try columns.text("url"), accept: try columns.text("accept"),
            status: try columns.integer("status"),
            etag: try columns.optionalText("etag"), lastModified: try columns.optionalText("last_modified"),
            link: try columns.optionalText("link"), contentType: try columns.optionalText("content_type"),
            fetchedAt: Date(timeIntervalSinceReferenceDate: try columns.real("fetched_at")),
            cacheControl: try columns.optionalText("cache_control"), age: try columns.integer("age"),
            lastUsedAt: Date(timeIntervalSinceReferenceDate: try columns.real("last_used_at")),
            size: try columns.integer("size"), body: try columns.blob("body"))
    }

    /// The record stored under `digest`, or nil.
    static func fetch(_ db: Database, digest: String) throws -> ResponseRecord? {
        try fetchOne(db, key: digest)
    }

    /// The record stored under `digest` without its body, which is not read at all.
    static func fetchHeaders(_ db: Database, digest: String) throws -> ResponseRecord? {
        // Every column but the body, which comes last: its overflow pages are never walked.
        try select(headerColumns + [SQL("x'' AS body")]).filter(key: digest).fetchOne(db)
    }

    /// The record stored under `digest` if it is fresh at `now`; a stale copy's body is never read.
    static func fetchFresh(_ db: Database, digest: String, at now: Date) throws -> ResponseRecord? {
        // The columns before the body first.
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT fetched_at, cache_control, age FROM responses WHERE key = ?",
                arguments: [digest])
        else { return nil }
        let columns = RowColumns(row: row)
        let fetchedAt = Date(timeIntervalSinceReferenceDate: try columns.real("fetched_at"))
        let isFresh = CacheControl(try columns.optionalText("cache_control")).isFresh(
            fetchedAt: fetchedAt, age: try columns.integer("age"), at: now)
        return isFresh ? try fetch(db, digest: digest) : nil
    }
}

extension ResponseRecord {
    /// A stored row that cannot be a response: a column is missing, NULL where the schema forbids
    /// it, or of another storage class (text where a number belongs, a non-finite time).
    struct MalformedRow: Error, CustomStringConvertible {
        /// The first unusable column.
        let column: String

        /// Names the column, never its value (which could be anything, of any size).
        var description: String { "a stored response has an unusable `\(column)`" }
    }
}

/// A row's columns read strictly by storage class, throwing `MalformedRow` for anything else.
private struct RowColumns {
    typealias MalformedRow = ResponseRecord.MalformedRow

    let row: Row

    /// The value of `column`, whatever its storage class.
    private func storage(_ column: String) throws(MalformedRow) -> DatabaseValue.Storage {
        // A DatabaseValue takes any stored value, NULL included: only a missing column throws.
        guard let value = try? row.decode(DatabaseValue.self, forColumn: column) else {
            throw MalformedRow(column: column)
        }
        return value.storage
    }

    /// A TEXT column.
    func text(_ column: String) throws(MalformedRow) -> String {
        guard case .string(let text) = try storage(column) else { throw MalformedRow(column: column) }
        return text
    }

    /// A TEXT column that may be NULL.
    func optionalText(_ column: String) throws(MalformedRow) -> String? {
        switch try storage(column) {
        case .null: return nil
        case .string(let text): return text
        default: throw MalformedRow(column: column)
        }
    }

    /// An INTEGER column (an integral REAL too).
    func integer(_ column: String) throws(MalformedRow) -> Int {
        switch try storage(column) {
        case .int64(let integer): return Int(integer)
        case .double(let number): if let integer = Int(exactly: number) { return integer }
        default: break
        }
        throw MalformedRow(column: column)
    }

    /// A REAL column holding a finite number (an INTEGER too).
    func real(_ column: String) throws(MalformedRow) -> Double {
        switch try storage(column) {
        case .double(let number) where number.isFinite: return number
        case .int64(let integer): return Double(integer)
        default: throw MalformedRow(column: column)
        }
    }

    /// A BLOB column.
    func blob(_ column: String) throws(MalformedRow) -> Data {
        guard case .blob(let data) = try storage(column) else { throw MalformedRow(column: column) }
        return data
    }
}
