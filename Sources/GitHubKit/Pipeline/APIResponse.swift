import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP response as the client sees it: the request that was sent, status, headers, body.
public struct APIResponse: Sendable, Equatable {
    /// The request as sent, after the adapters ran.
    public var request: URLRequest
    /// The HTTP status code.
    public var status: Int
    /// Response headers, keyed by lowercased name.
    public var headers: [String: String]
    /// The response body (empty for a 304, and for a download, whose body is in `bodyFile`).
    public var body: Data
    /// The file a successful download's body was written to (`APIClient.download(_:)`); the
    /// caller removes it.
    public var bodyFile: URL?

    /// Creates a response; header names are lowercased so lookups ignore case.
    public init(request: URLRequest, status: Int, headers: [String: String], body: Data) {
        self.request = request
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        self.body = body
    }

    /// Creates a response from what a transport returned.
    public init(request: URLRequest, http: HTTPURLResponse, body: Data) {
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields {
            headers[name] = value
        }
        self.init(request: request, status: http.statusCode, headers: headers, body: body)
    }

    /// A downloaded response: a success keeps its body in `file`; any other answer (a redirect,
    /// an error, small and read by the decisions) has it read back into `body`, and the file goes.
    init(request: URLRequest, http: HTTPURLResponse, file: URL) throws {
        self.init(request: request, http: http, body: Data())
        if (200..<300).contains(status) {
            bodyFile = file
        } else {
            defer { try? FileManager.default.removeItem(at: file) }
            body = try Data(readingWhole: file)
        }
    }

    /// The body wherever it is: `bodyFile` mapped into memory (its pages read from the file as
    /// they are touched, not copied onto the heap; the file may be removed once mapped), else `body`.
    public func mappedBody() throws -> Data {
        guard let bodyFile else { return body }
        return try Data(readingWhole: bodyFile, options: .alwaysMapped)
    }

    /// The header that marks a response served from the response cache, with its fetch time.
    public static let cachedAtHeader = "x-ghtui-cached-at"

    /// When the body was fetched from GitHub, if it was served from the cache.
    public var cachedAt: Date? {
        header(Self.cachedAtHeader).flatMap(TimeInterval.init).map { Date(timeIntervalSince1970: $0) }
    }

    /// The value of a header, whatever the case of `name`.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// `METHOD path` of the request, for messages (never includes headers or tokens).
    public var endpoint: String { request.endpointDescription }
}

extension Data {
    /// `Data(contentsOf:options:)`, but an empty file is not read. On Linux, swift-foundation
    /// (Swift 6.3.1) reads a file whose size is 0 into a 4 KB buffer (a file in /proc may say 0
    /// and hold more) and, when nothing came, returns an empty `Data` without freeing the buffer:
    /// 4 KB lost for every empty body read back, such as a 304's (LeakSanitizer found it;
    /// docs/RELIABILITY.md, "Sanitizer runs").
    init(readingWhole file: URL, options: ReadingOptions = []) throws {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        if let size = attributes?[.size] as? NSNumber, size.intValue == 0,
            attributes?[.type] as? FileAttributeType == .typeRegular
        {
            self.init()
        } else {
            try self.init(contentsOf: file, options: options)
        }
    }
}

extension URLRequest {
    /// `METHOD path?query`, for messages and logs.
    var endpointDescription: String {
        let path = url.map { $0.path + ($0.query.map { "?" + $0 } ?? "") } ?? "?"
        return "\(httpMethod ?? "GET") \(path)"
    }
}
