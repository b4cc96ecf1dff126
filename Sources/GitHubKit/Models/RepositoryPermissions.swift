/// What the authenticated caller may do with a repository; a permission GitHub left out is not held.
public struct RepositoryPermissions: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue

    /// Reads a permission set; nothing is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "a permission set", codingPath: codingPath)
        self.raw = raw
    }

    /// Creates a permission set from its fields, as GitHub would send them (nil fields left out).
    public init(admin: Bool, maintain: Bool? = nil, push: Bool, triage: Bool? = nil, pull: Bool) {
        raw = .object(
            JSONValue.members([
                "admin": .bool(admin), "maintain": maintain.map(JSONValue.bool), "push": .bool(push),
                "triage": triage.map(JSONValue.bool), "pull": .bool(pull),
            ]))
    }

    /// Whether the caller administers the repository.
    public var admin: Bool { raw["admin"]?.bool ?? false }
    /// Whether the caller may maintain it; older objects leave this out.
    public var maintain: Bool? { raw["maintain"]?.bool }
    /// Whether the caller may push.
    public var push: Bool { raw["push"]?.bool ?? false }
    /// Whether the caller may triage issues and pull requests; older objects leave this out.
    public var triage: Bool? { raw["triage"]?.bool }
    /// Whether the caller may pull.
    public var pull: Bool { raw["pull"]?.bool ?? false }
}
