import Foundation

/// A starred repository as `Accept: application/vnd.github.star+json` lists it: `{starred_at, repo}`.
public struct StarredRepository: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The repository; required.
    public let repo: Repository

    /// Reads a starred repository; `repo` (with its own identity) is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        repo = try ModelFields(raw, kind: "a starred repository", codingPath: codingPath).nested("repo")
    }

    /// When the repository was starred.
    public var starredAt: Date? { raw["starred_at"]?.date }
}
