import Foundation

/// One match of `GET /search/topics` (`topic-search-result-item`).
public struct TopicSearchResultItem: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The topic, e.g. `swift`.
    public let name: String

    /// Reads a match; only `name` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        name = try ModelFields(raw, kind: "a topic search result", codingPath: codingPath).string("name")
    }

    /// The name as GitHub shows it, e.g. `Swift`; null when unset.
    public var displayName: String? { raw["display_name"]?.string }
    /// A one-line description; null when unset.
    public var shortDescription: String? { raw["short_description"]?.string }
    /// A longer description; null when unset.
    public var description: String? { raw["description"]?.string }
    /// Who created the technology; null when unknown.
    public var createdBy: String? { raw["created_by"]?.string }
    /// Whether GitHub features the topic.
    public var featured: Bool? { raw["featured"]?.bool }
    /// Whether GitHub curated the topic.
    public var curated: Bool? { raw["curated"]?.bool }
    /// When the topic was added.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// The search relevance score.
    public var score: Double? { raw["score"]?.double }
}
