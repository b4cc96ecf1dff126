/// The languages of a repository from `GET /repos/{owner}/{repo}/languages`: bytes of code per
/// language, e.g. `{"Swift": 51234, "C": 812}`.
public struct Languages: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The language names in the order GitHub sent them (most bytes first).
    ///
    /// `client.send(_:)` keeps the body's order. A `JSONValue` does not keep member order, so a
    /// value made from one (`init(raw:)`, a `Decoder`) orders by GitHub's rule: most bytes first,
    /// ties by name.
    public let names: [String]

    /// Reads the languages; members that are not byte counts are left out of `names`.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        try self.init(raw: raw, codingPath: codingPath, order: nil)
    }

    private init(raw: JSONValue, codingPath: [any CodingKey], order: [String]?) throws {
        let members =
            try ModelFields(raw, kind: "a languages object", codingPath: codingPath).raw.object ?? [:]
        self.raw = raw
        let counted = members.compactMap { name, value in value.int.map { (name, $0) } }
        names =
            order?.filter { members[$0]?.int != nil }
            ?? counted.sorted { ($1.1, $0.0) < ($0.1, $1.0) }.map(\.0)
    }

    /// The bytes of code in `language`; nil when the repository has none.
    public subscript(language: String) -> Int? { raw[language]?.int }

    /// The bytes of code in every language.
    public var totalBytes: Int { names.reduce(0) { $0 + (self[$1] ?? 0) } }
}

extension Languages: JSONMemberOrdered {
    static var memberOrderDepth: Int { 0 }

    init(document: JSONValue, memberOrder: JSONMemberOrder) throws {
        try self.init(raw: document, codingPath: [], order: memberOrder.names(at: []))
    }
}
