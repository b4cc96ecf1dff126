import Foundation

/// An account as GitHub embeds it in lists and other objects (`simple-user`); the shared fields
/// (`htmlUrl`, `type`, ...) come from `Account`.
public struct SimpleUser: Account {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The account's login, e.g. `octocat`.
    public let login: String
    /// GitHub's numeric account ID.
    public let id: Int

    /// Reads a simple user; only `login` and `id` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a user", codingPath: codingPath)
        self.raw = raw
        login = try fields.string("login")
        id = try fields.int("id")
    }

    /// When the repository was starred; only in `star+json` stargazer lists.
    public var starredAt: Date? { raw["starred_at"]?.date }
    /// The search relevance score; only in search results.
    public var score: Double? { raw["score"]?.double }
}
