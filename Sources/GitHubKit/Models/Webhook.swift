import Foundation

/// A repository's or organization's webhook (`hook`, `org-hook`): `GET
/// /repos/{owner}/{repo}/hooks/{hook_id}` and `GET /orgs/{org}/hooks/{hook_id}`.
public struct Webhook: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric hook ID.
    public let id: Int

    /// Reads a webhook; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a webhook", codingPath: codingPath).int("id")
    }

    /// `Repository` or `Organization`.
    public var type: String? { raw["type"]?.string }
    /// Always `web` for webhooks.
    public var name: String? { raw["name"]?.string }
    /// Whether deliveries are sent.
    public var active: Bool? { raw["active"]?.bool }
    /// The events that trigger it, e.g. `push`, `pull_request`, or `*` for all.
    public var events: [String]? { raw["events"]?.strings }
    /// The delivery settings (`url`, `content_type`, `insecure_ssl`, a masked `secret`), as sent.
    public var config: JSONValue? { raw.objectMember("config") }
    /// Where deliveries go; from `config.url`.
    public var configUrl: String? { raw["config"]?["url"]?.string }
    /// When it was made.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When it last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// The API URL that sends it a `ping`.
    public var pingUrl: String? { raw["ping_url"]?.string }
    /// The API URL that sends it the latest `push` again (repository hooks).
    public var testUrl: String? { raw["test_url"]?.string }
    /// The API URL of its deliveries.
    public var deliveriesUrl: String? { raw["deliveries_url"]?.string }
    /// The last delivery's HTTP status code, or null; from `last_response.code`.
    public var lastResponseCode: Int? { raw["last_response"]?["code"]?.int }
    /// The last delivery's outcome, e.g. `active`, `unused`; from `last_response.status`.
    public var lastResponseStatus: String? { raw["last_response"]?["status"]?.string }
    /// The last delivery's error message, or null; from `last_response.message`.
    public var lastResponseMessage: String? { raw["last_response"]?["message"]?.string }
    /// The hook's API URL.
    public var url: String? { raw["url"]?.string }
}
