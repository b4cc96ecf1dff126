/// A repository's topics from `GET /repos/{owner}/{repo}/topics` (`topic`): `{"names": [...]}`.
public struct Topic: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue

    /// Reads the topics; nothing is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "a topics object", codingPath: codingPath)
        self.raw = raw
    }

    /// The topic names, in GitHub's order; empty when GitHub sent none.
    public var names: [String] { raw["names"]?.strings ?? [] }
}
