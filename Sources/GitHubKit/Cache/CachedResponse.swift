import Foundation

/// A response as the cache keeps it: what is needed to answer the request again and to revalidate it.
public struct CachedResponse: Sendable, Equatable {
    /// The HTTP status (the cache only ever stores what the caller gives it; normally 200).
    public var status: Int
    /// The `ETag` header, sent back as `If-None-Match`.
    public var etag: String?
    /// The `Last-Modified` header, sent back as `If-Modified-Since`.
    public var lastModified: String?
    /// The `Link` header, kept so that a page served from the cache still links to the next one.
    public var link: String?
    /// The `Content-Type` header.
    public var contentType: String?
    /// The body, byte for byte.
    public var body: Data
    /// When GitHub last confirmed this copy: the original fetch, or the latest 304.
    public var fetchedAt: Date
    /// The `Cache-Control` header of that answer (`private, max-age=60`): how long the copy
    /// may be used without asking. Nil (copies stored before freshness was kept) is never fresh.
    public var cacheControl: String?
    /// The `Age` header of that answer in seconds: how old it already was when it arrived.
    public var age: Int

    /// Creates a cached response.
    public init(
        status: Int, etag: String? = nil, lastModified: String? = nil, link: String? = nil,
        contentType: String? = nil, body: Data, fetchedAt: Date, cacheControl: String? = nil, age: Int = 0
    ) {
        self.status = status
        self.etag = etag
        self.lastModified = lastModified
        self.link = link
        self.contentType = contentType
        self.body = body
        self.fetchedAt = fetchedAt
        self.cacheControl = cacheControl
        self.age = age
    }

    /// Whether the copy may answer a request at `now` without asking GitHub: inside its
    /// `max-age`, counting the `Age` it arrived with, and not `no-cache`.
    public func isFresh(at now: Date) -> Bool {
        CacheControl(cacheControl).isFresh(fetchedAt: fetchedAt, age: age, at: now)
    }
}
