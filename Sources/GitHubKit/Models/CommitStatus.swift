import Foundation

/// One commit status (`status`) set by a CI service or app: `POST
/// /repos/{owner}/{repo}/statuses/{sha}`, `GET /repos/{owner}/{repo}/commits/{ref}/statuses`, and
/// the `statuses` of a combined status.
public struct CommitStatus: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric status ID.
    public let id: Int

    /// Reads a status; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a commit status", codingPath: codingPath).int("id")
    }

    /// `error`, `failure`, `pending` or `success`.
    public var state: String? { raw["state"]?.string }
    /// The label telling this status from others on the commit, e.g. `continuous-integration/jenkins`.
    public var context: String? { raw["context"]?.string }
    /// A short description; null when the service gave none.
    public var description: String? { raw["description"]?.string }
    /// The service's page for the status; null when it gave none.
    public var targetUrl: String? { raw["target_url"]?.string }
    /// The service's avatar.
    public var avatarUrl: String? { raw["avatar_url"]?.string }
    /// Who set the status; left out in combined statuses.
    public var creator: SimpleUser? { raw.model("creator") }
    /// When it was set.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When it last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// The status's API URL.
    public var url: String? { raw["url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
