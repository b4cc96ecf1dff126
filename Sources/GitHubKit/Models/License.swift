/// A repository's detected license (`license-simple`).
public struct License: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's license key, e.g. `mit`, or `other` when it could not tell.
    public let key: String

    /// Reads a license; only `key` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        key = try ModelFields(raw, kind: "a license", codingPath: codingPath).string("key")
    }

    /// Creates a license from its fields, as GitHub would send them (`url` and `spdx_id` always
    /// present, null when unknown; `html_url` left out when nil).
    public init(
        key: String,
        name: String,
        url: String? = nil,
        spdxId: String? = nil,
        nodeId: String,
        htmlUrl: String? = nil
    ) {
        self.key = key
        raw = .object(
            JSONValue.members([
                "key": .string(key), "name": .string(name), "url": url.map(JSONValue.string) ?? .null,
                "spdx_id": spdxId.map(JSONValue.string) ?? .null, "node_id": .string(nodeId),
                "html_url": htmlUrl.map(JSONValue.string),
            ]))
    }

    /// The license's full name, e.g. `MIT License`; the key when GitHub sent no name.
    public var name: String { raw["name"]?.string ?? key }
    /// The license's API URL; null for `other`.
    public var url: String? { raw["url"]?.string }
    /// The SPDX identifier, e.g. `MIT`; null or `NOASSERTION` when unknown.
    public var spdxId: String? { raw["spdx_id"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
    /// The license's web page, when GitHub includes it.
    public var htmlUrl: String? { raw["html_url"]?.string }
}
