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
}
