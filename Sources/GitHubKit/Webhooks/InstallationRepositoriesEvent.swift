/// Repositories were added to or removed from an installation (`installation_repositories`).
public struct InstallationRepositoriesEvent: WebhookActionPayload {
    /// `installation_repositories`.
    public static let event = "installation_repositories"

    /// The actions GitHub documents for `installation_repositories`.
    public enum Action: String, CaseIterable, Sendable {
        /// `added`.
        case added
        /// `removed`.
        case removed
    }

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// What happened.
    public let action: Action
    /// The installation, whole.
    public let installationDetails: Installation

    /// Reads the payload; only `action` and `installation` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a installation_repositories payload", codingPath: codingPath)
        self.raw = raw
        action = try Self.action(in: raw, codingPath: codingPath)
        installationDetails = try fields.nested("installation")
    }

    /// `all` or `selected`.
    public var repositorySelection: String? { raw["repository_selection"]?.string }

    /// The repositories added (`id`, `name`, `full_name`, `private`), as sent.
    public var repositoriesAdded: [JSONValue] { raw["repositories_added"]?.array ?? [] }

    /// The repositories removed, as sent.
    public var repositoriesRemoved: [JSONValue] { raw["repositories_removed"]?.array ?? [] }
}
