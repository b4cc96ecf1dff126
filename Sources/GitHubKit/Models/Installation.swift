import Foundation

/// A GitHub App's installation on an account (`installation`): `GET
/// /app/installations/{installation_id}`, `GET /repos/{owner}/{repo}/installation`, `GET
/// /orgs/{org}/installation` and `GET /users/{username}/installation`.
public struct Installation: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric installation ID, what `POST /app/installations/{id}/access_tokens` takes.
    public let id: Int

    /// Reads an installation; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "an installation", codingPath: codingPath).int("id")
    }

    /// The user or organization the app is installed on (an enterprise's reads nil: it has no login).
    public var account: SimpleUser? { raw.model("account") }
    /// What the app is installed on: `User`, `Organization` or `Enterprise`.
    public var targetType: String? { raw["target_type"]?.string }
    /// The numeric ID of what the app is installed on.
    public var targetId: Int? { raw["target_id"]?.int }
    /// The app's numeric ID.
    public var appId: Int? { raw["app_id"]?.int }
    /// The app's URL name.
    public var appSlug: String? { raw["app_slug"]?.string }
    /// The permissions granted, e.g. `{"checks": "write", "metadata": "read"}`, as sent.
    public var permissions: JSONValue? { raw.objectMember("permissions") }
    /// The webhook events the installation receives.
    public var events: [String]? { raw["events"]?.strings }
    /// Which repositories it reaches: `all` or `selected`.
    public var repositorySelection: String? { raw["repository_selection"]?.string }
    /// When it was suspended; null when it is not.
    public var suspendedAt: Date? { raw["suspended_at"]?.date }
    /// Who suspended it; null when it is not suspended.
    public var suspendedBy: SimpleUser? { raw.model("suspended_by") }
    /// When it was made.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When it last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// The API URL that makes access tokens for it.
    public var accessTokensUrl: String? { raw["access_tokens_url"]?.string }
    /// The API URL of the repositories it reaches.
    public var repositoriesUrl: String? { raw["repositories_url"]?.string }
    /// Its settings page.
    public var htmlUrl: String? { raw["html_url"]?.string }
}
