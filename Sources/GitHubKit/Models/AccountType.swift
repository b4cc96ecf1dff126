/// What kind of account a user object is; kinds GitHub adds later keep their name in `other`.
public enum AccountType: GitHubNamed {
    /// A person (`User`).
    case user
    /// An organization (`Organization`).
    case organization
    /// A GitHub App's bot account (`Bot`).
    case bot
    /// A kind this library does not know yet, spelled as GitHub sent it.
    case other(String)

    /// GitHub's names for the kinds with a case of their own.
    public static let knownNames: KeyValuePairs<Self, String> = [
        .user: "User", .organization: "Organization", .bot: "Bot",
    ]

    /// The name of a kind this library does not know; nil for the others.
    public var otherName: String? {
        if case .other(let name) = self { name } else { nil }
    }
}
