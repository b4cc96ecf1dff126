import Foundation

/// A GitHub Actions configuration variable (`actions-variable`): `GET
/// /repos/{owner}/{repo}/actions/variables/{name}`.
public struct ActionsVariable: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The variable's name, e.g. `USERNAME`.
    public let name: String

    /// Reads a variable; only `name` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        name = try ModelFields(raw, kind: "an Actions variable", codingPath: codingPath).string("name")
    }

    /// The variable's value.
    public var value: String? { raw["value"]?.string }
    /// When it was made.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When it last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// Which repositories an organization's variable reaches: `all`, `private` or `selected`.
    public var visibility: String? { raw["visibility"]?.string }
    /// The API URL listing the repositories of a `selected` organization variable.
    public var selectedRepositoriesUrl: String? { raw["selected_repositories_url"]?.string }
}
