/// The body of `POST /repos/{owner}/{repo}/issues`: a new issue.
public struct NewIssue: Encodable, Sendable, Hashable {
    /// The title; required and not blank.
    public var title: String
    /// The description in Markdown.
    public var body: String?
    /// Logins to assign.
    public var assignees: [String]?
    /// Label names to apply.
    public var labels: [String]?
    /// The number of the milestone to put the issue in.
    public var milestone: Int?

    /// Creates the body of a new issue.
    public init(
        title: String, body: String? = nil, assignees: [String]? = nil, labels: [String]? = nil,
        milestone: Int? = nil
    ) {
        self.title = title
        self.body = body
        self.assignees = assignees
        self.labels = labels
        self.milestone = milestone
    }
}
