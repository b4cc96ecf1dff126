import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Shapes a request before it is sent; the client applies its adapters in order, on every hop.
public protocol RequestAdapter: Sendable {
    /// Returns `request` with this adapter's change applied.
    func adapt(_ request: URLRequest) async throws -> URLRequest
}
