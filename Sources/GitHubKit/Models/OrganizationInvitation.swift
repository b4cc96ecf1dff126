import Foundation

/// An invitation to join an organization (`organization-invitation`):
/// `GET /orgs/{org}/invitations`, `GET /orgs/{org}/failed_invitations` and `POST /orgs/{org}/invitations`.
public struct OrganizationInvitation: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric invitation ID.
    public let id: Int

    /// Reads an invitation; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "an organization invitation", codingPath: codingPath).int("id")
    }

    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
    /// The invitee's login; null when the invitation went to an email address.
    public var login: String? { raw["login"]?.string }
    /// The invitee's email address; null when the invitation went to a login.
    public var email: String? { raw["email"]?.string }
    /// The role offered, e.g. `direct_member`, `admin`, `billing_manager`, `reinstate`.
    public var role: String? { raw["role"]?.string }
    /// When the invitation was sent.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the invitation failed; null (or "") unless it did.
    public var failedAt: Date? { raw["failed_at"]?.date }
    /// Why the invitation failed; null (or "") unless it did.
    public var failedReason: String? { raw["failed_reason"]?.string }
    /// Who sent the invitation.
    public var inviter: SimpleUser? { raw.model("inviter") }
    /// The number of teams the invitee will join.
    public var teamCount: Int? { raw["team_count"]?.int }
    /// The API URL of the teams the invitee will join.
    public var invitationTeamsUrl: String? { raw["invitation_teams_url"]?.string }
    /// How the invitation was made, e.g. `member` or `scim`.
    public var invitationSource: String? { raw["invitation_source"]?.string }
}
