import Foundation

/// A file a workflow run uploaded (`artifact`): `GET
/// /repos/{owner}/{repo}/actions/artifacts/{artifact_id}`.
public struct Artifact: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric artifact ID.
    public let id: Int

    /// Reads an artifact; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "an artifact", codingPath: codingPath).int("id")
    }

    /// The artifact's name, e.g. `test-results`.
    public var name: String? { raw["name"]?.string }
    /// Its size in bytes.
    public var sizeInBytes: Int? { raw["size_in_bytes"]?.int }
    /// Whether it has expired and can no longer be downloaded.
    public var expired: Bool? { raw["expired"]?.bool }
    /// The API URL of its zip archive (a 302 to a short-lived URL).
    public var archiveDownloadUrl: String? { raw["archive_download_url"]?.string }
    /// The SHA-256 digest of the archive, e.g. `sha256:…`; only for newer artifacts.
    public var digest: String? { raw["digest"]?.string }
    /// When it was made.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When it expires.
    public var expiresAt: Date? { raw["expires_at"]?.date }
    /// When it last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// The ID of the run that uploaded it; from `workflow_run.id`.
    public var workflowRunId: Int? { raw["workflow_run"]?["id"]?.int }
    /// The branch of the run that uploaded it; from `workflow_run.head_branch`.
    public var workflowRunHeadBranch: String? { raw["workflow_run"]?["head_branch"]?.string }
    /// The commit of the run that uploaded it; from `workflow_run.head_sha`.
    public var workflowRunHeadSha: String? { raw["workflow_run"]?["head_sha"]?.string }
    /// The artifact's API URL.
    public var url: String? { raw["url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
