import Foundation

/// A repository was starred or unstarred (`star`).
public struct StarEvent: WebhookActionPayload {
    /// `star`.
    public static let event = "star"

    /// The actions GitHub documents for `star`.
    public enum Action: String, CaseIterable, Sendable {
        /// `created`.
        case created
        /// `deleted`.
        case deleted
    }

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// What happened.
    public let action: Action

    /// Reads the payload; only `action` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "a star payload", codingPath: codingPath)
        self.raw = raw
        action = try Self.action(in: raw, codingPath: codingPath)
    }

    /// When it was starred; null for `deleted`.
    public var starredAt: Date? { raw["starred_at"]?.date }
}
