/// GitHub's meta information from `GET /meta` (`api-overview`): the IP ranges of its services and
/// its SSH host keys. Nothing is required; ranges GitHub adds later read through `addresses(of:)`.
public struct APIOverview: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue

    /// Reads the overview; nothing is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "an API overview", codingPath: codingPath)
        self.raw = raw
    }

    /// The CIDR ranges of the service `key` (such as `hooks`, `web`, `api`, `git`, `actions`);
    /// empty when GitHub sent none.
    public func addresses(of key: String) -> [String] { raw[key]?.strings ?? [] }

    /// Whether password authentication for Git over HTTPS can be verified.
    public var verifiablePasswordAuthentication: Bool? { raw["verifiable_password_authentication"]?.bool }
    /// The SSH host key fingerprints, by algorithm (e.g. `SHA256_ED25519`).
    public var sshKeyFingerprints: [String: String] {
        raw["ssh_key_fingerprints"]?.object?.compactMapValues(\.string) ?? [:]
    }
    /// The SSH host public keys.
    public var sshKeys: [String] { raw["ssh_keys"]?.strings ?? [] }
    /// Where webhooks come from.
    public var hooks: [String] { addresses(of: "hooks") }
    /// The web site's addresses.
    public var web: [String] { addresses(of: "web") }
    /// The API's addresses.
    public var api: [String] { addresses(of: "api") }
    /// The Git servers' addresses.
    public var git: [String] { addresses(of: "git") }
    /// GitHub Actions runners' addresses.
    public var actions: [String] { addresses(of: "actions") }
}
