import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport, on `URLSession`, with no URL cache and redirects left to the client.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let configuration: URLSessionConfiguration

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
        self.configuration = configuration
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

extension URLSessionTransport {
    /// Streams the body into `file` chunk by chunk as it arrives (never held whole), through a
    /// session of its own whose delegate writes each chunk; cancelling the calling task cancels
    /// the request. A failure to write (a full disk) stops the transfer and is thrown.
    public func download(
        _ request: URLRequest, into file: URL,
        progress: @escaping @Sendable (Int64, HTTPURLResponse) -> Void
    ) async throws -> (Data, HTTPURLResponse) {
        let handle = TaskHandle()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let writer = StreamingBody(file: file, progress: progress, continuation: continuation)
                let streaming = URLSession(configuration: configuration, delegate: writer, delegateQueue: nil)
                handle.start(streaming.dataTask(with: request))
                streaming.finishTasksAndInvalidate()
            }
        } onCancel: {
            // As for `send`: never from inside the handler.
            DispatchQueue.global().async { handle.cancel() }
        }
    }
}

/// A streaming download's delegate: a success's chunks go to a `BodySink`, any other answer's
/// are kept to be read by the client's decisions; redirects are handed back, as for every request.
private final class StreamingBody: NSObject, URLSessionDataDelegate, Sendable {
    private struct State {
        var response: HTTPURLResponse?
        var sink: BodySink?
        var body = Data()
        var written: Int64 = 0
        var failure: (any Error)?
        var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>?
    }

    private let file: URL
    private let progress: @Sendable (Int64, HTTPURLResponse) -> Void
    private let state: Mutex<State>

    init(
        file: URL, progress: @escaping @Sendable (Int64, HTTPURLResponse) -> Void,
        continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>
    ) {
        self.file = file
        self.progress = progress
        state = Mutex(State(continuation: continuation))
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let http = response as? HTTPURLResponse else {
            completionHandler(.cancel)
            return
        }
        do {
            let sink = try BodySink(file: file, status: http.statusCode)
            state.withLock {
                $0.response = http
                $0.sink = sink
            }
            if sink != nil { progress(0, http) }
            completionHandler(.allow)
        } catch {
            state.withLock { $0.failure = error }
            completionHandler(.cancel)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let report: (Int64, HTTPURLResponse)? = state.withLock { state in
            guard state.failure == nil else { return nil }
            guard let sink = state.sink, let response = state.response else {
                state.body.append(data)
                return nil
            }
            do {
                try sink.write(data)
                state.written += Int64(data.count)
                return (state.written, response)
            } catch {
                state.failure = error
                return nil
            }
        }
        if let report {
            progress(report.0, report.1)
        } else if state.withLock({ $0.failure != nil }) {
            // As for `send`: a task is not cancelled from inside the session's own callbacks.
            DispatchQueue.global().async { dataTask.cancel() }
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, result) = state.withLock { state in
            state.sink?.close()
            defer { state.continuation = nil }
            let result: Result<(Data, HTTPURLResponse), any Error> =
                if let failure = state.failure ?? error {
                    .failure(failure)
                } else if let response = state.response {
                    .success((state.body, response))
                } else {
                    .failure(URLError(.badServerResponse))
                }
            return (state.continuation, result)
        }
        continuation?.resume(with: result)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
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
