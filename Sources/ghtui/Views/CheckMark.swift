import GitHubKit

/// A check's state as one mark and a word: ✓ succeeded, ✗ failed, ● running or waiting, −
/// cancelled or skipped; coloured where colours are on, the mark alone carrying it without.
/// Workflow runs, jobs and steps and check runs share it.
enum CheckMark {
    /// The mark, its style and a word for `status` and `conclusion` (nil until completed).
    static func of(status: CheckStatus?, conclusion: CheckConclusion?) -> (
        mark: String, style: Style, word: String
    ) {
        guard status == .completed || (status == nil && conclusion != nil) else {
            let word =
                switch status {
                case .queued?: "queued"
                case .waiting?: "waiting"
                case .pending?, .requested?: "pending"
                case .other(let name)?: name.replacingOccurrences(of: "_", with: " ")
                default: "in progress"
                }
            return ("●", Style(.warning, bold: true), word)
        }
        switch conclusion {
        case .success?: return ("✓", Style(.success, bold: true), "success")
        case .failure?: return ("✗", Style(.error, bold: true), "failure")
        case .timedOut?: return ("✗", Style(.error, bold: true), "timed out")
        case .startupFailure?: return ("✗", Style(.error, bold: true), "startup failure")
        case .actionRequired?: return ("!", Style(.warning, bold: true), "action required")
        case .cancelled?: return ("−", .faint, "cancelled")
        case .skipped?: return ("−", .faint, "skipped")
        case .neutral?: return ("−", .faint, "neutral")
        case .stale?: return ("−", .faint, "stale")
        case .other(let name)?: return ("?", .faint, name.replacingOccurrences(of: "_", with: " "))
        case nil: return ("?", .faint, "completed")
        }
    }

    /// The mark and style of a pull request's checks summed up (a list row's); nil for none.
    static func of(_ checks: PullRequestStatus.ChecksState?) -> (mark: String, style: Style)? {
        switch checks {
        case nil: nil
        case .success?: ("✓", Style(.success, bold: true))
        case .failure?, .error?: ("✗", Style(.error, bold: true))
        case .pending?, .expected?: ("●", Style(.warning, bold: true))
        default: ("?", .faint)
        }
    }

    /// Whether a check so concluded failed: what "failed first" sorts by and `f` keeps.
    static func failed(_ conclusion: CheckConclusion?) -> Bool {
        switch conclusion {
        case .failure?, .timedOut?, .startupFailure?, .actionRequired?: true
        default: false
        }
    }
}
