/// A connection's `pageInfo { hasNextPage endCursor }`: whether there is more, and the cursor
/// to pass as `after` for it.
public struct GraphQLPageInfo: Sendable, Equatable, Decodable {
    /// Whether another page follows.
    public var hasNextPage: Bool
    /// The cursor of this page's last node; nil on an empty page.
    public var endCursor: String?

    /// Creates page info.
    public init(hasNextPage: Bool, endCursor: String?) {
        self.hasNextPage = hasNextPage
        self.endCursor = endCursor
    }

    /// Reads `pageInfo` leniently: a missing or odd `hasNextPage` reads as false.
    public init(raw: JSONValue?) {
        self.init(hasNextPage: raw?["hasNextPage"]?.bool ?? false, endCursor: raw?["endCursor"]?.string)
    }

    /// Decodes `pageInfo` as `init(raw:)` reads it.
    public init(from decoder: any Decoder) throws {
        self.init(raw: try JSONValue(from: decoder))
    }
}
