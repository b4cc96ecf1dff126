import Foundation

/// Everything that can go wrong talking to GitHub, in terms a user can act on.
///
/// Descriptions are one sentence each and never contain a token: requests carry tokens
/// in headers, and no header is ever quoted here.
public enum GitHubError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An input broke GitHub's rules (a login, a repository name, a page number); nothing was sent.
    case invalidInput(String)
    /// GitHub has nothing at this endpoint, or it is private to someone else.
    case notFound(endpoint: String, message: String)
    /// The token is missing where one is required, or GitHub rejected it.
    case unauthorized(message: String)
    /// GitHub refused the request for a reason other than rate limits.
    case forbidden(message: String)
    /// A rate limit stopped the request; `reset` is when the primary limit refills,
    /// `retryAfter` what GitHub asked to wait for a secondary limit.
    case rateLimited(reset: Date?, retryAfter: Duration?, message: String)
    /// GitHub (or a proxy in front of it) failed: a 5xx or 408, after retries.
    case serverError(status: Int, message: String)
    /// GitHub refused what was sent, field by field (HTTP 422).
    case validationFailed(ValidationFailure)
    /// Any other non-success status (410 gone, 409 conflict, ...).
    case httpError(status: Int, message: String)
    /// The answer did not have the expected shape.
    case decodingFailed(endpoint: String, codingPath: String, reason: String)
    /// The request never got an HTTP answer.
    case transport(TransportFailure)
    /// A chain of redirects did not end.
    case tooManyRedirects(endpoint: String)
    /// A paginated walk met a `next` URL it had already fetched.
    case paginationLoop(endpoint: String)
    /// Page `page` of a walk failed (after retries); the walk stops there.
    indirect case pageFailed(page: Int, GitHubError)
    /// Offline mode is on and the response cache has no copy of this endpoint.
    case notCached(endpoint: String)
    /// The caller cancelled the request.
    case cancelled
    /// GitHub answered a GraphQL query with errors (HTTP 200 and an `errors` array); `rootCause`
    /// reads a `NOT_FOUND` as `.notFound` and a `RATE_LIMITED` as `.rateLimited`.
    case graphQL([GraphQLError])
    /// Signing in as a GitHub App or one of its installations failed (see `AppAuthError`).
    case app(AppAuthError)

    /// One clear sentence describing the error.
    public var description: String {
        switch self {
        case .invalidInput(let reason):
            return "invalid input: \(reason)"
        case .notFound(let endpoint, let message):
            return "not found: GitHub has nothing at \(endpoint) (\(message))"
        case .unauthorized(let message):
            return
                "authentication failed: \(message); check GH_TOKEN, GITHUB_TOKEN or the config file's token"
        case .forbidden(let message):
            return "forbidden: \(message)"
        case .rateLimited(let reset, let retryAfter, let message):
            return "rate limited: \(message); \(Self.waitAdvice(reset: reset, retryAfter: retryAfter))"
        case .serverError(let status, let message):
            return "GitHub is unavailable: HTTP \(status): \(message)"
        case .validationFailed(let failure):
            return "validation failed: \(failure)"
        case .httpError(let status, let message):
            return "request failed: HTTP \(status): \(message)"
        case .decodingFailed(let endpoint, let codingPath, let reason):
            let place = codingPath.isEmpty ? "" : " at \(codingPath)"
            return "unexpected answer from \(endpoint)\(place): \(reason)"
        case .transport(let failure):
            return failure.description
        case .tooManyRedirects(let endpoint):
            return "too many redirects starting at \(endpoint)"
        case .paginationLoop(let endpoint):
            return "pagination loops: GitHub's next link repeats \(endpoint); stopped"
        case .pageFailed(let page, let error):
            return "page \(page) failed: \(error)"
        case .notCached(let endpoint):
            return "offline: \(endpoint) is not in the cache; run once without --offline to fetch it"
        case .cancelled:
            return "the request was cancelled"
        case .graphQL(let errors):
            return GraphQLError.describe(errors)
        case .app(let error):
            return error.description
        }
    }

    /// The error under any `pageFailed` wrapping; a GraphQL error whose first entry GitHub typed
    /// `NOT_FOUND` or `RATE_LIMITED` as the REST error it stands for.
    public var rootCause: GitHubError {
        if case .pageFailed(_, let error) = self { return error.rootCause }
        if case .graphQL(let errors) = self, let meaning = errors.first?.restError { return meaning }
        return self
    }

    private static func waitAdvice(reset: Date?, retryAfter: Duration?) -> String {
        if let retryAfter {
            return "retry after \(retryAfter.components.seconds) s"
        }
        guard let reset else { return "wait a while before retrying" }
        let time = reset.formatted(date: .omitted, time: .shortened)
        let minutes = max(0, Int((reset.timeIntervalSinceNow / 60).rounded(.up)))
        return "it resets at \(time) (in \(minutes) min)"
    }
}

/// Why a request got no complete HTTP answer.
public enum TransportFailure: Sendable, Equatable, CustomStringConvertible {
    /// No answer within the configured timeout.
    case timedOut(host: String)
    /// The server refused the connection, or there was no network: nothing was sent.
    case cannotConnect(host: String)
    /// The connection was reset or closed before the answer was complete.
    case connectionReset(host: String)
    /// The answer's body ended before the length it announced ("transfer closed with N bytes
    /// remaining to read").
    case transferCutOff(host: String)
    /// The host name did not resolve.
    case hostNotFound(host: String)
    /// The TLS handshake failed.
    case secureConnectionFailed(host: String)
    /// Anything else, in the system's words.
    case other(host: String, reason: String)

    /// Whether trying again soon has a fair chance of working.
    public var isRetryable: Bool {
        switch self {
        case .cannotConnect, .connectionReset, .transferCutOff, .timedOut: return true
        case .hostNotFound, .secureConnectionFailed, .other: return false
        }
    }

    /// Whether the request may have reached the server (and been acted on): false only when
    /// no connection was ever made.
    public var mayHaveReachedServer: Bool {
        switch self {
        case .cannotConnect, .hostNotFound, .secureConnectionFailed: return false
        case .connectionReset, .transferCutOff, .timedOut, .other: return true
        }
    }

    /// The failure in a few words, for a retry notice: "connection reset".
    public var reason: String {
        switch self {
        case .timedOut: return "timed out"
        case .cannotConnect: return "cannot connect"
        case .connectionReset: return "connection reset"
        case .transferCutOff: return "the transfer was cut off"
        case .hostNotFound: return "host not found"
        case .secureConnectionFailed: return "secure connection failed"
        case .other(_, let reason): return reason
        }
    }

    /// One sentence naming the host and the failure.
    public var description: String {
        switch self {
        case .timedOut(let host): return "network error: \(host) did not answer in time"
        case .cannotConnect(let host): return "network error: cannot connect to \(host)"
        case .connectionReset(let host): return "network error: the connection to \(host) was reset"
        case .transferCutOff(let host): return "network error: the transfer from \(host) was cut off"
        case .hostNotFound(let host): return "network error: cannot resolve host \(host)"
        case .secureConnectionFailed(let host): return "network error: secure connection to \(host) failed"
        case .other(let host, let reason): return "network error talking to \(host): \(reason)"
        }
    }
}
