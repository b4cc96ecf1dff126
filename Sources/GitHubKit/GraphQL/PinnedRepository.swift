/// A pinned repository, as `... on Repository { name nameWithOwner description stargazerCount
/// forkCount primaryLanguage { name color } url }` reads it; every field is lenient.
public struct PinnedRepository: Sendable, Hashable {
    /// The node as GitHub sent it.
    public var raw: JSONValue

    /// Wraps a `Repository` node.
    public init(raw: JSONValue) {
        self.raw = raw
    }

    /// The repository's name, e.g. `Hello-World`.
    public var name: String? { raw["name"]?.string }
    /// `owner/name`.
    public var nameWithOwner: String? { raw["nameWithOwner"]?.string }
    /// The description, nil when there is none.
    public var description: String? { raw["description"]?.string }
    /// How many stars it has.
    public var stargazerCount: Int? { raw["stargazerCount"]?.int }
    /// How many forks it has.
    public var forkCount: Int? { raw["forkCount"]?.int }
    /// The main language's name, e.g. `Swift`.
    public var language: String? { raw["primaryLanguage"]?["name"]?.string }
    /// The main language's colour on github.com, e.g. `#F05138`.
    public var languageColor: String? { raw["primaryLanguage"]?["color"]?.string }
    /// The repository's page on github.com.
    public var url: String? { raw["url"]?.string }
}
