import FlyingFox
import Foundation

/// A request reduced to what the fake needs, with the path kept percent-encoded as sent.
struct IncomingRequest: Sendable {
    var method: String
    /// Percent-encoded path without query, scheme or host.
    var path: String
    /// Raw query string without the `?`.
    var query: String
    /// `host[:port]` the client addressed, used to build absolute URLs.
    var host: String
    /// Headers keyed by lowercased name.
    var headers: [String: String]
    /// The request body as sent; empty for reads.
    var body: Data

    init(_ request: HTTPRequest, body: Data = Data(), fallbackHost: String) {
        self.body = body
        method = request.method.rawValue
        query = request.target.query()
        var headers: [String: String] = [:]
        for (name, value) in request.headers {
            headers[name.rawValue.lowercased()] = value
        }
        self.headers = headers
        let target = request.target.path()
        // Absolute form (`GET http://host/path`), as a client sends through an HTTP proxy.
        if let schemeEnd = target.range(of: "://"), target.lowercased().hasPrefix("http") {
            let rest = target[schemeEnd.upperBound...]
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            host = String(rest[..<slash])
            path = slash == rest.endIndex ? "/" : String(rest[slash...])
        } else {
            host = headers["host"] ?? fallbackHost
            path = target.isEmpty ? "/" : target
        }
    }

    /// Decoded path segments, or nil when one is not valid percent-encoding.
    ///
    /// Decoding happens per segment, so `%2F` or `%2E%2E` stay inside their segment
    /// and can only fail a lookup, never change which route is taken.
    var segments: [String]? {
        var result: [String] = []
        for raw in path.split(separator: "/", omittingEmptySubsequences: true) {
            guard let decoded = raw.removingPercentEncoding else { return nil }
            result.append(decoded)
        }
        return result
    }

    /// Decoded query items in order; `+` means a space, as in HTML forms and GitHub's search.
    var queryItems: [(name: String, value: String)] {
        query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ text: Substring) -> String {
                let spaced = text.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            return (decode(parts[0]), parts.count > 1 ? decode(parts[1]) : "")
        }
    }

    /// The first value of a query parameter.
    func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The token of an `Authorization: Bearer …` or `token …` header; "" for other schemes.
    var token: String? {
        guard let header = headers["authorization"] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, ["bearer", "token"].contains(parts[0].lowercased()) else { return "" }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }
}
