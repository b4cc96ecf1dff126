/// Who can see a repository; values GitHub adds later keep their name in `other`.
public enum RepositoryVisibility: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Anyone.
    case `public`
    /// Only people with access.
    case `private`
    /// Members of the enterprise (GitHub Enterprise).
    case `internal`
    /// A value this library does not know yet, spelled as GitHub sent it.
    case other(String)

    /// The visibility GitHub calls `name`.
    public init(_ name: String) {
        switch name {
        case "public": self = .public
        case "private": self = .private
        case "internal": self = .internal
        default: self = .other(name)
        }
    }

    /// The visibility spelled in a literal, e.g. `repo.visibility == "internal"`.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// GitHub's name for the visibility.
    public var description: String {
        switch self {
        case .public: "public"
        case .private: "private"
        case .internal: "internal"
        case .other(let name): name
        }
    }
}
