import FlyingFox
import Foundation

/// The server's own paths under ``FakeGitHub/controlPath``, for benchmark scripts: `stats`
/// shows the counters, `reset` clears them and the request log first.
///
/// They are not counted, never faulted and need no `User-Agent`.
enum ControlRoutes {
    /// The answer for `path`, the counters as JSON.
    static func answer(_ path: String, stats: inout Stats, log: inout [RecordedRequest]) -> HTTPResponse {
        if path == FakeGitHub.controlPath + "reset" {
            stats = Stats()
            log = []
        }
        let body = (try? JSONEncoder().encode(stats)) ?? Data()
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: body)
    }
}
