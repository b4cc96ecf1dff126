/// One page of a GraphQL connection: `nodes`, `pageInfo { hasNextPage endCursor }` and, when
/// asked for, `totalCount`.
public struct GraphQLConnection<Node: Sendable>: Sendable {
    /// This page's nodes, in order.
    public var nodes: [Node]
    /// Whether more follow, and the cursor for them.
    public var pageInfo: GraphQLPageInfo
    /// How many nodes the whole connection has, when the query asked.
    public var totalCount: Int?

    /// Creates a page.
    public init(nodes: [Node], pageInfo: GraphQLPageInfo, totalCount: Int? = nil) {
        self.nodes = nodes
        self.pageInfo = pageInfo
        self.totalCount = totalCount
    }

    /// Reads a connection object, each node with `node`; a missing or null `nodes` is an empty page
    /// and null nodes (GitHub's for what the token may not see) are skipped.
    public init(raw: JSONValue, node: (JSONValue) throws(GitHubError) -> Node) throws(GitHubError) {
        var nodes: [Node] = []
        for element in raw["nodes"]?.array ?? [] where element != .null {
            nodes.append(try node(element))
        }
        self.init(
            nodes: nodes, pageInfo: GraphQLPageInfo(raw: raw["pageInfo"]), totalCount: raw["totalCount"]?.int)
    }
}

extension GraphQLConnection: Decodable where Node: Decodable {
    private enum CodingKeys: String, CodingKey {
        case nodes, pageInfo, totalCount
    }

    /// Decodes a connection; a missing or null `nodes` is an empty page, null nodes are skipped.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let nodes = try container.decodeIfPresent([Node?].self, forKey: .nodes) ?? []
        self.init(
            nodes: nodes.compactMap { $0 },
            pageInfo: try container.decodeIfPresent(GraphQLPageInfo.self, forKey: .pageInfo)
                ?? GraphQLPageInfo(raw: nil),
            totalCount: try? container.decodeIfPresent(Int.self, forKey: .totalCount))
    }
}
