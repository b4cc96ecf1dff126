import Foundation

/// One request as the server saw it, kept in ``FakeGitHub/requests``; only the server records them.
public struct RecordedRequest: Sendable, Equatable {
    /// HTTP method, e.g. `GET`.
    public var method: String
    /// Path as sent, still percent-encoded, without the query string.
    public var path: String
    /// Raw query string without the `?` (empty when there is none).
    public var query: String
    /// Request headers keyed by lowercased name.
    public var headers: [String: String]
    /// The request body as sent (empty for reads).
    public var body: Data
    /// When the server had read the request, before any latency or fault delayed it: what
    /// tests compare to see how far apart a client sent its requests.
    public var receivedAt: ContinuousClock.Instant
    /// Status code of the answer; 0 when the connection was dropped without one.
    public var status: Int
    /// The fault that disturbed the answer (armed or drawn by ``Options/chaos``), if any.
    public var fault: Fault?

    /// The value of a header, looked up case-insensitively.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
