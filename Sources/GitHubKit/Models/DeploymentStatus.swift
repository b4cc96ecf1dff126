import Foundation

/// One status of a deployment (`deployment-status`): `GET
/// /repos/{owner}/{repo}/deployments/{deployment_id}/statuses/{status_id}`.
public struct DeploymentStatus: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric deployment status ID.
    public let id: Int

    /// Reads a deployment status; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a deployment status", codingPath: codingPath).int("id")
    }

    /// `error`, `failure`, `inactive`, `pending`, `success`, `queued` or `in_progress`.
    public var state: String? { raw["state"]?.string }
    /// The description; empty when none was given.
    public var description: String? { raw["description"]?.string }
    /// The environment deployed to, e.g. `production`.
    public var environment: String? { raw["environment"]?.string }
    /// The deployed site's URL.
    public var environmentUrl: String? { raw["environment_url"]?.string }
    /// The deployment's log URL.
    public var logUrl: String? { raw["log_url"]?.string }
    /// The deployer's page for the status (older field; `log_url` replaces it).
    public var targetUrl: String? { raw["target_url"]?.string }
    /// Who set the status.
    public var creator: SimpleUser? { raw.model("creator") }
    /// The GitHub App that set the status, if one did.
    public var performedViaGithubApp: GitHubApp? { raw.model("performed_via_github_app") }
    /// When it was set.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When it last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// The deployment's API URL.
    public var deploymentUrl: String? { raw["deployment_url"]?.string }
    /// The repository's API URL.
    public var repositoryUrl: String? { raw["repository_url"]?.string }
    /// The status's API URL.
    public var url: String? { raw["url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
