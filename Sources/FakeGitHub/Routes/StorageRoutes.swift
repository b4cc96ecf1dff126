import Foundation

/// The log storage host: where `GET …/actions/jobs/{id}/logs` redirects, a different host name on
/// the same server (`localhost` when the API is `127.0.0.1`, and the reverse), like GitHub's
/// short-lived signed blob URLs.
///
/// `/_storage/actions/jobs/{id}/logs.txt?sv=…&se=…&sp=r&sig=…` serves the job's log as
/// `text/plain` without a token (the signature is the grant); like the web host, it reads no
/// token and has no rate limit. A wrong signature is a 403, an unknown or unfinished job a 404,
/// in the storage service's XML.
///
/// `/_storage/releases/{owner}/{repo}/{id}/{name}?…` serves a release asset's bytes
/// (``AssetBytes``) the same way, honouring `Range: bytes=N-` (206 with `Content-Range`; 416 past
/// the end), where `GET …/releases/assets/{id}` redirects with `Accept: application/octet-stream`.
struct StorageRoutes: RouteGroup {
    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        guard matches(context.segments) else { return nil }
        let segments = context.segments
        if segments.count == 6, segments[1] == "releases" { return asset(context) }
        guard segments.count == 5, segments[1] == "actions", segments[2] == "jobs", segments[4] == "logs.txt",
            let id = Int(segments[3])
        else { return error(404, "BlobNotFound", "The specified blob does not exist.") }
        let expiry = context.request.queryValue("se") ?? ""
        guard context.request.queryValue("sig") == signature(jobID: id, expiry: expiry) else {
            return error(
                403, "AuthenticationFailed",
                "Server failed to authenticate the request. Make sure the value of Authorization header is formed "
                    + "correctly including the signature.")
        }
        guard let repo = context.world.repos.repo(owner: "mona", name: "hello-world"),
            let job = context.actions(of: repo).job(id: id), job.isFinished
        else { return error(404, "BlobNotFound", "The specified blob does not exist.") }
        let tag = StableHash.hash(seed: 109, "\(id) \(job.conclusion ?? "") \(job.completedAt ?? 0)")
        return .document(
            status: 200, contentType: "text/plain; charset=utf-8", body: JobLog(job: job).data,
            etag: "\"0x8DD\(String(tag, radix: 16, uppercase: true))\"")
    }

    /// Whether `segments` are the storage host's.
    static func matches(_ segments: [String]?) -> Bool {
        segments?.first == "_storage"
    }

    /// The signed storage URL of `job`'s log, on the other host name of the API's `apiHost`.
    static func logURL(of job: WorkflowJob, apiHost: String) -> String {
        let port = apiHost.split(separator: ":").last.flatMap { Int($0) }.map { ":\($0)" } ?? ""
        let host = apiHost.hasPrefix("localhost") ? "127.0.0.1" : "localhost"
        let expiry = Timestamp.iso8601(UserCatalog.worldNow + 3600)
        let query = "sv=2025-01-05&se=\(expiry)&sp=r&sig=\(signature(jobID: job.id, expiry: expiry))"
        return "http://\(host)\(port)/_storage/actions/jobs/\(job.id)/logs.txt?\(query)"
    }

    /// The signed storage URL of release asset `assetID` (named `name`) of `repo` (`owner/name`).
    static func assetURL(repo: String, assetID: Int, name: String, apiHost: String) -> String {
        let port = apiHost.split(separator: ":").last.flatMap { Int($0) }.map { ":\($0)" } ?? ""
        let host = apiHost.hasPrefix("localhost") ? "127.0.0.1" : "localhost"
        let expiry = Timestamp.iso8601(UserCatalog.worldNow + 300)
        let encoded = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
        let query =
            "sv=2025-01-05&se=\(expiry)&sp=r&sig=\(signature(key: "asset \(assetID)", expiry: expiry))"
        return "http://\(host)\(port)/_storage/releases/\(repo)/\(assetID)/\(encoded)?\(query)"
    }

    /// An asset's bytes, all of them or the range asked for.
    private static func asset(_ context: RouteContext) -> RouteOutcome {
        let segments = context.segments
        let expiry = context.request.queryValue("se") ?? ""
        guard let id = Int(segments[4]),
            context.request.queryValue("sig") == signature(key: "asset \(id)", expiry: expiry)
        else {
            return error(403, "AuthenticationFailed", "Server failed to authenticate the request.")
        }
        guard let repo = context.world.repos.repo(owner: segments[2], name: segments[3]) else {
            return error(404, "BlobNotFound", "The specified blob does not exist.")
        }
        let releases = context.world.repos.releases(of: repo)
        guard let (offset, index) = releases.asset(id: id) else {
            return error(404, "BlobNotFound", "The specified blob does not exist.")
        }
        let size = releases.assetSize(offset, index)
        let etag = "\"0x8DE\(String(StableHash.hash(seed: 131, "asset \(id)"), radix: 16, uppercase: true))\""
        return RangedBody.answer(
            context, size: size, contentType: "application/octet-stream", etag: etag,
            bytes: { AssetBytes.data(assetID: id, range: $0) },
            unsatisfiable: error(
                416, "InvalidRange", "The range specified is invalid for the current size of the resource."))
    }

    /// A signature of `key` (an asset) that looks like a blob store's and is checked on the way back.
    private static func signature(key: String, expiry: String) -> String {
        let bits = [StableHash.hash(seed: 137, "\(key)|\(expiry)"), StableHash.hash(seed: 139, key)]
        let bytes = bits.flatMap { value in (0..<8).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// A signature that looks like a blob store's and is checked on the way back.
    private static func signature(jobID: Int, expiry: String) -> String {
        let bits = [StableHash.hash(seed: 113, "\(jobID)|\(expiry)"), StableHash.hash(seed: 127, "\(jobID)")]
        let bytes = bits.flatMap { value in (0..<8).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    private static func error(_ status: Int, _ code: String, _ message: String) -> RouteOutcome {
        let xml =
            "<?xml version=\"1.0\" encoding=\"utf-8\"?><Error><Code>\(code)</Code><Message>\(message)</Message></Error>"
        return .document(status: status, contentType: "application/xml", body: Data(xml.utf8), etag: nil)
    }
}
