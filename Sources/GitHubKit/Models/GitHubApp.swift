import Foundation

/// A GitHub App (`integration`): `GET /apps/{app_slug}`, `GET /app`, and the `app` of check runs
/// and suites.
public struct GitHubApp: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric app ID (what a JWT's `iss` may name).
    public let id: Int

    /// Reads an app; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a GitHub App", codingPath: codingPath).int("id")
    }

    /// The app's URL name, e.g. `octoapp`.
    public var slug: String? { raw["slug"]?.string }
    /// The app's display name, e.g. `Octocat App`.
    public var name: String? { raw["name"]?.string }
    /// The description; null or empty when there is none.
    public var description: String? { raw["description"]?.string }
    /// The account that owns the app; null for some reduced shapes.
    public var owner: SimpleUser? { raw.model("owner") }
    /// The permissions it asks for, e.g. `{"contents": "read", "issues": "write"}`, as sent.
    public var permissions: JSONValue? { raw.objectMember("permissions") }
    /// The webhook events it subscribes to, e.g. `push`, `pull_request`.
    public var events: [String]? { raw["events"]?.strings }
    /// The app's OAuth client ID (what a JWT's `iss` may name instead of the ID).
    public var clientId: String? { raw["client_id"]?.string }
    /// The app's home page.
    public var externalUrl: String? { raw["external_url"]?.string }
    /// The app's page on GitHub.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// How many times it is installed; only in `GET /app`.
    public var installationsCount: Int? { raw["installations_count"]?.int }
    /// When it was made.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When it last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
