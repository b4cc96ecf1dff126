/// How a completed check run, check suite, workflow run, job or step ended; conclusions GitHub adds
/// later keep their name.
public enum CheckConclusion: GitHubNamed {
    /// `success`.
    case success
    /// `failure`.
    case failure
    /// `neutral`: neither passed nor failed.
    case neutral
    /// `cancelled`.
    case cancelled
    /// `skipped`.
    case skipped
    /// `timed_out`.
    case timedOut
    /// `action_required`: the check's app asks the user to act.
    case actionRequired
    /// `stale`: GitHub marked it stale after 14 days without completing.
    case stale
    /// `startup_failure`: a workflow run that could not start (e.g. an invalid workflow file).
    case startupFailure
    /// A conclusion this library does not know yet, spelled as GitHub sent it.
    case other(String)

    /// GitHub's names for the conclusions with a case of their own.
    public static let knownNames: KeyValuePairs<Self, String> = [
        .success: "success", .failure: "failure", .neutral: "neutral", .cancelled: "cancelled",
        .skipped: "skipped", .timedOut: "timed_out", .actionRequired: "action_required", .stale: "stale",
        .startupFailure: "startup_failure",
    ]

    /// The name of a conclusion this library does not know; nil for the others.
    public var otherName: String? {
        if case .other(let name) = self { name } else { nil }
    }
}
