import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One step in the client's handling of a response: pass it on, finish, send again, or fail.
///
/// The client runs its decisions in order on every response. Each decision looks at the
/// response and says what happens next; most pass it on untouched.
public protocol ResponseDecision: Sendable {
    /// Decides what to do with `response`.
    func decide(_ response: APIResponse, context: DecisionContext) async throws(GitHubError) -> DecisionAction
}

/// What a `ResponseDecision` wants to happen next.
public enum DecisionAction: Sendable, Equatable {
    /// Hand the (possibly changed) response to the next decision.
    case proceed(APIResponse)
    /// Stop here: this response is the result; later decisions are skipped.
    case done(APIResponse)
    /// Send the same request again after a pause; counts as a retry.
    case retry(after: Duration)
    /// Send this new request (the adapters run again for it); counts as a redirect.
    case redirect(URLRequest)
    /// Stop with this error.
    case fail(GitHubError)
}

/// What a decision knows beyond the response itself.
public struct DecisionContext: Sendable {
    /// The request as the route built it, before adapters: the base for a redirect.
    public var request: URLRequest
    /// How many times this request has been retried so far.
    public var retries: Int
    /// The retry policy in force for this request.
    public var retryPolicy: RetryPolicy

    /// Creates a context.
    public init(request: URLRequest, retries: Int, retryPolicy: RetryPolicy) {
        self.request = request
        self.retries = retries
        self.retryPolicy = retryPolicy
    }

    /// The request's method.
    public var method: HTTPMethod { HTTPMethod(rawValue: request.httpMethod ?? "GET") ?? .get }
}
