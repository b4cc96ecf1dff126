/// One kind of disturbance that ``Chaos`` injects; its raw value names it in
/// ``Stats/chaosFaults``.
public enum ChaosFault: String, Sendable, Hashable, CaseIterable, Codable, CodingKeyRepresentable {
    /// 502 with an HTML page (``Fault/serverErrorHTML``).
    case badGateway
    /// 500 with GitHub's JSON error body.
    case internalServerError
    /// 503 with GitHub's JSON error body.
    case serviceUnavailable
    /// The connection is reset with no answer (``Fault/connectionReset``).
    case connectionReset
    /// Half the body, then the connection closes (``Fault/truncatedTransfer``).
    case truncatedTransfer
    /// A normal answer after ``Chaos/stall`` (``Fault/slow(_:)``).
    case stall
    /// 403 secondary rate limit with `retry-after: 1`.
    case secondaryRateLimit
    /// 429 with `retry-after: 1`.
    case tooManyRequests

    /// The kinds a request may get: writes only those GitHub sends before acting, the web host
    /// no API-only 403.
    static func candidates(method: String, isWebRoute: Bool) -> [ChaosFault] {
        if method != "GET", method != "HEAD" {
            return [.badGateway, .secondaryRateLimit, .tooManyRequests]
        }
        return isWebRoute ? allCases.filter { $0 != .secondaryRateLimit } : allCases
    }

    /// The fault that shows this kind, with `stall` as the stall's length.
    func fault(stall: Duration) -> Fault {
        switch self {
        case .badGateway: .serverErrorHTML
        case .internalServerError: .serverError(status: 500)
        case .serviceUnavailable: .serverError(status: 503)
        case .connectionReset: .connectionReset
        case .truncatedTransfer: .truncatedTransfer
        case .stall: .slow(stall)
        case .secondaryRateLimit: .secondaryRateLimit(retryAfter: "1")
        case .tooManyRequests: .tooManyRequests(retryAfter: "1")
        }
    }
}
