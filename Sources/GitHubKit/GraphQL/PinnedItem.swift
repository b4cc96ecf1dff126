/// One of a user's pinned items (`user { pinnedItems { nodes { ... } } }`): a repository, a
/// gist, or a kind this library does not know, kept as sent.
public enum PinnedItem: Sendable, Hashable {
    /// A pinned repository.
    case repository(PinnedRepository)
    /// A pinned gist.
    case gist(PinnedGist)
    /// Another kind of node, as GitHub sent it.
    case unknown(JSONValue)

    /// Reads a node by its `__typename`; without one, a node with `nameWithOwner` is a repository.
    public init(raw: JSONValue) {
        switch raw["__typename"]?.string {
        case "Repository": self = .repository(PinnedRepository(raw: raw))
        case "Gist": self = .gist(PinnedGist(raw: raw))
        case nil where raw["nameWithOwner"]?.string != nil: self = .repository(PinnedRepository(raw: raw))
        default: self = .unknown(raw)
        }
    }

    /// The node as GitHub sent it.
    public var raw: JSONValue {
        switch self {
        case .repository(let repository): repository.raw
        case .gist(let gist): gist.raw
        case .unknown(let raw): raw
        }
    }
}
