import FlyingFox
import Foundation

/// An answer being assembled: status, ordered headers and body.
struct Reply: Sendable {
    static let json = "application/json; charset=utf-8"

    var status: Int
    var headers: [(name: String, value: String)] = []
    var body = Data()

    init(status: Int, contentType: String? = Reply.json, body: Data = Data()) {
        self.status = status
        self.body = body
        if let contentType {
            headers.append(("content-type", contentType))
        }
    }

    init(error: APIError) {
        self.init(status: error.status, body: error.json.data)
    }

    /// The first value of a header, by lowercased name.
    func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// Replaces (or adds) a header.
    mutating func setHeader(_ name: String, _ value: String?) {
        headers.removeAll { $0.name == name }
        if let value {
            headers.append((name, value))
        }
    }

    /// FlyingFox's response; with `truncated`, the connection closes halfway through the body.
    func httpResponse(truncated: Bool = false) -> HTTPResponse {
        var fields = HTTPHeaders()
        for (name, value) in headers {
            fields.addValue(value, for: HTTPHeader(name))
        }
        let code = HTTPStatusCode(status, phrase: Self.phrase(status))
        if truncated {
            return HTTPResponse(
                statusCode: code, headers: fields, body: TruncatedBody.httpBody(cutting: body))
        }
        return HTTPResponse(statusCode: code, headers: fields, body: body)
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 205: "Reset Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 422: "Unprocessable Entity"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}
