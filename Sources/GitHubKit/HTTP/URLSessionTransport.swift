import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport, on `URLSession`, with no URL cache and redirects left to the client.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Creates a transport whose requests give up after `timeout` without an answer.
    public init(timeout: Duration = .seconds(30), maxConnectionsPerHost: Int = 16) {
        let configuration = URLSessionConfiguration.ephemeral
        // The project's own cache is the only one: a second, hidden cache would answer
        // conditional requests itself and hide GitHub's 304s.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpMaximumConnectionsPerHost = maxConnectionsPerHost
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = max(seconds, 300)
        session = URLSession(configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil)
    }

    deinit { session.finishTasksAndInvalidate() }

    /// Sends the request with `URLSession`; cancelling the calling task cancels the request.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        return (data, http)
    }
}

/// Hands every 3xx back to the caller instead of following it.
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
