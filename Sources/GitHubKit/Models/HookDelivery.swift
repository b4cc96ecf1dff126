import Foundation

/// One delivery of a webhook (`hook-delivery-item`, `hook-delivery`): `GET
/// /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}`; the single delivery adds the
/// request and response.
public struct HookDelivery: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric delivery ID.
    public let id: Int

    /// Reads a delivery; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a hook delivery", codingPath: codingPath).int("id")
    }

    /// The delivery's GUID, sent as `X-GitHub-Delivery`; redeliveries repeat it.
    public var guid: String? { raw["guid"]?.string }
    /// When it was delivered.
    public var deliveredAt: Date? { raw["delivered_at"]?.date }
    /// Whether it is a redelivery.
    public var redelivery: Bool? { raw["redelivery"]?.bool }
    /// How long the delivery took, in seconds.
    public var duration: Double? { raw["duration"]?.double }
    /// The outcome, e.g. `OK`, `Invalid HTTP Response: 503`.
    public var status: String? { raw["status"]?.string }
    /// The receiver's HTTP status code; 0 when it did not answer.
    public var statusCode: Int? { raw["status_code"]?.int }
    /// The event, e.g. `push`, `issues`.
    public var event: String? { raw["event"]?.string }
    /// The event's action, e.g. `opened`; null for events without one.
    public var action: String? { raw["action"]?.string }
    /// The ID of the installation the event is for; null for other hooks.
    public var installationId: Int? { raw["installation_id"]?.int }
    /// The ID of the repository the event is for; null for events outside one.
    public var repositoryId: Int? { raw["repository_id"]?.int }
    /// When the delivery was throttled; null when it was not.
    public var throttledAt: Date? { raw["throttled_at"]?.date }
    /// The delivery's URL; only on the single delivery.
    public var url: String? { raw["url"]?.string }
    /// The request GitHub sent (`headers`, `payload`), as sent; only on the single delivery.
    public var request: JSONValue? { raw.objectMember("request") }
    /// The receiver's answer (`headers`, `payload`), as sent; only on the single delivery.
    public var response: JSONValue? { raw.objectMember("response") }
}
