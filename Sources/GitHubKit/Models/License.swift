/// A repository's detected license (`license-simple`).
public struct License: Codable, Equatable, Hashable, Sendable {
    /// GitHub's license key, e.g. `mit`, or `other` when it could not tell.
    public let key: String
    /// The license's full name, e.g. `MIT License`.
    public let name: String
    /// The license's API URL; null for `other`.
    public let url: String?
    /// The SPDX identifier, e.g. `MIT`; null or `NOASSERTION` when unknown.
    public let spdxId: String?
    /// The GraphQL node ID.
    public let nodeId: String
    /// The license's web page, when GitHub includes it.
    public let htmlUrl: String?

    /// Creates a license from its fields, as GitHub would send them.
    public init(
        key: String,
        name: String,
        url: String? = nil,
        spdxId: String? = nil,
        nodeId: String,
        htmlUrl: String? = nil
    ) {
        self.key = key
        self.name = name
        self.url = url
        self.spdxId = spdxId
        self.nodeId = nodeId
        self.htmlUrl = htmlUrl
    }
}
