import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Marks a request body as JSON, and refuses a body on a method that cannot carry one.
public struct JSONBodyAdapter: RequestAdapter {
    /// Creates the adapter.
    public init() {}

    /// Sets `Content-Type: application/json` on requests with a body.
    public func adapt(_ request: URLRequest) async throws -> URLRequest {
        guard request.httpBody != nil else { return request }
        let method = HTTPMethod(rawValue: request.httpMethod ?? "GET") ?? .get
        guard method.allowsBody else {
            throw GitHubError.invalidInput("a \(method.rawValue) request cannot carry a body")
        }
        var request = request
        if request.value(forHTTPHeaderField: "Content-Type") == nil {
            request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
        }
        return request
    }

    /// Encodes `value` as a JSON request body with GitHub's snake-case keys.
    public static func body(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(value)
    }
}
