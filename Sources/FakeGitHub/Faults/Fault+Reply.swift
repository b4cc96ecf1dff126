import Foundation

/// How each fault changes an answer.
extension Fault {
    /// The answer that replaces the normal one, or nil when this fault only alters it (or the
    /// connection, see ``FakeGitHub``).
    ///
    /// `port` is this server's, for the faults that send clients to `localhost`.
    func replacementReply(
        for request: IncomingRequest, viewer: UserRecord?, rate: RateLimiter.Snapshot, now: Int, port: UInt16
    ) -> Reply? {
        switch self {
        case .serverErrorHTML:
            return Reply(
                status: 502, contentType: "text/html; charset=utf-8", body: Data(Self.badGatewayPage.utf8))
        case .serverError(let status):
            let error = APIError(
                status: status, message: Reply.phrase(status),
                documentationURL: "https://docs.github.com/rest")
            return Reply(error: error)
        case .secondaryRateLimit(let retryAfter), .tooManyRequests(let retryAfter):
            let status = self == .tooManyRequests(retryAfter: retryAfter) ? 429 : 403
            var reply = Reply(
                error: APIError(
                    status: status, message: Self.secondaryLimitMessage,
                    documentationURL: "https://docs.github.com/free-pro-team@latest/rest/overview/"
                        + "rate-limits-for-the-rest-api#about-secondary-rate-limits"))
            reply.setHeader("retry-after", retryAfter)
            return reply
        case .primaryRateLimitExhausted:
            var reply = Reply(error: .rateLimitExceeded(viewer: viewer))
            let exhausted = RateLimiter.Snapshot(limit: rate.limit, used: rate.limit, reset: now + 3600)
            reply.headers += exhausted.headers
            return reply
        case .redirect(let status):
            return Self.redirect(
                status: status, to: "http://\(request.host)\(FakeGitHub.redirectedPrefix)", request: request)
        case .redirectToOtherHost:
            return Self.redirect(status: 302, to: "http://localhost:\(port)", request: request)
        default:
            return nil
        }
    }

    /// Whether this fault alters a 200's body or headers, so it must not become a 304.
    var corruptsBody: Bool {
        switch self {
        case .malformedJSON, .truncatedJSON, .emptyBody, .htmlBody, .badLinkHeader, .truncatedTransfer: true
        default: false
        }
    }

    /// Alters a 200 answer's body or headers.
    func alter(_ reply: inout Reply) {
        switch self {
        case .malformedJSON:
            reply.body = Data(#"{"login": "mona", "id": 583231,, "name": 'Mona' ]"#.utf8)
        case .truncatedJSON:
            reply.body = reply.body.prefix(reply.body.count / 2)
        case .emptyBody:
            reply.body = Data()
        case .htmlBody:
            reply.setHeader("content-type", "text/html; charset=utf-8")
            reply.body = Data(Self.htmlPage.utf8)
        case .badLinkHeader(let value):
            reply.setHeader("link", value)
        default:
            break
        }
    }

    private static func redirect(status: Int, to origin: String, request: IncomingRequest) -> Reply {
        let location = origin + request.path + (request.query.isEmpty ? "" : "?\(request.query)")
        let body = JSONValue.object([
            ("message", .string(Reply.phrase(status))),
            ("url", .string(location)),
            (
                "documentation_url",
                .string(
                    "https://docs.github.com/rest/guides/best-practices-for-using-the-rest-api#follow-redirects"
                )
            ),
        ])
        var reply = Reply(status: status, body: body.data)
        reply.setHeader("location", location)
        return reply
    }

    private static let secondaryLimitMessage =
        "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. "
        + "If you reach out to GitHub Support for help, please include the request ID FA4E:0000."

    private static let badGatewayPage =
        "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
        + "<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n"

    private static let htmlPage =
        "<!DOCTYPE html>\n<html lang=\"en\"><head><title>Sign in · GitHub</title></head>\n"
        + "<body><p>You must sign in to continue.</p></body></html>\n"
}
