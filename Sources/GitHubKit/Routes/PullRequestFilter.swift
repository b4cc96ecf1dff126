import Foundation

/// The filters and order of `GET /repos/{owner}/{repo}/pulls`; every field left nil is left to
/// GitHub's default.
public struct PullRequestFilter: Sendable, Hashable {
    /// Open (GitHub's default), closed (merged ones included) or all.
    public var state: IssueStateFilter?
    /// Only pull requests from this branch, written `user:ref-name` or `organization:ref-name`.
    public var head: String?
    /// Only pull requests into this branch, e.g. `main`.
    public var base: String?
    /// The order.
    public var sort: PullRequestSort?
    /// The order's direction (GitHub's default: descending).
    public var direction: SortDirection?

    /// Creates a filter.
    public init(
        state: IssueStateFilter? = nil, head: String? = nil, base: String? = nil,
        sort: PullRequestSort? = nil,
        direction: SortDirection? = nil
    ) {
        self.state = state
        self.head = head
        self.base = base
        self.sort = sort
        self.direction = direction
    }

    /// The query items, in GitHub's documented order.
    var query: [URLQueryItem] {
        QueryItems.item("state", state?.rawValue) + QueryItems.item("head", head)
            + QueryItems.item("base", base)
            + QueryItems.item("sort", sort?.rawValue) + QueryItems.item("direction", direction?.rawValue)
    }

    /// Throws for a `head` without its owner or a blank branch name.
    func validate() throws(GitHubError) {
        if let head {
            let parts = head.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[1].isEmpty else {
                throw .invalidInput("head must be written owner:branch (got \(GitHubNames.quoted(head)))")
            }
            try GitHubNames.validateLogin(String(parts[0]))
        }
        if let base, base.trimmingCharacters(in: .whitespaces).isEmpty {
            throw .invalidInput("base must name a branch")
        }
    }
}
