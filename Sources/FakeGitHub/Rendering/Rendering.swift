import Foundation

/// Turns a route's outcome into an answer, and adds the headers every GitHub answer has.
enum Rendering {
    /// The answer for `outcome`; `port` is this server's, for ``Fault/linkToOtherHost``.
    static func reply(for outcome: RouteOutcome, request: IncomingRequest, fault: Fault?, port: UInt16)
        -> Reply
    {
        var reply: Reply
        switch outcome {
        case .failure(let error):
            reply = Reply(error: error)
        case .object(let json, let lastModified):
            reply = Reply(status: 200, body: json.data)
            if let lastModified {
                reply.setHeader("last-modified", Timestamp.httpDate(lastModified))
            }
        case .page(let json, let page, let linkPath):
            reply = Reply(status: 200, body: json.data)
            let origin = fault == .linkToOtherHost ? "http://localhost:\(port)" : "http://\(request.host)"
            reply.setHeader(
                "link",
                page.linkHeader(base: origin + linkPath, query: request.query, looping: fault == .loopingLink)
            )
        case .status(let status, let json):
            reply = Reply(
                status: status, contentType: json == nil ? nil : Reply.json, body: json?.data ?? Data())
        case .headed(let outcome, let headers):
            reply = Self.reply(for: outcome, request: request, fault: fault, port: port)
            reply.headers += headers
            return reply
        case .document(let status, let contentType, let body, let etag):
            // Web pages and feeds link to the web host, which has nothing to rewrite.
            reply = Reply(status: status, contentType: contentType, body: body)
            reply.setHeader("etag", etag)
            return reply
        }
        // Like GitHub's, the API URLs inside objects point at the server that answered, so a
        // client that follows them (PyGithub does) stays on this server.
        if (200...299).contains(reply.status), !reply.body.isEmpty {
            let text = String(decoding: reply.body, as: UTF8.self)
            reply.body = Data(
                text.replacingOccurrences(of: "https://api.github.com", with: "http://\(request.host)").utf8)
        }
        return reply
    }

    /// The headers GitHub sends with every answer; `serial` numbers the request id, and
    /// `options` choose the `Cache-Control`.
    static func standardHeaders(_ request: IncomingRequest, serial: Int, options: Options)
        -> [(name: String, value: String)]
    {
        let visibility = request.token != nil ? "private" : "public"
        let cacheControl =
            options.cacheControl ?? "\(visibility), max-age=\(options.maxAge), s-maxage=\(options.maxAge)"
        let serial = String(serial, radix: 16, uppercase: true)
        return [
            ("server", "github.com"),
            ("date", Timestamp.httpDate(Int(Date().timeIntervalSince1970))),
            ("cache-control", cacheControl),
            ("vary", "Accept, Authorization, Cookie, X-GitHub-OTP, Accept-Encoding"),
            ("x-github-api-version-selected", "2022-11-28"),
            ("x-github-media-type", "github.v3; format=json"),
            (
                "x-github-request-id",
                "FA4E:\(String(repeating: "0", count: max(0, 6 - serial.count)))\(serial)"
            ),
            ("x-content-type-options", "nosniff"),
        ]
    }
}
