/// Where a check run, check suite, workflow run, job or step is in its life; statuses GitHub adds
/// later keep their name.
public enum CheckStatus: GitHubNamed {
    /// `queued`.
    case queued
    /// `in_progress`.
    case inProgress
    /// `completed`: see its conclusion.
    case completed
    /// `waiting`: for an environment's approval or wait timer (GitHub Actions only).
    case waiting
    /// `requested` (GitHub Actions only).
    case requested
    /// `pending`: behind another run in its concurrency group (GitHub Actions only).
    case pending
    /// A status this library does not know yet, spelled as GitHub sent it.
    case other(String)

    /// GitHub's names for the statuses with a case of their own.
    public static let knownNames: KeyValuePairs<Self, String> = [
        .queued: "queued", .inProgress: "in_progress", .completed: "completed", .waiting: "waiting",
        .requested: "requested", .pending: "pending",
    ]

    /// The name of a status this library does not know; nil for the others.
    public var otherName: String? {
        if case .other(let name) = self { name } else { nil }
    }
}
