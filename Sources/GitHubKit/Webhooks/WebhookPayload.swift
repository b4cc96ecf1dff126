/// A webhook event's payload: GitHub's object kept whole (`raw`), with what every event carries.
public protocol WebhookPayload: GitHubObject {
    /// The `X-GitHub-Event` name of this payload, e.g. `pull_request`.
    static var event: String { get }
}

/// A payload whose event names an `action` (`opened`, `completed`, ...); one GitHubKit does not
/// know makes the delivery a `WebhookEvent.unknown` rather than this type.
public protocol WebhookActionPayload: WebhookPayload {
    /// The actions GitHub documents for the event.
    associatedtype Action: RawRepresentable, CaseIterable, Sendable where Action.RawValue == String
    /// What happened.
    var action: Action { get }
}

extension WebhookPayload {
    /// Who caused the event.
    public var sender: SimpleUser? { raw.model("sender") }
    /// The repository the event happened in; nil for account-wide events.
    public var repository: Repository? { raw.model("repository") }
    /// The app installation the delivery was sent for (a reduced object: `id`, `node_id`), when
    /// the webhook belongs to a GitHub App.
    public var installation: Installation? { raw.model("installation") }
    /// The organization, when the event happened in one, as sent.
    public var organization: JSONValue? { raw.objectMember("organization") }
}

extension WebhookActionPayload {
    /// The payload's `action`, which must be one of `Action`'s.
    static func action(in raw: JSONValue, codingPath: [any CodingKey]) throws -> Action {
        let fields = try ModelFields(raw, kind: "a \(event) payload", codingPath: codingPath)
        return try fields.required("action") { $0.string.flatMap(Action.init(rawValue:)) }
    }
}
