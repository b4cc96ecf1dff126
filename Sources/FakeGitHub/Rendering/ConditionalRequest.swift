import Foundation

/// ETags and the conditional requests that turn a 200 into a 304.
enum ConditionalRequest {
    /// A weak ETag over the body and what GitHub varies on: the caller and the `Accept` header.
    static func etag(body: Data, identity: String, accept: String?) -> String {
        let digest = Digest.fingerprint([body, Data(identity.utf8), Data((accept ?? "").utf8)])
        return "W/\"\(digest)\""
    }

    /// `If-None-Match` (exact, list or `*`) first; otherwise an `If-Modified-Since` at or after
    /// `lastModified`.
    static func isNotModified(_ request: IncomingRequest, etag: String, lastModified: String?) -> Bool {
        if let ifNoneMatch = request.headers["if-none-match"] {
            let candidates = ifNoneMatch.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return candidates.contains("*") || candidates.contains(etag)
        }
        if let ifModifiedSince = request.headers["if-modified-since"], let lastModified {
            if ifModifiedSince == lastModified { return true }
            guard let since = Timestamp.epoch(httpDate: ifModifiedSince),
                let modified = Timestamp.epoch(httpDate: lastModified)
            else { return false }
            return since >= modified
        }
        return false
    }

    /// The 304 for a 200 with `etag`: its validators, without the `ETag` when `dropETag`.
    static func notModified(etag: String, lastModified: String?, dropETag: Bool) -> Reply {
        var notModified = Reply(status: 304, contentType: nil)
        if !dropETag {
            notModified.setHeader("etag", etag)
        }
        if let lastModified {
            notModified.setHeader("last-modified", lastModified)
        }
        return notModified
    }
}
