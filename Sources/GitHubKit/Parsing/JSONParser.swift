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
///
/// A model or an array of models (`User`, `[Repository]`) skips `Decoder` altogether: its body is
/// read straight into a `JSONValue`, many times faster, with the same result and the same errors.
/// A `RawBodyDecodable` type (`NoContent`, `String`) is made from the body's bytes instead, and an
/// empty body read as `JSONValue` is `.null`.
public struct JSONParser<T: Decodable & Sendable>: Parsable {
    /// Creates a parser.
    public init() {}

    /// Decodes `response.body`, naming the endpoint and the coding path when it does not fit.
    public func parse(_ response: APIResponse) throws(GitHubError) -> T {
        if let raw = T.self as? any RawBodyDecodable.Type,
            let value = try raw.init(body: response.body, response: response) as? T
        {
            return value
        }
        // An operation that answers `204 No Content` (or an empty 200) reads as JSON's null.
        if T.self == JSONValue.self, response.body.allSatisfy({ [9, 10, 13, 32].contains($0) }),
            let null = JSONValue.null as? T
        {
            return null
        }
        do {
            // Models and arrays of models read GitHub's JSON directly (see `JSONValueReader`); a body
            // that is not JSON goes through the decoder, which says why.
            if let value = try Self.readDirectly(response.body) { return value }
            return try Self.decoder().decode(T.self, from: response.body)
        } catch let error as DecodingError {
            throw .decodingFailed(
                endpoint: response.endpoint, codingPath: error.codingPathDescription,
                reason: error.reason(response))
        } catch {
            throw .decodingFailed(endpoint: response.endpoint, codingPath: "", reason: "\(error)")
        }
    }

    /// `T` read without `Decoder` when it is a model or an array of models and `body` is JSON.
    private static func readDirectly(_ body: Data) throws -> T? {
        if let model = T.self as? any GitHubObject.Type {
            guard let value = JSONValueReader.read(body) else { return nil }
            return try model.init(raw: value) as? T
        }
        if let models = T.self as? any JSONDocumentDecodable.Type {
            guard let value = JSONValueReader.read(body) else { return nil }
            return try models.init(document: value) as? T
        }
        return nil
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
