/// A code of conduct (`code-of-conduct`): `GET /codes_of_conduct/{key}` answers it with its text;
/// `GET /codes_of_conduct` lists them without.
public struct CodeOfConduct: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's key for it, e.g. `contributor_covenant`.
    public let key: String

    /// Reads a code of conduct; only `key` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        key = try ModelFields(raw, kind: "a code of conduct", codingPath: codingPath).string("key")
    }

    /// The name, e.g. `Contributor Covenant`.
    public var name: String? { raw["name"]?.string }
    /// The text in Markdown; only from `GET /codes_of_conduct/{key}`.
    public var body: String? { raw["body"]?.string }
    /// The API URL.
    public var url: String? { raw["url"]?.string }
    /// The code of conduct's own web page; null when it has none.
    public var htmlUrl: String? { raw["html_url"]?.string }
}
