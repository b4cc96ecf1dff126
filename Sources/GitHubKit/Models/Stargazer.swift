import Foundation

/// A stargazer as `Accept: application/vnd.github.star+json` lists them (`stargazer`):
/// `{starred_at, user}`.
public struct Stargazer: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// Who starred; required.
    public let user: SimpleUser

    /// Reads a stargazer; `user` (with its own identity) is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        user = try ModelFields(raw, kind: "a stargazer", codingPath: codingPath).nested("user")
    }

    /// When the repository was starred.
    public var starredAt: Date? { raw["starred_at"]?.date }
}
