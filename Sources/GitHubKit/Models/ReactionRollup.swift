/// The reaction counts GitHub embeds in issues and comments (`reaction-rollup`).
public struct ReactionRollup: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue

    /// Reads a rollup; no field is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "a reaction rollup", codingPath: codingPath)
        self.raw = raw
    }

    /// The API URL of the reactions list.
    public var url: String? { raw["url"]?.string }
    /// All reactions; the sum of the known counts when GitHub left it out.
    public var totalCount: Int {
        raw["total_count"]?.int ?? ReactionContent.knownNames.reduce(0) { $0 + count(of: $1.key) }
    }

    /// The number of reactions with `content`; 0 when GitHub left it out.
    public func count(of content: ReactionContent) -> Int {
        raw[content.description]?.int ?? 0
    }
}
