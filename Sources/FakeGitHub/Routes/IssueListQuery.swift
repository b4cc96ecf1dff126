import Foundation

/// The filters and order of GitHub's issue lists, read from a request: `state`, `labels`,
/// `sort`, `direction`, `since`, and for a repository's list `assignee`, `creator` and `mentioned`.
struct IssueListQuery {
    var state = "open"
    var labels: [String] = []
    var sort = "created"
    var ascending = false
    var since: Int?
    var assignee: String?
    var creator: String?
    var mentioned: String?

    /// Reads the query; a `since` that is not ISO 8601 is an error, as on GitHub.
    init(_ request: IncomingRequest) throws(APIError) {
        if let value = request.queryValue("state"), ["open", "closed", "all"].contains(value) {
            state = value
        }
        labels =
            request.queryValue("labels")?.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            }.filter { !$0.isEmpty } ?? []
        if let value = request.queryValue("sort"), ["created", "updated", "comments"].contains(value) {
            sort = value
        }
        ascending = request.queryValue("direction") == "asc"
        if let value = request.queryValue("since") {
            guard let epoch = Timestamp.epoch(iso8601: value) else {
                throw APIError(
                    status: 422, message: "Invalid value for `since`: \(value) is not an ISO 8601 timestamp",
                    documentationURL: "\(RouteContext.docs)/issues/issues#list-repository-issues")
            }
            since = epoch
        }
        assignee = request.queryValue("assignee")?.lowercased()
        creator = request.queryValue("creator")?.lowercased()
        mentioned = request.queryValue("mentioned")?.lowercased()
    }

    /// Whether `issue` passes every filter.
    func admits(_ issue: IssueRecord) -> Bool {
        guard state == "all" || (state == "open") == issue.isOpen else { return false }
        let names = Set(issue.labels.map { $0.name.lowercased() })
        guard labels.allSatisfy(names.contains) else { return false }
        if let since, issue.updatedAt < since { return false }
        switch assignee {
        case nil: break
        case "none": if !issue.assignees.isEmpty { return false }
        case "*": if issue.assignees.isEmpty { return false }
        case let login?:
            if !issue.assignees.contains(where: { $0.login.lowercased() == login }) { return false }
        }
        if let creator, issue.author.login.lowercased() != creator { return false }
        if let mentioned, !(issue.body?.lowercased().contains("@\(mentioned)") ?? false) { return false }
        return true
    }

    /// The issues that pass, in the order asked for (ties by number).
    func apply(_ issues: [IssueRecord]) -> [IssueRecord] {
        issues.filter(admits).sorted { lhs, rhs in
            let keys: (Int, Int) =
                switch sort {
                case "updated": (lhs.updatedAt, rhs.updatedAt)
                case "comments": (lhs.commentCount, rhs.commentCount)
                default: (lhs.createdAt, rhs.createdAt)
                }
            let left = (keys.0, lhs.id)
            let right = (keys.1, rhs.id)
            return ascending ? left < right : left > right
        }
    }
}
