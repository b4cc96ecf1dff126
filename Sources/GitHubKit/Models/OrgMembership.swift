/// A user's membership of an organization (`org-membership`): `GET /user/memberships/orgs/{org}`,
/// `GET /user/memberships/orgs` and `GET /orgs/{org}/memberships/{username}`.
public struct OrgMembership: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// `active`, or `pending` until the user accepts the invitation.
    public let state: String

    /// Reads a membership; only `state` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        state = try ModelFields(raw, kind: "an organization membership", codingPath: codingPath).string(
            "state")
    }

    /// The user's role: `admin`, `member` or `billing_manager`.
    public var role: String? { raw["role"]?.string }
    /// The organization.
    public var organization: OrganizationSimple? { raw.model("organization") }
    /// The member.
    public var user: SimpleUser? { raw.model("user") }
    /// Whether the member may create repositories (`permissions.can_create_repository`); only for
    /// the authenticated user's own memberships.
    public var canCreateRepository: Bool? { raw["permissions"]?["can_create_repository"]?.bool }
    /// The membership's API URL.
    public var url: String? { raw["url"]?.string }
    /// The organization's API URL.
    public var organizationUrl: String? { raw["organization_url"]?.string }
}
