import Foundation

/// A body of `size` bytes served whole (200), or the part a `Range: bytes=A-` or `bytes=A-B`
/// header asks for (206 with `Content-Range`), as GitHub's storage and raw files answer; a range
/// that starts past the end is a 416 (`unsatisfiable`, with `Content-Range: bytes */SIZE`).
enum RangedBody {
    /// The answer to `context`'s request for a body of `size` bytes, whose bytes in a range are
    /// `bytes(range)`.
    static func answer(
        _ context: RouteContext, size: Int, contentType: String, etag: String?,
        bytes: (Range<Int>) -> Data, unsatisfiable: RouteOutcome
    ) -> RouteOutcome {
        guard let range = context.request.headers["range"], range.hasPrefix("bytes=") else {
            return .headed(
                .document(status: 200, contentType: contentType, body: bytes(0..<size), etag: etag),
                headers: [("accept-ranges", "bytes")])
        }
        let bounds = range.dropFirst("bytes=".count).split(separator: "-", omittingEmptySubsequences: false)
        guard let start = bounds.first.flatMap({ Int($0) }), start < size else {
            return .headed(unsatisfiable, headers: [("content-range", "bytes */\(size)")])
        }
        let end = bounds.count > 1 ? min(size - 1, Int(bounds[1]) ?? size - 1) : size - 1
        return .headed(
            .document(status: 206, contentType: contentType, body: bytes(start..<(end + 1)), etag: etag),
            headers: [("accept-ranges", "bytes"), ("content-range", "bytes \(start)-\(end)/\(size)")])
    }
}
