/// A `.gitignore` template (`gitignore-template`): `GET /gitignore/templates/{name}`.
public struct GitignoreTemplate: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The template's name, e.g. `C` or `Swift`; one of `GET /gitignore/templates`.
    public let name: String

    /// Reads a template; only `name` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        name = try ModelFields(raw, kind: "a gitignore template", codingPath: codingPath).string("name")
    }

    /// The template's text, as a `.gitignore` file holds it.
    public var source: String? { raw["source"]?.string }
}
