import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A value that describes one HTTP endpoint and turns into a `URLRequest` against a base URL.
///
/// Everything the client sends is a `Router`: `APIClient.response(for:)`, `send(_:as:)`,
/// `send(_:parser:)`, `GitHub.pages(of:as:)` and `GitHub.cachedResponse(for:)` take any of them,
/// and the adapters, cache, rate-limit, retry and status decisions treat them all alike.
///
/// The usual way to name an endpoint GitHubKit lacks is a `Route<Response>`, which is a
/// `Router` that also carries its response type. Conform a type of your own when the endpoint
/// is a family of values (an enum of your app's endpoints, say); only `method` and
/// `pathSegments` are required:
///
/// ```swift
/// struct Gists: Router {
///     let login: String
///     var method: HTTPMethod { .get }
///     var pathSegments: [String] { ["users", login, "gists"] }  // each segment is encoded on its own
///     var queryItems: [URLQueryItem] { Paging.query(page: 1, perPage: 100) }
///     func validate() throws(GitHubError) { try GitHubNames.validateLogin(login) }
/// }
/// let gists = try await github.all(Gists(login: "octocat"), as: Gist.self)
/// ```
///
/// `validate()` runs before a request is built, so bad input fails with `.invalidInput` and
/// nothing is sent. Idempotent routes (`GET`, `HEAD`, `PUT`, `DELETE`) are retried on transient
/// faults; `POST` and `PATCH` never once they may have reached GitHub (see `RetryPolicy`), and
/// every mutating route waits its turn in the client's `WriteSpacing`.
public protocol Router: Sendable {
    /// The server the route is sent to; its path is appended to that server's base URL.
    var host: RouteHost { get }
    /// The request method.
    var method: HTTPMethod { get }
    /// The path below the base URL, as unencoded segments (each is percent-encoded on its own).
    var pathSegments: [String] { get }
    /// Query items, unencoded.
    var queryItems: [URLQueryItem] { get }
    /// Headers that this endpoint needs beyond the client's defaults.
    var headers: [String: String] { get }
    /// The request body, if any.
    var body: Data? { get }
    /// A retry policy for this route only; `nil` uses the client's.
    var retryPolicy: RetryPolicy? { get }
    /// Checks the route's inputs before anything is sent.
    func validate() throws(GitHubError)
}

extension Router {
    /// The REST API host.
    public var host: RouteHost { .api }
    /// No query items.
    public var queryItems: [URLQueryItem] { [] }
    /// No extra headers.
    public var headers: [String: String] { [:] }
    /// No body.
    public var body: Data? { nil }
    /// The client's retry policy.
    public var retryPolicy: RetryPolicy? { nil }
    /// Accepts every input.
    public func validate() throws(GitHubError) {}

    /// Builds the request: base URL, then the percent-encoded path segments, then the query.
    public func urlRequest(baseURL: URL) throws(GitHubError) -> URLRequest {
        try validate()
        let base =
            baseURL.absoluteString.hasSuffix("/")
            ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        let path = pathSegments.map { "/" + URLEncoding.encode($0) }.joined()
        var text = base + path
        if !queryItems.isEmpty {
            text += "?" + URLEncoding.query(queryItems)
        }
        guard let url = URL(string: text) else {
            throw .invalidInput("cannot build a URL from \(base) and \(pathSegments)")
        }
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        request.httpBody = body
        return request
    }
}

/// Percent-encoding that leaves only RFC 3986's unreserved characters as they are.
///
/// `URLComponents` leaves `+`, `&` and `/` alone in places where GitHub would read them
/// as syntax, so the encoding is done here, once.
enum URLEncoding {
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    static func query(_ items: [URLQueryItem]) -> String {
        items.map { item in
            encode(item.name) + (item.value.map { "=" + encode($0) } ?? "")
        }.joined(separator: "&")
    }
}
