import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one request and returns the raw answer; the seam where another HTTP stack fits.
///
/// A transport must not follow redirects itself: the client does, so that the request
/// adapters (and the rule that a token only goes to its own host) apply to every hop.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the body and the response.
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)

    /// Sends `request` and writes the body to a new file as it arrives, for a body too large to
    /// hold (a job's log); the caller owns the file and removes it. By default, `send(_:)`'s body
    /// written out whole.
    func download(_ request: URLRequest) async throws -> (URL, HTTPURLResponse)

    /// Sends `request` and, when the answer is a success, writes its body into `file` as it
    /// arrives: after the bytes already there for a 206 (the rest of a range), in their place for
    /// any other 2xx. `progress` is told the bytes written so far for this answer, with its head.
    /// Any other answer leaves `file` alone and has its (small) body returned. By default,
    /// `send(_:)`'s body written out whole.
    func download(
        _ request: URLRequest, into file: URL,
        progress: @escaping @Sendable (Int64, HTTPURLResponse) -> Void
    ) async throws -> (Data, HTTPURLResponse)
}

extension HTTPTransport {
    /// `send(_:)`'s body, written to a new temporary file.
    public func download(_ request: URLRequest) async throws -> (URL, HTTPURLResponse) {
        let (body, response) = try await send(request)
        let file = DownloadFile.make()
        try body.write(to: file)
        return (file, response)
    }

    /// `send(_:)`'s body, written into `file` whole when the answer is a success.
    public func download(
        _ request: URLRequest, into file: URL,
        progress: @escaping @Sendable (Int64, HTTPURLResponse) -> Void
    ) async throws -> (Data, HTTPURLResponse) {
        let (body, response) = try await send(request)
        guard let sink = try BodySink(file: file, status: response.statusCode) else {
            return (body, response)
        }
        defer { sink.close() }
        try sink.write(body)
        progress(Int64(body.count), response)
        return (Data(), response)
    }
}

/// Where a success's body goes in `download(_:into:progress:)`: `file`, opened at its end for a
/// 206 and emptied for any other 2xx.
/// Used by one writer at a time (the streaming delegate holds it under its lock).
final class BodySink: @unchecked Sendable {
    private let handle: FileHandle
    private let path: String

    /// A sink for an answer with `status`; nil when the answer is not a success.
    init?(file: URL, status: Int) throws {
        guard (200..<300).contains(status) else { return nil }
        let manager = FileManager.default
        if status != 206 || !manager.fileExists(atPath: file.path) {
            guard manager.createFile(atPath: file.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: file.path])
            }
        }
        path = file.path
        handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
    }

    /// Appends `data`; a failure (a full disk) names the file and why.
    func write(_ data: Data) throws {
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw WriteFailure(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Why a body could not be written.
    struct WriteFailure: Error, CustomStringConvertible {
        /// The file.
        let path: String
        /// The system's words.
        let reason: String

        var description: String { "could not write \(path): \(reason)" }
    }

    /// Closes the file.
    func close() {
        try? handle.close()
    }
}

/// Where downloaded bodies are written.
enum DownloadFile {
    /// A new path for a body in the temporary folder; nothing is there yet.
    static func make() -> URL {
        FileManager.default.temporaryDirectory.appending(component: "githubkit-download-\(UUID().uuidString)")
    }
}
