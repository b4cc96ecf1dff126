/// A model, or list of models, whose meaning follows the order of an object's members, which
/// `JSONValue` does not keep: `JSONParser` reads it together with the order the body sent.
protocol JSONMemberOrdered {
    /// How many levels into the document member order matters.
    static var memberOrderDepth: Int { get }

    /// Reads the value from the whole document and the order of its objects' members.
    init(document: JSONValue, memberOrder: JSONMemberOrder) throws
}

extension Array: JSONMemberOrdered where Element == Gist {
    /// A list's gists have their `files` one level below each element.
    static var memberOrderDepth: Int { 2 }

    init(document: JSONValue, memberOrder: JSONMemberOrder) throws {
        guard let elements = document.array else {
            throw DecodingError.typeMismatch(
                [Element].self, .init(codingPath: [], debugDescription: "expected a JSON array"))
        }
        self = try elements.enumerated().map { index, element in
            try Gist(
                raw: element, codingPath: [JSONIndex(index)],
                fileOrder: memberOrder.names(at: [.element(index), .member("files")]))
        }
    }
}
