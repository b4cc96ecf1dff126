/// One milestone of a repository in the fake world.
struct MilestoneRecord: Sendable {
    var id: Int
    var number: Int
    var title: String
    var description: String?
    var isOpen: Bool
    var creator: UserRecord
    var openIssues: Int
    var closedIssues: Int
    var createdAt: Int
    var dueOn: Int?
    var repoFullName: String

    /// GitHub's `milestone` object.
    var json: JSONValue {
        let url = "https://api.github.com/repos/\(repoFullName)/milestones/\(number)"
        return .object([
            ("url", .string(url)),
            ("html_url", .string("https://github.com/\(repoFullName)/milestone/\(number)")),
            ("labels_url", .string("\(url)/labels")),
            ("id", .int(id)),
            ("node_id", .string(IDs.nodeID("MI_", id))),
            ("number", .int(number)),
            ("title", .string(title)),
            ("description", .string(description)),
            ("creator", creator.simpleJSON()),
            ("open_issues", .int(openIssues)),
            ("closed_issues", .int(closedIssues)),
            ("state", .string(isOpen ? "open" : "closed")),
            ("created_at", .string(Timestamp.iso8601(createdAt))),
            ("updated_at", .string(Timestamp.iso8601(createdAt + 86_400))),
            ("due_on", .string(dueOn.map(Timestamp.iso8601))),
            ("closed_at", .string(isOpen ? nil : Timestamp.iso8601(createdAt + 2 * 86_400))),
        ])
    }
}
