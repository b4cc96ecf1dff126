import Foundation

/// Applies GitHub's rate-limit rules to 403 and 429 answers.
///
/// The primary limit fails at once with its reset time (retrying before then only burns
/// requests). A secondary limit waits `retry-after`, or `defaultWait` doubling with each retry,
/// but never longer than `maxWait`: past it, the error says how long to wait.
public struct RateLimitDecision: ResponseDecision {
    /// The longest single wait the client accepts before giving up.
    public var maxWait: Duration
    /// The wait when GitHub gives no usable `retry-after`.
    public var defaultWait: Duration

    /// Creates the decision; GitHub asks for at least 60 s without `retry-after`.
    public init(maxWait: Duration = .seconds(60), defaultWait: Duration = .seconds(60)) {
        self.maxWait = maxWait
        self.defaultWait = defaultWait
    }

    /// Which limit a response hit, if any.
    public enum Limit: Equatable, Sendable {
        /// The hourly budget is spent until `reset` (nil when GitHub did not say).
        case primary(reset: Date?)
        /// A secondary limit; `retryAfter` is GitHub's `retry-after`, when usable.
        case secondary(retryAfter: Duration?)
    }

    /// Classifies a response: primary when `x-ratelimit-remaining` is 0, secondary with a
    /// `retry-after` or GitHub's message; nil for anything else.
    public static func limit(in response: APIResponse, message: String) -> Limit? {
        guard response.status == 403 || response.status == 429 else { return nil }
        if response.header("x-ratelimit-remaining") == "0" {
            let reset = response.header("x-ratelimit-reset").flatMap(TimeInterval.init)
            return .primary(reset: reset.map { Date(timeIntervalSince1970: $0) })
        }
        let retryAfter = response.header("retry-after")
        guard
            retryAfter != nil || response.status == 429
                || message.localizedCaseInsensitiveContains("secondary rate limit")
        else { return nil }
        // Negative or non-numeric values are unusable: fall back to the default wait.
        let seconds = retryAfter.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap {
            $0 >= 0 ? $0 : nil
        }
        return .secondary(retryAfter: seconds.map { .seconds($0) })
    }

    /// Fails on the primary limit; waits or fails on a secondary one; passes the rest on.
    public func decide(_ response: APIResponse, context: DecisionContext) async throws(GitHubError)
        -> DecisionAction
    {
        // Only 403 and 429 can be limits: the body of every other answer is left unread.
        guard response.status == 403 || response.status == 429 else { return .proceed(response) }
        let message = StatusDecision.errorMessage(response)
        switch Self.limit(in: response, message: message) {
        case nil:
            return .proceed(response)
        case .primary(let reset):
            return .fail(.rateLimited(reset: reset, retryAfter: nil, message: message))
        case .secondary(let retryAfter):
            let wait = retryAfter ?? defaultWait * (1 << min(context.retries, 20))
            guard wait <= maxWait, context.retries < context.retryPolicy.maxRetries else {
                return .fail(.rateLimited(reset: nil, retryAfter: wait, message: message))
            }
            return .retry(after: wait)
        }
    }
}
