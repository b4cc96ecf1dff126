/// An issue label (`label`); old payloads list labels as bare names, which read as a label with
/// only a name.
public struct Label: GitHubObject {
    /// The object exactly as GitHub sent it (an object with only `name` for a bare name).
    public let raw: JSONValue
    /// The label's name, e.g. `bug`.
    public let name: String

    /// Reads a label; only `name` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a label", codingPath: codingPath)
        self.raw = raw
        name = try fields.string("name")
    }

    /// A label known only by its name, as old payloads list them.
    public init(name: String) {
        raw = .object(["name": .string(name)])
        self.name = name
    }

    /// GitHub's numeric label ID; nil for a bare name.
    public var id: Int? { raw["id"]?.int }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
    /// The API URL.
    public var url: String? { raw["url"]?.string }
    /// The colour as six hex digits without `#`, e.g. `d73a4a`.
    public var color: String? { raw["color"]?.string }
    /// The description; null when unset.
    public var description: String? { raw["description"]?.string }
    /// Whether the label is one of GitHub's defaults.
    public var isDefault: Bool? { raw["default"]?.bool }
}
