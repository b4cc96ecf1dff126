import Foundation

/// A GitHub Actions workflow (`workflow`): `GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}`.
public struct Workflow: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric workflow ID.
    public let id: Int

    /// Reads a workflow; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a workflow", codingPath: codingPath).int("id")
    }

    /// The workflow's name, e.g. `CI`; the file's path when the file names none.
    public var name: String? { raw["name"]?.string }
    /// The workflow file's path, e.g. `.github/workflows/ci.yml`.
    public var path: String? { raw["path"]?.string }
    /// `active`, `deleted`, `disabled_fork`, `disabled_inactivity` or `disabled_manually`.
    public var state: String? { raw["state"]?.string }
    /// When the workflow was added.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the workflow last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// When the workflow file was deleted; only for deleted workflows.
    public var deletedAt: Date? { raw["deleted_at"]?.date }
    /// The workflow's API URL.
    public var url: String? { raw["url"]?.string }
    /// The workflow file's web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The status badge's URL.
    public var badgeUrl: String? { raw["badge_url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
