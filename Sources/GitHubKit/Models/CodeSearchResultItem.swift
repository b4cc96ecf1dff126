/// One match of `GET /search/code` (`code-search-result-item`): a file in a repository.
public struct CodeSearchResultItem: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The file's path in its repository, e.g. `Sources/App/main.swift`.
    public let path: String

    /// Reads a match; only `path` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        path = try ModelFields(raw, kind: "a code search result", codingPath: codingPath).string("path")
    }

    /// The file's name, e.g. `main.swift`; the path's last part when GitHub left it out.
    public var name: String {
        raw["name"]?.string ?? String(path.split(separator: "/").last ?? Substring(path))
    }
    /// The blob's SHA.
    public var sha: String? { raw["sha"]?.string }
    /// The file's web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The repository the file is in.
    public var repository: Repository? { raw.model("repository") }
    /// The search relevance score.
    public var score: Double? { raw["score"]?.double }
}
