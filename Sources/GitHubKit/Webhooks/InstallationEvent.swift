/// A GitHub App was installed, uninstalled, suspended or had new permissions accepted (`installation`).
public struct InstallationEvent: WebhookActionPayload {
    /// `installation`.
    public static let event = "installation"

    /// The actions GitHub documents for `installation`.
    public enum Action: String, CaseIterable, Sendable {
        /// `created`.
        case created
        /// `deleted`.
        case deleted
        /// `new_permissions_accepted`.
        case newPermissionsAccepted = "new_permissions_accepted"
        /// `suspend`.
        case suspend
        /// `unsuspend`.
        case unsuspend
    }

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// What happened.
    public let action: Action
    /// The installation, whole (the common `installation` accessor reads the same object).
    public let installationDetails: Installation

    /// Reads the payload; only `action` and `installation` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a installation payload", codingPath: codingPath)
        self.raw = raw
        action = try Self.action(in: raw, codingPath: codingPath)
        installationDetails = try fields.nested("installation")
    }

    /// The repositories it reaches (`id`, `name`, `full_name`, `private`), as sent; empty for `all`.
    public var repositories: [JSONValue] { raw["repositories"]?.array ?? [] }
}
