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
}

extension HTTPTransport {
    /// `send(_:)`'s body, written to a new temporary file.
    public func download(_ request: URLRequest) async throws -> (URL, HTTPURLResponse) {
        let (body, response) = try await send(request)
        let file = DownloadFile.make()
        try body.write(to: file)
        return (file, response)
    }
}

/// Where downloaded bodies are written.
enum DownloadFile {
    /// A new path for a body in the temporary folder; nothing is there yet.
    static func make() -> URL {
        FileManager.default.temporaryDirectory.appending(component: "githubkit-download-\(UUID().uuidString)")
    }
}
