import Foundation

/// A deployment request (`deployment`): `GET /repos/{owner}/{repo}/deployments/{deployment_id}`.
public struct Deployment: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric deployment ID.
    public let id: Int

    /// Reads a deployment; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a deployment", codingPath: codingPath).int("id")
    }

    /// The SHA being deployed.
    public var sha: String? { raw["sha"]?.string }
    /// The ref being deployed: a branch, tag or SHA.
    public var ref: String? { raw["ref"]?.string }
    /// The kind of deployment, e.g. `deploy`, `deploy:migrations`.
    public var task: String? { raw["task"]?.string }
    /// The environment deployed to, e.g. `production`.
    public var environment: String? { raw["environment"]?.string }
    /// The environment it started in; differs from `environment` after a promotion.
    public var originalEnvironment: String? { raw["original_environment"]?.string }
    /// The description; null when none was given.
    public var description: String? { raw["description"]?.string }
    /// Extra data the deployer attached, as sent (an object or a string).
    public var payload: JSONValue? { raw["payload"].flatMap { $0 == .null ? nil : $0 } }
    /// Whether the environment is removed when the deployment ends.
    public var transientEnvironment: Bool? { raw["transient_environment"]?.bool }
    /// Whether the environment is one end users use.
    public var productionEnvironment: Bool? { raw["production_environment"]?.bool }
    /// Who made the deployment.
    public var creator: SimpleUser? { raw.model("creator") }
    /// The GitHub App that made the deployment, if one did.
    public var performedViaGithubApp: GitHubApp? { raw.model("performed_via_github_app") }
    /// When it was made.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When it last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// The API URL of its statuses.
    public var statusesUrl: String? { raw["statuses_url"]?.string }
    /// The deployment's API URL.
    public var url: String? { raw["url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
