/// A pinned gist, as `... on Gist { name description url }` reads it; every field is lenient.
public struct PinnedGist: Sendable, Hashable {
    /// The node as GitHub sent it.
    public var raw: JSONValue

    /// Wraps a `Gist` node.
    public init(raw: JSONValue) {
        self.raw = raw
    }

    /// The gist's name: its id, e.g. `aa5a315d61ae9438b18d`.
    public var name: String? { raw["name"]?.string }
    /// The description, nil when there is none.
    public var description: String? { raw["description"]?.string }
    /// The gist's page on gist.github.com.
    public var url: String? { raw["url"]?.string }
}
