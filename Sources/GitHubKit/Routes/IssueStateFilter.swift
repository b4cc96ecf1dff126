/// Which issues or pull requests a list asks for by state.
public enum IssueStateFilter: String, Sendable, Hashable, CaseIterable {
    /// Open ones (GitHub's default).
    case open
    /// Closed ones (for pull requests, merged ones too).
    case closed
    /// Both.
    case all
}
