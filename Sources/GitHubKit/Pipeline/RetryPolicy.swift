/// How often and how patiently a failed read is sent again.
public struct RetryPolicy: Sendable, Equatable {
    /// Retries after the first attempt; 0 turns retrying off.
    public var maxRetries: Int
    /// The pause before the first retry; each further retry doubles it.
    public var baseDelay: Duration
    /// No single pause is longer than this.
    public var maxDelay: Duration
    /// Up to this fraction of each pause is randomised, so clients do not retry in lockstep.
    public var jitter: Double

    /// Creates a policy.
    public init(
        maxRetries: Int = 3, baseDelay: Duration = .milliseconds(500), maxDelay: Duration = .seconds(8),
        jitter: Double = 0.25
    ) {
        self.maxRetries = max(0, maxRetries)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.jitter = min(max(jitter, 0), 1)
    }

    /// Three retries with exponential backoff from half a second.
    public static let `default` = RetryPolicy()
    /// Never retry.
    public static let never = RetryPolicy(maxRetries: 0)

    /// Whether a response with `status` to a `method` request is worth another try.
    public func shouldRetry(status: Int, method: HTTPMethod, retries: Int) -> Bool {
        method.isRetryable && retries < maxRetries && (status == 408 || (500...599).contains(status))
    }

    /// The pause before retry number `retries + 1`: exponential, capped, jittered.
    public func delay(afterRetries retries: Int) -> Duration {
        let exponential = baseDelay * (1 << min(retries, 30))
        let capped = min(exponential, maxDelay)
        let spread = Double.random(in: (1 - jitter)...1)
        return capped * spread
    }
}
