import Foundation

/// One event of GitHub's events API (`event`): `GET /users/{login}/events/public`,
/// `/users/{login}/received_events`, `/repos/{owner}/{repo}/events`.
///
/// The payload differs with each of the dozens of event types, so it is kept raw.
public struct Event: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's event ID, a string of digits.
    public let id: String
    /// The event type, e.g. `PushEvent`, `WatchEvent`; required.
    public let type: String

    /// Reads an event; `id` and `type` are required (`id` may come as a number).
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "an event", codingPath: codingPath)
        self.raw = raw
        id = try fields.required("id") { $0.string ?? $0.int.map(String.init) }
        type = try fields.string("type")
    }

    /// Who acted.
    public var actor: EventActor? { raw.model("actor") }
    /// The repository it happened in: `{id, name ("owner/repo"), url}`, kept raw.
    public var repo: JSONValue? { raw["repo"] }
    /// The repository's full name, `owner/repo`.
    public var repoName: String? { raw["repo"]?["name"]?.string }
    /// The repository as a model (its `name` read as the full name it is); nil when GitHub sent none
    /// with an ID, as for the `{name: "/"}` of old gist events.
    public var repository: Repository? { raw.model("repo") }
    /// What happened, in the shape of `type`; kept exactly as sent.
    public var payload: JSONValue? { raw["payload"] }
    /// Whether the event is public.
    public var isPublic: Bool? { raw["public"]?.bool }
    /// When it happened.
    public var createdAt: Date? { raw["created_at"]?.date }
}
