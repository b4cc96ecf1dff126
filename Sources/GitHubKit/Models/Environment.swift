import Foundation

/// A deployment environment (`environment`): `GET
/// /repos/{owner}/{repo}/environments/{environment_name}`.
public struct Environment: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The environment's name, e.g. `production`.
    public let name: String

    /// Reads an environment; only `name` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        name = try ModelFields(raw, kind: "an environment", codingPath: codingPath).string("name")
    }

    /// GitHub's numeric environment ID.
    public var id: Int? { raw["id"]?.int }
    /// When it was made.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When it last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// The protection rules (wait timers, required reviewers, branch policies), as sent.
    public var protectionRules: [JSONValue]? { raw["protection_rules"]?.array }
    /// Which branches may deploy: `protected_branches` and `custom_branch_policies` flags, as sent;
    /// null when any branch may.
    public var deploymentBranchPolicy: JSONValue? {
        raw.objectMember("deployment_branch_policy")
    }
    /// The environment's API URL.
    public var url: String? { raw["url"]?.string }
    /// The environment's web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
