/// Retries an idempotent request that failed with a 408, 500, 502, 503 or 504, within the
/// context's retry policy.
public struct RetryDecision: ResponseDecision {
    /// Creates the decision.
    public init() {}

    /// Asks for a retry after the policy's backoff, or passes the response on.
    public func decide(_ response: APIResponse, context: DecisionContext) async throws(GitHubError)
        -> DecisionAction
    {
        let policy = context.retryPolicy
        guard policy.shouldRetry(status: response.status, method: context.method, retries: context.retries)
        else {
            return .proceed(response)
        }
        return .retry(after: policy.delay(afterRetries: context.retries))
    }
}
