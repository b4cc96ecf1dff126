/// Something happened to a release (`release`).
public struct ReleaseEvent: WebhookActionPayload {
    /// `release`.
    public static let event = "release"

    /// The actions GitHub documents for `release`.
    public enum Action: String, CaseIterable, Sendable {
        /// `created`.
        case created
        /// `deleted`.
        case deleted
        /// `edited`.
        case edited
        /// `prereleased`.
        case prereleased
        /// `published`.
        case published
        /// `released`.
        case released
        /// `unpublished`.
        case unpublished
    }

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// What happened.
    public let action: Action
    /// The release.
    public let release: Release

    /// Reads the payload; only `action` and `release` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a release payload", codingPath: codingPath)
        self.raw = raw
        action = try Self.action(in: raw, codingPath: codingPath)
        release = try fields.nested("release")
    }

    /// What an edit changed (`edited`), as sent.
    public var changes: JSONValue? { raw.objectMember("changes") }
}
