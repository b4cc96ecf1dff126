/// Whether an issue or pull request is open or closed; states GitHub adds later keep their name.
public enum IssueState: GitHubNamed {
    /// `open`.
    case open
    /// `closed`.
    case closed
    /// A state this library does not know yet, spelled as GitHub sent it.
    case other(String)

    /// GitHub's names for the states with a case of their own.
    public static let knownNames: KeyValuePairs<Self, String> = [.open: "open", .closed: "closed"]

    /// The name of a state this library does not know; nil for the others.
    public var otherName: String? {
        if case .other(let name) = self { name } else { nil }
    }
}
