import Foundation

/// A team of an organization (`team-full`): `GET /orgs/{org}/teams/{team_slug}` answers it in full;
/// `GET /orgs/{org}/teams`, `GET /user/teams` and a team's `parent` send a shorter `team`.
public struct Team: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric team ID.
    public let id: Int
    /// The team's name as it appears in URLs and mentions, e.g. `justice-league`; nil for teams
    /// recorded before GitHub gave them slugs (2011–2012 objects have only `id`, `name` and
    /// `permission`).
    public var slug: String? { raw["slug"]?.string.flatMap { $0.isEmpty ? nil : $0 } }

    /// Reads a team; only `id` is required (the routes that take a slug are given one by the caller).
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a team", codingPath: codingPath)
        self.raw = raw
        id = try fields.int("id")
    }

    /// The GraphQL node ID; old objects lack it.
    public var nodeId: String? { raw["node_id"]?.string }
    /// The display name, e.g. `Justice League`.
    public var name: String? { raw["name"]?.string }
    /// The description; null when unset.
    public var description: String? { raw["description"]?.string }
    /// Who can see the team: `closed` (every organization member) or `secret`.
    public var privacy: String? { raw["privacy"]?.string }
    /// Whether mentioning the team notifies it: `notifications_enabled` or `notifications_disabled`.
    public var notificationSetting: String? { raw["notification_setting"]?.string }
    /// The permission the team has on repositories added without one, e.g. `pull`, `push`, `admin`.
    public var permission: String? { raw["permission"]?.string }
    /// The team's permissions on one repository; only in a repository's team lists.
    public var permissions: RepositoryPermissions? { raw.model("permissions") }
    /// Who owns the team: `organization` or `enterprise`.
    public var type: String? { raw["type"]?.string }
    /// The API URL.
    public var url: String? { raw["url"]?.string }
    /// The web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The API URL template of the members list (`{/member}`).
    public var membersUrl: String? { raw["members_url"]?.string }
    /// The API URL of the team's repositories.
    public var repositoriesUrl: String? { raw["repositories_url"]?.string }
    /// The team this one is nested in; null for a top-level team.
    public var parent: Team? { raw.model("parent") }
    /// The number of members; only in the full object.
    public var membersCount: Int? { raw["members_count"]?.int }
    /// The number of repositories; only in the full object.
    public var reposCount: Int? { raw["repos_count"]?.int }
    /// When the team was created; only in the full object.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the team was last changed; only in the full object.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// The organization the team belongs to; only in the full object.
    public var organization: OrganizationFull? { raw.model("organization") }
    /// The numeric ID of the organization the team belongs to.
    public var organizationId: Int? { raw["organization_id"]?.int }
    /// The LDAP distinguished name the team maps to; Enterprise Server only.
    public var ldapDn: String? { raw["ldap_dn"]?.string }
}
