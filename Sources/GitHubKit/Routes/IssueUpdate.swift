/// The body of `PATCH /repos/{owner}/{repo}/issues/{number}`: only the fields set are changed.
public struct IssueUpdate: Encodable, Sendable, Hashable {
    /// The new title.
    public var title: String?
    /// The new description in Markdown.
    public var body: String?
    /// `open` or `closed`.
    public var state: IssueState?
    /// Why the issue is closed or reopened (`completed`, `not_planned`, `reopened`).
    public var stateReason: IssueStateReason?
    /// The labels the issue ends up with (replacing the old ones).
    public var labels: [String]?
    /// The logins the issue ends up assigned to (replacing the old ones).
    public var assignees: [String]?

    /// Creates a change; fields left nil are not sent.
    public init(
        title: String? = nil, body: String? = nil, state: IssueState? = nil,
        stateReason: IssueStateReason? = nil, labels: [String]? = nil, assignees: [String]? = nil
    ) {
        self.title = title
        self.body = body
        self.state = state
        self.stateReason = stateReason
        self.labels = labels
        self.assignees = assignees
    }

    private enum CodingKeys: String, CodingKey {
        case title, body, state, stateReason, labels, assignees
    }

    /// Writes the fields that are set, with the state and its reason as GitHub spells them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(body, forKey: .body)
        try container.encodeIfPresent(state?.description, forKey: .state)
        try container.encodeIfPresent(stateReason?.description, forKey: .stateReason)
        try container.encodeIfPresent(labels, forKey: .labels)
        try container.encodeIfPresent(assignees, forKey: .assignees)
    }
}
