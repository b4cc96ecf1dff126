import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport, on `URLSession`, with no URL cache and redirects left to the client.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Creates a transport whose requests give up after `timeout` without an answer, counted
    /// in whole seconds (at least one).
    public init(timeout: Duration = .seconds(30), maxConnectionsPerHost: Int = 16) {
        let configuration = URLSessionConfiguration.ephemeral
        // The project's own cache is the only one: a second, hidden cache would answer
        // conditional requests itself and hide GitHub's 304s.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpMaximumConnectionsPerHost = maxConnectionsPerHost
        // URLSession on Linux keeps only the whole seconds of a timeout: 0.3 s would time out at once.
        let seconds = max(
            1,
            (Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18).rounded(.up))
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = max(seconds, 300)
        session = URLSession(configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil)
    }

    deinit { session.finishTasksAndInvalidate() }

    /// Sends the request with `URLSession`; cancelling the calling task cancels the request.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let handle = TaskHandle()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let http = response as? HTTPURLResponse {
                        continuation.resume(returning: (data ?? Data(), http))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                handle.start(task)
            }
        } onCancel: {
            // Never cancel a URLSession task from inside the cancellation handler: on Linux,
            // URLSessionTask.cancel() waits for the session's queue, which may at that moment be
            // resuming this very task and waiting for the lock the handler holds (a deadlock
            // seen under load with async `data(for:)`). Cancel from another thread instead.
            DispatchQueue.global().async { handle.cancel() }
        }
    }

    /// Sends the request with a `URLSession` download task, which writes the body to disk as it
    /// arrives; cancelling the calling task cancels the request.
    public func download(_ request: URLRequest) async throws -> (URL, HTTPURLResponse) {
        let handle = TaskHandle()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.downloadTask(with: request) { location, response, error in
                    // URLSession removes its file when this returns: the body moves to one of ours.
                    let file = DownloadFile.make()
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let http = response as? HTTPURLResponse, let location {
                        do {
                            try FileManager.default.moveItem(at: location, to: file)
                            continuation.resume(returning: (file, http))
                        } catch {
                            continuation.resume(throwing: error)
                        }
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                handle.start(task)
            }
        } onCancel: {
            // As for `send`: never from inside the handler.
            DispatchQueue.global().async { handle.cancel() }
        }
    }
}

/// The URLSession task of one request, cancellable before or after it starts.
private final class TaskHandle: Sendable {
    private let state = Mutex<(task: URLSessionTask?, cancelled: Bool)>((nil, false))

    func start(_ task: URLSessionTask) {
        let cancelled = state.withLock { state in
            state.task = task
            return state.cancelled
        }
        task.resume()
        if cancelled { task.cancel() }
    }

    func cancel() {
        let task = state.withLock { state in
            state.cancelled = true
            return state.task
        }
        task?.cancel()
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
