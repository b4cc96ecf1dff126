import Foundation

/// An organization as GitHub lists it (`organization-simple`), e.g. in `GET /users/{login}/orgs`.
public struct OrganizationSimple: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The organization's login, e.g. `github`.
    public let login: String
    /// GitHub's numeric ID.
    public let id: Int

    /// Reads an organization; only `login` and `id` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "an organization", codingPath: codingPath)
        self.raw = raw
        login = try fields.string("login")
        id = try fields.int("id")
    }

    /// The organization's description, if it has one.
    public var description: String? { raw["description"]?.string }
    /// The organization's API URL.
    public var url: String? { raw["url"]?.string }
    /// The avatar image URL.
    public var avatarUrl: String? { raw["avatar_url"]?.string }
    /// The API URL of its repositories.
    public var reposUrl: String? { raw["repos_url"]?.string }
    /// GitHub's global node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
