import Foundation
import Testing

/// Groups the model suites, so `swift test --filter GitHubKitTests.ModelTests` runs just them.
@Suite enum ModelTests {}

/// The JSON settings GitHubKit decodes and encodes models with, and helpers to look at JSON shapes.
enum ModelCoding {
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static func decode<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
        try decoder().decode(type, from: Data(json.utf8))
    }

    /// The key paths of `json` with a non-null value, and those of the same document after a decode
    /// and encode through `T`. Paths look like `owner.login` and `items[].score`.
    static func keyPathsBeforeAndAfterRoundTrip<T: Codable>(
        _ type: T.Type,
        _ json: String
    ) throws -> (sent: Set<String>, encoded: Set<String>) {
        let value = try decode(type, from: json)
        let encoded = try encoder().encode(value)
        return (try keyPaths(of: Data(json.utf8)), try keyPaths(of: encoded))
    }

    static func keyPaths(of data: Data) throws -> Set<String> {
        var paths: Set<String> = []
        collectKeyPaths(in: try JSONSerialization.jsonObject(with: data), prefix: "", into: &paths)
        return paths
    }

    private static func collectKeyPaths(in value: Any, prefix: String, into paths: inout Set<String>) {
        if let object = value as? [String: Any] {
            // JSONEncoder leaves nil optionals out, so a null in GitHub's JSON has no counterpart.
            for (key, child) in object where !(child is NSNull) {
                paths.insert(prefix + key)
                collectKeyPaths(in: child, prefix: prefix + key + ".", into: &paths)
            }
        } else if let array = value as? [Any] {
            let elementPrefix = prefix.isEmpty ? "[]." : String(prefix.dropLast()) + "[]."
            for element in array {
                collectKeyPaths(in: element, prefix: elementPrefix, into: &paths)
            }
        }
    }

    /// `json` after `change` has edited its top-level object.
    static func modifying(_ json: String, _ change: (inout [String: Any]) -> Void) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        change(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    /// Decodes `json` without the key at the dotted `path` and returns the dotted path of the key
    /// the decoder reported missing, or nil if decoding succeeded.
    static func missingKeyPath<T: Decodable>(
        decoding type: T.Type,
        without path: String,
        in json: String
    ) throws -> String? {
        let data = try modifying(json) {
            removeValue(at: path.split(separator: ".").map(String.init), in: &$0)
        }
        do {
            _ = try decoder().decode(type, from: data)
            return nil
        } catch DecodingError.keyNotFound(let key, let context) {
            return (context.codingPath + [key]).map(\.stringValue).joined(separator: ".")
        }
    }

    private static func removeValue(at path: [String], in object: inout [String: Any]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            object.removeValue(forKey: first)
        } else if var child = object[first] as? [String: Any] {
            removeValue(at: Array(path.dropFirst()), in: &child)
            object[first] = child
        }
    }
}
