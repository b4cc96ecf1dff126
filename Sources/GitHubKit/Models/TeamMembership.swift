/// A user's membership of a team (`team-membership`): `GET /orgs/{org}/teams/{team_slug}/memberships/{username}`.
public struct TeamMembership: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue

    /// Reads a membership; no field is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "a team membership", codingPath: codingPath)
        self.raw = raw
    }

    /// The user's role in the team: `member` or `maintainer`.
    public var role: String? { raw["role"]?.string }
    /// `active`, or `pending` until the user accepts the organization's invitation.
    public var state: String? { raw["state"]?.string }
    /// The membership's API URL.
    public var url: String? { raw["url"]?.string }
}
