/// The languages of a repository from `GET /repos/{owner}/{repo}/languages`: bytes of code per
/// language, e.g. `{"Swift": 51234, "C": 812}`.
public struct Languages: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The language names in GitHub's order: most bytes first, ties by name.
    public let names: [String]

    /// Reads the languages; members that are not byte counts are left out of `names`.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let members =
            try ModelFields(raw, kind: "a languages object", codingPath: codingPath).raw.object ?? [:]
        self.raw = raw
        let counted = members.compactMap { name, value in value.int.map { (name, $0) } }
        names = counted.sorted { ($1.1, $0.0) < ($0.1, $1.0) }.map(\.0)
    }

    /// The bytes of code in `language`; nil when the repository has none.
    public subscript(language: String) -> Int? { raw[language]?.int }

    /// The bytes of code in every language.
    public var totalBytes: Int { names.reduce(0) { $0 + (self[$1] ?? 0) } }
}
