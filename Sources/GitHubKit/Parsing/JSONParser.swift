import Foundation

/// Decodes a response body as `T` from GitHub's JSON: snake-case keys, ISO 8601 dates.
///
/// The key rule: the decoder converts snake-case keys (`.convertFromSnakeCase`), so a caller's own
/// `Decodable` type with camel-case properties (`htmlUrl` for `html_url`) decodes as it always did.
/// GitHubKit's models (`GitHubObject`) are not affected by that conversion: each reads its object
/// as a `JSONValue`, whose objects decode as `[String: JSONValue]`, and `JSONDecoder` never rewrites
/// a dictionary's keys. So a model's `raw` keeps GitHub's keys exactly, and the model reads its
/// fields from it by GitHub's own names, under this decoder or any other. A caller's type that
/// embeds a model (`let owner: SimpleUser`) gets the same exact raw object.
public struct JSONParser<T: Decodable & Sendable>: Parsable {
    /// Creates a parser.
    public init() {}

    /// Decodes `response.body`, naming the endpoint and the coding path when it does not fit.
    public func parse(_ response: APIResponse) throws(GitHubError) -> T {
        do {
            return try Self.decoder().decode(T.self, from: response.body)
        } catch let error as DecodingError {
            throw .decodingFailed(
                endpoint: response.endpoint, codingPath: error.codingPathDescription,
                reason: error.reason(response))
        } catch {
            throw .decodingFailed(endpoint: response.endpoint, codingPath: "", reason: "\(error)")
        }
    }

    /// A decoder set up for GitHub's JSON.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

extension DecodingError {
    fileprivate var context: Context? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            return context
        @unknown default:
            return nil
        }
    }

    fileprivate var codingPathDescription: String {
        var path = context?.codingPath ?? []
        if case .keyNotFound(let key, _) = self { path.append(key) }
        return path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    fileprivate func reason(_ response: APIResponse) -> String {
        if response.body.isEmpty { return "the body is empty" }
        let contentType = response.header("content-type") ?? ""
        if !contentType.isEmpty && !contentType.contains("json") {
            return "expected JSON but got \(contentType)"
        }
        switch self {
        case .keyNotFound(_, let context) where context.underlyingError is ModelIdentityError:
            return context.debugDescription
        case .typeMismatch(_, let context) where context.underlyingError is ModelIdentityError:
            return context.debugDescription
        case .keyNotFound: return "a required field is missing"
        case .valueNotFound: return "a required value is null"
        case .typeMismatch(let type, _): return "expected \(type)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the body is not valid JSON" : context.debugDescription
        @unknown default: return "\(self)"
        }
    }
}
