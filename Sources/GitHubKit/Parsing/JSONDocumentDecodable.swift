/// A collection of models `JSONParser` can make from a whole JSON document read into a
/// `JSONValue`, without going through `Decoder` (a single model has `init(raw:)` for that).
protocol JSONDocumentDecodable {
    /// Reads the value from the whole document.
    init(document: JSONValue) throws
}

extension Array: JSONDocumentDecodable where Element: GitHubObject {
    init(document: JSONValue) throws {
        guard let elements = document.array else {
            throw DecodingError.typeMismatch(
                [Element].self, .init(codingPath: [], debugDescription: "expected a JSON array"))
        }
        self = try elements.enumerated().map { index, element in
            try Element(raw: element, codingPath: [JSONIndex(index)])
        }
    }
}
