/// How often and how patiently a failed request is sent again.
///
/// Idempotent requests (GET, HEAD, PUT, DELETE) are retried on transient faults: a reset or
/// cut-off connection, a timeout, 408, 500, 502, 503 and 504. POST and PATCH are retried only
/// when they never left (cannot connect); a rate limit that says GitHub did not act is the
/// business of `RateLimitDecision`. No retry starts once `deadline` would be passed.
public struct RetryPolicy: Sendable, Equatable {
    /// Retries after the first attempt; 0 turns retrying off.
    public var maxRetries: Int
    /// The pause before the first retry; each further retry doubles it.
    public var baseDelay: Duration
    /// No single pause is longer than this.
    public var maxDelay: Duration
    /// Up to this fraction of each pause is randomised, so clients do not retry in lockstep.
    public var jitter: Double
    /// How long one request may take, retries and pauses included, before it fails with the
    /// last error.
    public var deadline: Duration
    /// Whether the requests under this policy only read, whatever their method (a GraphQL query
    /// is a POST), so they are retried like a GET.
    public var readsOnly = false

    /// Creates a policy.
    public init(
        maxRetries: Int = 3, baseDelay: Duration = .milliseconds(500), maxDelay: Duration = .seconds(8),
        jitter: Double = 0.25, deadline: Duration = .seconds(180)
    ) {
        self.maxRetries = max(0, maxRetries)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.jitter = min(max(jitter, 0), 1)
        self.deadline = deadline
    }

    /// Three retries with exponential backoff from half a second, within three minutes.
    public static let `default` = RetryPolicy()
    /// Never retry.
    public static let never = RetryPolicy(maxRetries: 0)

    /// The statuses that say "try again": a timeout and GitHub's (or its proxy's) passing failures.
    public static let transientStatuses: Set<Int> = [408, 500, 502, 503, 504]

    /// Whether a response with `status` to a `method` request is worth another try.
    public func shouldRetry(status: Int, method: HTTPMethod, retries: Int) -> Bool {
        (method.isRetryable || readsOnly) && retries < maxRetries && Self.transientStatuses.contains(status)
    }

    /// Whether a `method` request that got no complete answer is worth another try: never when
    /// it is not idempotent (nor `readsOnly`) and may have reached GitHub.
    public func shouldRetry(_ failure: TransportFailure, method: HTTPMethod, retries: Int) -> Bool {
        let safe = method.isRetryable || readsOnly || !failure.mayHaveReachedServer
        return failure.isRetryable && retries < maxRetries && safe
    }

    /// The pause before retry number `retries + 1`: exponential, capped, jittered.
    public func delay(afterRetries retries: Int) -> Duration {
        let exponential = baseDelay * (1 << min(retries, 30))
        let capped = min(exponential, maxDelay)
        let spread = Double.random(in: (1 - jitter)...1)
        return capped * spread
    }
}
