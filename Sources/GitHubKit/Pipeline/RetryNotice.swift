import Foundation

/// A request about to be sent again, as `ClientEvent.retry` reports it.
///
/// Its description is the line ghtui prints: `users/mona/followers page 7 (2/3): connection reset`.
public struct RetryNotice: Sendable, Equatable, CustomStringConvertible {
    /// The path below the API's base URL (or the web host's), without host or query:
    /// `users/mona/followers`.
    public var endpoint: String
    /// The request's `page` query parameter, when it has one.
    public var page: Int?
    /// Which retry this is, from 1.
    public var retry: Int
    /// The most retries the policy allows.
    public var maxRetries: Int
    /// The pause before the request goes again.
    public var delay: Duration
    /// Why, in a few words: "connection reset", "HTTP 502", "secondary rate limit".
    public var reason: String

    /// Creates a notice.
    public init(endpoint: String, page: Int?, retry: Int, maxRetries: Int, delay: Duration, reason: String) {
        self.endpoint = endpoint
        self.page = page
        self.retry = retry
        self.maxRetries = maxRetries
        self.delay = delay
        self.reason = reason
    }

    /// The notice for retry number `retry` of a request to `url` after `cause`; `endpoint` is
    /// the path below the first of `bases` that holds `url`.
    init(
        url: URL?, below bases: [URL], retry: Int, maxRetries: Int, delay: Duration, cause: GitHubError
    ) {
        let path = url?.path ?? "?"
        let basePath = bases.first { APIClient.isBelow($0, url) }?.path ?? ""
        let relative = path.hasPrefix(basePath) ? path.dropFirst(basePath.count) : Substring(path)
        let page = url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }?.queryItems?
            .last { $0.name == "page" }?.value.flatMap { Int($0) }
        let reason: String
        switch cause {
        case .transport(let failure): reason = failure.reason
        case .rateLimited: reason = Self.secondaryRateLimit
        case .serverError(let status, _), .httpError(let status, _): reason = "HTTP \(status)"
        default: reason = cause.description
        }
        self.init(
            endpoint: String(relative.drop { $0 == "/" }), page: page, retry: retry, maxRetries: maxRetries,
            delay: delay, reason: reason)
    }

    /// The ``reason`` of a wait for a secondary rate limit.
    public static let secondaryRateLimit = "secondary rate limit"

    /// `users/mona/followers page 7 (2/3): connection reset`.
    public var description: String {
        let page = page.map { " page \($0)" } ?? ""
        return "\(endpoint)\(page) (\(retry)/\(maxRetries)): \(reason)"
    }
}
