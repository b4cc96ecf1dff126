/// Why an issue is in its state (`state_reason`); reasons GitHub adds later keep their name.
public enum IssueStateReason: GitHubNamed {
    /// Closed as done (`completed`).
    case completed
    /// Closed as not planned (`not_planned`).
    case notPlanned
    /// Closed as a duplicate (`duplicate`).
    case duplicate
    /// Opened again after being closed (`reopened`).
    case reopened
    /// A reason this library does not know yet, spelled as GitHub sent it.
    case other(String)

    /// GitHub's names for the reasons with a case of their own.
    public static let knownNames: KeyValuePairs<Self, String> = [
        .completed: "completed", .notPlanned: "not_planned", .duplicate: "duplicate", .reopened: "reopened",
    ]

    /// The name of a reason this library does not know; nil for the others.
    public var otherName: String? {
        if case .other(let name) = self { name } else { nil }
    }
}
