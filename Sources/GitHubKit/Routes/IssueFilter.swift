import Foundation

/// The filters and order of the issue lists; every field left nil is left to GitHub's default.
///
/// ```swift
/// let filter = IssueFilter(state: .closed, labels: ["bug"], sort: .updated, since: lastWeek)
/// let issues = try await github.client.send(GithubRouter.issues.list(owner: "mona", name: "hello", filter: filter))
/// ```
public struct IssueFilter: Sendable, Hashable {
    /// Open (GitHub's default), closed or all.
    public var state: IssueStateFilter?
    /// Only issues with every one of these labels.
    public var labels: [String]
    /// The order.
    public var sort: IssueSort?
    /// The order's direction (GitHub's default: descending).
    public var direction: SortDirection?
    /// Only issues updated at or after this time.
    public var since: Date?
    /// Only issues assigned to this login, `none` (nobody) or `*` (anybody); repository lists only.
    public var assignee: String?
    /// Only issues opened by this login; repository lists only.
    public var creator: String?
    /// Only issues mentioning this login; repository lists only.
    public var mentioned: String?

    /// Creates a filter.
    public init(
        state: IssueStateFilter? = nil, labels: [String] = [], sort: IssueSort? = nil,
        direction: SortDirection? = nil, since: Date? = nil, assignee: String? = nil, creator: String? = nil,
        mentioned: String? = nil
    ) {
        self.state = state
        self.labels = labels
        self.sort = sort
        self.direction = direction
        self.since = since
        self.assignee = assignee
        self.creator = creator
        self.mentioned = mentioned
    }

    /// The query items, in GitHub's documented order.
    var query: [URLQueryItem] {
        QueryItems.item("state", state?.rawValue)
            + QueryItems.item("labels", labels.isEmpty ? nil : labels.joined(separator: ","))
            + QueryItems.item("sort", sort?.rawValue) + QueryItems.item("direction", direction?.rawValue)
            + QueryItems.timestamp("since", since) + QueryItems.item("assignee", assignee)
            + QueryItems.item("creator", creator) + QueryItems.item("mentioned", mentioned)
    }

    /// Throws for a label GitHub's comma list cannot carry, or a login that is not one.
    func validate() throws(GitHubError) {
        for label in labels where label.trimmingCharacters(in: .whitespaces).isEmpty || label.contains(",") {
            throw .invalidInput(
                "\(GitHubNames.quoted(label)) cannot be sent as a label filter: it is empty or has a comma")
        }
        if let assignee, assignee != "none", assignee != "*" {
            try GitHubNames.validateLogin(assignee)
        }
        if let creator { try GitHubNames.validateLogin(creator) }
        if let mentioned { try GitHubNames.validateLogin(mentioned) }
    }
}
