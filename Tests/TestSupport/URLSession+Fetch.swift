import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// Sends `request` and returns the answer, without blocking the calling thread.
    ///
    /// Use it instead of `data(for:)` / `data(from:)`: on Linux (Swift 6.3.1) those wait for the
    /// session's queue with `DispatchQueue.sync` on a cooperative thread. Two such waits hold both
    /// threads of a two-core machine, and a full test run froze there (every in-process FakeGitHub
    /// stopped answering). The completion-handler API waits on no thread.
    public func fetch(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try await withCheckedThrowingContinuation { continuation in
            dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                } else if let http = response as? HTTPURLResponse {
                    continuation.resume(returning: (data ?? Data(), http))
                } else {
                    continuation.resume(throwing: URLError(.badServerResponse))
                }
            }
            .resume()
        }
    }
}
