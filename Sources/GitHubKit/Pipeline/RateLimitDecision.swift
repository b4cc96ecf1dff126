import Foundation

/// Applies GitHub's rate-limit rules to 403 and 429 answers.
///
/// The primary limit fails at once with its reset time (retrying before then only burns
/// requests). A secondary limit waits `retry-after` (or until the reset it names), else
/// `defaultWait` doubling with each retry, but never longer than `maxWait`: past it, the error
/// says how long to wait. A secondary limit is retried whatever the method: GitHub did not
/// act on the request.
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

    /// Classifies a response, as GitHub's rate-limit page says.
    ///
    /// A 403 or 429 whose message names a secondary rate limit, or that has `retry-after`, or
    /// any 429, is a secondary limit: wait `retry-after`, else until `x-ratelimit-reset` when
    /// `x-ratelimit-remaining` is 0, else the caller's default. Otherwise `x-ratelimit-remaining: 0`
    /// is the primary limit. Anything else is nil.
    public static func limit(in response: APIResponse, message: String, now: Date = Date()) -> Limit? {
        guard response.status == 403 || response.status == 429 else { return nil }
        let spent = response.header("x-ratelimit-remaining") == "0"
        let reset = response.header("x-ratelimit-reset").flatMap(TimeInterval.init).map {
            Date(timeIntervalSince1970: $0)
        }
        let saysSecondary = message.localizedCaseInsensitiveContains("secondary rate limit")
        if spent && !saysSecondary {
            return .primary(reset: reset)
        }
        let retryAfter = response.header("retry-after")
        guard retryAfter != nil || response.status == 429 || saysSecondary else { return nil }
        // Negative or non-numeric values are unusable: fall back to the reset, or the default wait.
        let seconds = retryAfter.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap {
            $0 >= 0 ? $0 : nil
        }
        if let seconds {
            return .secondary(retryAfter: .seconds(seconds))
        }
        if spent, let reset {
            return .secondary(retryAfter: .seconds(max(0, Int(reset.timeIntervalSince(now).rounded(.up)))))
        }
        return .secondary(retryAfter: nil)
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
