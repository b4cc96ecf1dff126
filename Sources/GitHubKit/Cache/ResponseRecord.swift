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
    var lastUsedAt: Date
    var size: Int
    var body: Data

    /// A row for `response` stored under `key`, used at `lastUsedAt`.
    init(_ response: CachedResponse, for key: CacheKey, lastUsedAt: Date) {
        self.key = key.digest
        self.apiHost = key.apiHost
        self.tokenFingerprint = key.tokenFingerprint
        self.method = key.method
        self.url = key.url
        self.accept = key.accept
        self.status = response.status
        self.etag = response.etag
        self.lastModified = response.lastModified
        self.link = response.link
        self.contentType = response.contentType
        self.fetchedAt = response.fetchedAt
        self.lastUsedAt = lastUsedAt
        self.size = response.body.count
        self.body = response.body
    }

    /// The response this row holds.
    var response: CachedResponse {
        CachedResponse(
            status: status, etag: etag, lastModified: lastModified, link: link, contentType: contentType,
            body: body, fetchedAt: fetchedAt)
    }
}
