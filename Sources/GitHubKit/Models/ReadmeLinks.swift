/// The `_links` object of a file in a repository.
public struct ReadmeLinks: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue

    /// Reads the links; nothing is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "a links object", codingPath: codingPath)
        self.raw = raw
    }

    /// Creates the links from their fields, as GitHub sends them (all three keys, null when unknown).
    public init(git: String? = nil, html: String? = nil, self link: String?) {
        raw = .object([
            "git": git.map(JSONValue.string) ?? .null, "html": html.map(JSONValue.string) ?? .null,
            "self": link.map(JSONValue.string) ?? .null,
        ])
    }

    /// The Git blob's API URL; null for some submodules.
    public var git: String? { raw["git"]?.string }
    /// The file's web URL; null for some submodules.
    public var html: String? { raw["html"]?.string }
    /// The file's contents API URL. Spell it `` links.`self` ``: a bare `links.self` is the links value.
    public var `self`: String? { raw["self"]?.string }
}
