import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport made at its first request, for a program that may need none: a browser that first
/// draws what the response cache holds, or a command that ends before it asks GitHub anything.
///
/// `CurlTransport` loads libcurl and its thirty libraries (about 6 ms), holding the dynamic
/// loader's lock meanwhile, which every thread that starts or looks up a symbol then waits for:
/// done in the background during a start, it delays that start as much as done in line.
public final class DeferredTransport: HTTPTransport {
    private let make: @Sendable () -> any HTTPTransport
    // An NSLock, which ThreadSanitizer sees (it does not see Synchronization's Mutex).
    private let lock = NSLock()
    nonisolated(unsafe) private var made: Task<any HTTPTransport, Never>?
    /// Who waits in `whenMade()` for the first request.
    nonisolated(unsafe) private var waiting: [CheckedContinuation<Task<any HTTPTransport, Never>, Never>] = []

    /// A transport that calls `make` once, when the first request is sent.
    public init(_ make: @escaping @Sendable () -> any HTTPTransport) {
        self.make = make
    }

    /// The transport, made by the first caller (the others wait for it).
    private var transport: any HTTPTransport {
        get async { await task().value }
    }

    /// The task that makes the transport, started by the first caller.
    private func task() -> Task<any HTTPTransport, Never> {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let make = make
        // Loading libcurl blocks for 6 ms or more.
        let task = Task.detached { await onThreadOfItsOwn(make) }
        made = task
        for waiter in waiting { waiter.resume(returning: task) }
        waiting = []
        return task
    }

    /// Returns once the first request has made the transport (at once if one has), without
    /// starting it: for work that would only compete with loading libcurl, such as making a new
    /// cache file, which holds nothing to read and has nothing to store before a first answer.
    public func whenMade() async {
        let task = await withCheckedContinuation { continuation in
            lock.lock()
            defer { lock.unlock() }
            if let made { continuation.resume(returning: made) } else { waiting.append(continuation) }
        }
        _ = await task.value
    }

    /// Sends `request` over the transport, made first if this is the first request.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try await transport.send(request)
    }

    /// Downloads `request` over the transport, made first if this is the first request.
    public func download(_ request: URLRequest) async throws -> (URL, HTTPURLResponse) {
        try await transport.download(request)
    }

    /// Downloads `request` into `file` over the transport, made first if this is the first request.
    public func download(
        _ request: URLRequest, into file: URL,
        progress: @escaping @Sendable (Int64, HTTPURLResponse) -> Void
    ) async throws -> (Data, HTTPURLResponse) {
        try await transport.download(request, into: file, progress: progress)
    }
}
