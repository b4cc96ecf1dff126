import FakeGitHub
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A URLSession-based client for talking to a running ``FakeGitHub`` in tests.
struct TestClient: Sendable {
    /// What came back, with header names lowercased.
    struct Response: Sendable {
        var status: Int
        var headers: [String: String]
        var body: Data

        var text: String { String(decoding: body, as: UTF8.self) }

        func object() throws -> [String: Any] {
            try #require(JSONSerialization.jsonObject(with: body) as? [String: Any])
        }

        func array() throws -> [[String: Any]] {
            try #require(JSONSerialization.jsonObject(with: body) as? [[String: Any]])
        }

        /// Target URLs of the `Link` header by relation.
        var links: [String: String] {
            var result: [String: String] = [:]
            for part in (headers["link"] ?? "").components(separatedBy: ", ") {
                let pieces = part.components(separatedBy: "; rel=")
                guard pieces.count == 2 else { continue }
                let url = pieces[0].trimmingCharacters(in: CharacterSet(charactersIn: "<> "))
                result[pieces[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))] = url
            }
            return result
        }

        /// Relations of the `Link` header in the order sent.
        var linkRelations: [String] {
            (headers["link"] ?? "").components(separatedBy: ", ").compactMap { part in
                part.components(separatedBy: "; rel=").last?.trimmingCharacters(
                    in: CharacterSet(charactersIn: "\""))
            }
        }
    }

    let baseURL: URL
    private let session: URLSession

    init(baseURL: URL) {
        self.baseURL = baseURL
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = 16
        session = URLSession(configuration: configuration)
    }

    /// Starts `server` and returns a client for it.
    static func started(_ server: FakeGitHub) async throws -> TestClient {
        TestClient(baseURL: try await server.start())
    }

    var port: Int { baseURL.port ?? 0 }

    /// GETs a path (with query) relative to the base URL, or an absolute URL.
    func get(_ target: String, headers: [String: String] = [:]) async throws -> Response {
        try await send("GET", target, headers: headers)
    }

    /// Sends `method` to a path (with query) relative to the base URL, or an absolute URL.
    func send(_ method: String, _ target: String, body: Data? = nil, headers: [String: String] = [:])
        async throws -> Response
    {
        let absolute = target.hasPrefix("http") ? target : baseURL.absoluteString + target
        var request = URLRequest(url: try #require(URL(string: absolute)))
        request.httpMethod = method
        request.httpBody = body
        request.setValue("FakeGitHubTests", forHTTPHeaderField: "User-Agent")
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        let (data, http) = try await session.fetch(request)
        var lowered: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String {
                lowered[name.lowercased()] = value
            }
        }
        return Response(status: http.statusCode, headers: lowered, body: data)
    }
}
