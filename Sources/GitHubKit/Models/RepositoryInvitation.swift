import Foundation

/// An invitation to collaborate on a repository (`repository-invitation`):
/// `GET /user/repository_invitations`, `GET /repos/{owner}/{repo}/invitations`, and the 201 answer of
/// `PUT /repos/{owner}/{repo}/collaborators/{username}`.
public struct RepositoryInvitation: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric invitation ID; what accepting or declining it takes.
    public let id: Int

    /// Reads an invitation; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a repository invitation", codingPath: codingPath).int("id")
    }

    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
    /// The repository the invitation is for.
    public var repository: Repository? { raw.model("repository") }
    /// Who is invited; null when the account is gone.
    public var invitee: SimpleUser? { raw.model("invitee") }
    /// Who sent the invitation; null when the account is gone.
    public var inviter: SimpleUser? { raw.model("inviter") }
    /// The permission offered: `read`, `triage`, `write`, `maintain` or `admin`.
    public var permissions: String? { raw["permissions"]?.string }
    /// When the invitation was sent.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// Whether the invitation has expired; older objects leave this out.
    public var expired: Bool? { raw["expired"]?.bool }
    /// The invitation's API URL.
    public var url: String? { raw["url"]?.string }
    /// The web page where the invitee answers the invitation.
    public var htmlUrl: String? { raw["html_url"]?.string }
}
