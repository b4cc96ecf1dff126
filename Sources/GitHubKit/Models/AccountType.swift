/// What kind of account a user object is; kinds GitHub adds later keep their name in `other`.
public enum AccountType: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A person (`User`).
    case user
    /// An organization (`Organization`).
    case organization
    /// A GitHub App's bot account (`Bot`).
    case bot
    /// A kind this library does not know yet, spelled as GitHub sent it.
    case other(String)

    /// The kind GitHub calls `name`.
    public init(_ name: String) {
        switch name {
        case "User": self = .user
        case "Organization": self = .organization
        case "Bot": self = .bot
        default: self = .other(name)
        }
    }

    /// The kind spelled in a literal, e.g. `user.type == "Organization"`.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// GitHub's name for the kind.
    public var description: String {
        switch self {
        case .user: "User"
        case .organization: "Organization"
        case .bot: "Bot"
        case .other(let name): name
        }
    }
}
