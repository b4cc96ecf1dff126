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
    init(row: Row) {
        self.init(
            key: row["key"], apiHost: row["api_host"], tokenFingerprint: row["token_fingerprint"],
            method: row["method"], url: row["url"], accept: row["accept"], status: row["status"],
            etag: row["etag"], lastModified: row["last_modified"], link: row["link"],
            contentType: row["content_type"],
            fetchedAt: Date(timeIntervalSinceReferenceDate: row["fetched_at"]),
            cacheControl: row["cache_control"], age: row["age"],
            lastUsedAt: Date(timeIntervalSinceReferenceDate: row["last_used_at"]), size: row["size"],
            body: row["body"])
    }

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
