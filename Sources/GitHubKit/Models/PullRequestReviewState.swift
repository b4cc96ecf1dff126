/// A review's verdict; states GitHub adds later keep their name.
public enum PullRequestReviewState: GitHubNamed {
    /// `APPROVED`.
    case approved
    /// `CHANGES_REQUESTED`.
    case changesRequested
    /// `COMMENTED`.
    case commented
    /// `DISMISSED`.
    case dismissed
    /// `PENDING`: not submitted yet.
    case pending
    /// A state this library does not know yet, spelled as GitHub sent it.
    case other(String)

    /// GitHub's names for the states with a case of their own.
    public static let knownNames: KeyValuePairs<Self, String> = [
        .approved: "APPROVED", .changesRequested: "CHANGES_REQUESTED", .commented: "COMMENTED",
        .dismissed: "DISMISSED", .pending: "PENDING",
    ]

    /// The name of a state this library does not know; nil for the others.
    public var otherName: String? {
        if case .other(let name) = self { name } else { nil }
    }
}
