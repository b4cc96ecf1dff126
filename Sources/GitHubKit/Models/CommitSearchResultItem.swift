/// One match of `GET /search/commits` (`commit-search-result-item`): a commit with its repository.
public struct CommitSearchResultItem: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The commit's SHA.
    public let sha: String

    /// Reads a match; only `sha` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        sha = try ModelFields(raw, kind: "a commit search result", codingPath: codingPath).string("sha")
    }

    /// The match read as a commit (message, author, ...).
    public var commit: Commit? { try? Commit(raw: raw) }
    /// The repository the commit is in.
    public var repository: Repository? { raw.model("repository") }
    /// The search relevance score.
    public var score: Double? { raw["score"]?.double }
}
