import Foundation

/// A GitHub Actions secret's name and dates, never its value (`actions-secret`): `GET
/// /repos/{owner}/{repo}/actions/secrets/{secret_name}`.
public struct ActionsSecret: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The secret's name, e.g. `GH_TOKEN`.
    public let name: String

    /// Reads a secret; only `name` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        name = try ModelFields(raw, kind: "an Actions secret", codingPath: codingPath).string("name")
    }

    /// When it was made.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When its value last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// Which repositories an organization's secret reaches: `all`, `private` or `selected`.
    public var visibility: String? { raw["visibility"]?.string }
    /// The API URL listing the repositories of a `selected` organization secret.
    public var selectedRepositoriesUrl: String? { raw["selected_repositories_url"]?.string }
}
