/// A misbehaviour the server can be told to show, to test how a client copes.
///
/// Faults that alter a 200 answer (body and `Link` faults) always send the 200, never a 304,
/// so a client with a cached ETag still sees them.
public enum Fault: Sendable, Hashable {
    /// 502 with an HTML page, as a proxy in front of GitHub sends.
    case serverErrorHTML
    /// The given 5xx (or any) status with GitHub's JSON error body.
    case serverError(status: Int)
    /// 403 secondary rate limit; `retryAfter` is sent verbatim as `retry-after` (nil: no header).
    case secondaryRateLimit(retryAfter: String?)
    /// 429 secondary rate limit, GitHub's other way of saying it; `retryAfter` as above.
    case tooManyRequests(retryAfter: String?)
    /// 403 with `x-ratelimit-remaining: 0` and a reset one hour ahead.
    case primaryRateLimitExhausted
    /// 200 whose body is not JSON at all, though labelled so.
    case malformedJSON
    /// 200 with the real body cut in half.
    case truncatedJSON
    /// 200 with no body.
    case emptyBody
    /// 200 with a `text/html` page instead of JSON (captive portal, SSO wall).
    case htmlBody
    /// Waits this long before answering normally: also GitHub's edge stalling for seconds.
    case slow(Duration)
    /// The connection is reset (TCP RST) once the request has been read, with no answer at all,
    /// as when a load balancer drops it.
    case connectionReset
    /// The answer's headers with the full `Content-Length`, then only the first half of the body,
    /// then the connection closes: a client sees "transfer closed with N bytes remaining".
    case truncatedTransfer
    /// List pages whose `next` link points back to page 1.
    case loopingLink
    /// 302 to the same path on `localhost` (another name for this server), to see where tokens go.
    case redirectToOtherHost
    /// The given redirect status to the same path under `/redirected`, which then answers normally.
    case redirect(status: Int)
    /// List pages whose links all point to `localhost` (another name for this server).
    case linkToOtherHost
    /// This raw value as the `Link` header of every successful answer.
    case badLinkHeader(String)
    /// 304 answers without an `ETag` header, which GitHub is allowed to do.
    case notModifiedWithoutETag
}
