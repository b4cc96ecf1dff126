import CCurl
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport on libcurl's multi interface, driven by one thread of its own: the fast path on
/// Linux.
///
/// `URLSessionTransport` on Linux runs on the same libcurl, but through corelibs Foundation,
/// which wakes a dispatch source per socket event and hops threads per chunk: for 34 pages over
/// HTTPS that is some 16,000 context switches and 0.2 s of CPU, ten times what libcurl itself
/// spends (docs/PERFORMANCE.md, "Real path"). Here one thread polls every socket, reads each
/// chunk straight into its answer and resumes the caller once per request.
///
/// It behaves as `URLSessionTransport` does: redirects are returned, not followed; HTTP/2 over
/// TLS, multiplexed on one connection per host when the server allows it (libcurl waits for the
/// first connection to say so rather than opening more); compressed bodies decoded; a request
/// gives up after `timeout` with no data, and after 300 s (or `timeout`, when longer) in all;
/// failures are `URLError`s with libcurl's words, as `APIClient` expects. libcurl is loaded when
/// first needed (`libcurl.so.4`, the library FoundationNetworking uses), so building needs no
/// headers; ``make(timeout:maxConnectionsPerHost:)`` falls back to `URLSessionTransport` where it
/// cannot be loaded.
public final class CurlTransport: HTTPTransport {
    private let engine: CurlEngine
    private let limits: CurlTransfer.Limits
    private let trust: CurlTrust

    /// A transport whose requests give up after `timeout` without data, with at most
    /// `maxConnectionsPerHost` connections to a host; nil when libcurl cannot be loaded
    /// (``unavailableReason`` says why).
    public convenience init?(timeout: Duration = .seconds(30), maxConnectionsPerHost: Int = 16) {
        guard ccurl_load() == 0 else { return nil }
        self.init(timeout: timeout, maxConnectionsPerHost: maxConnectionsPerHost, trust: .current)
    }

    /// The same, with the certificates trusted given (tests).
    init?(timeout: Duration, maxConnectionsPerHost: Int, trust: CurlTrust) {
        guard ccurl_load() == 0, let engine = CurlEngine(maxConnectionsPerHost: maxConnectionsPerHost) else {
            return nil
        }
        self.engine = engine
        let idle = max(
            1,
            Int(
                (Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18).rounded(
                    .up)))
        limits = CurlTransfer.Limits(idleSeconds: idle, totalSeconds: max(idle, 300))
        self.trust = trust
    }

    deinit { engine.shutdown() }

    /// This transport when libcurl can be loaded, else `URLSessionTransport` with the same limits.
    public static func make(timeout: Duration = .seconds(30), maxConnectionsPerHost: Int = 16)
        -> any HTTPTransport
    {
        CurlTransport(timeout: timeout, maxConnectionsPerHost: maxConnectionsPerHost)
            ?? URLSessionTransport(timeout: timeout, maxConnectionsPerHost: maxConnectionsPerHost)
    }

    /// Why libcurl cannot be used here, or nil when it can.
    public static var unavailableReason: String? {
        ccurl_load() == 0
            ? nil : ccurl_load_error().map { String(cString: $0) } ?? "libcurl could not be loaded"
    }

    /// Sends the request; cancelling the calling task cancels the request.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try await perform(request, into: .memory)
    }

    /// Sends the request, writing the body (of any answer) to a new file as it arrives.
    public func download(_ request: URLRequest) async throws -> (URL, HTTPURLResponse) {
        let file = DownloadFile.make()
        do {
            let (_, response) = try await perform(request, into: .file(file))
            return (file, response)
        } catch {
            try? FileManager.default.removeItem(at: file)
            throw error
        }
    }

    /// Sends the request, writing a success's body into `file` as it arrives (see
    /// ``HTTPTransport/download(_:into:progress:)``).
    public func download(
        _ request: URLRequest, into file: URL,
        progress: @escaping @Sendable (Int64, HTTPURLResponse) -> Void
    ) async throws -> (Data, HTTPURLResponse) {
        try await perform(request, into: .success(file, progress))
    }

    private func perform(_ request: URLRequest, into sink: CurlTransfer.Sink) async throws -> (
        Data, HTTPURLResponse
    ) {
        guard let url = request.url else { throw URLError(.badURL) }
        let transfer = CurlTransfer(request: request, url: url, sink: sink, limits: limits, trust: trust)
        let (body, head) = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.continuation = continuation
                engine.start(transfer)
            }
        } onCancel: {
            engine.cancel(transfer)
        }
        guard let response = head.response(for: url) else { throw URLError(.badServerResponse) }
        return (body, response)
    }
}
