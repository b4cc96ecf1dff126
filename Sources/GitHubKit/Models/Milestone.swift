import Foundation

/// A milestone that issues and pull requests are grouped under (`milestone`).
public struct Milestone: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The milestone's number in its repository: what the API and the web address it by.
    public let number: Int

    /// Reads a milestone; only `number` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a milestone", codingPath: codingPath)
        self.raw = raw
        number = try fields.int("number")
    }

    /// GitHub's numeric milestone ID; nil for milestones recorded before GitHub sent one (2011).
    public var id: Int? { raw["id"]?.int }

    /// The title, e.g. `v1.0`.
    public var title: String? { raw["title"]?.string }
    /// The description; null when unset.
    public var description: String? { raw["description"]?.string }
    /// `open` or `closed`.
    public var state: IssueState? { raw["state"]?.string.map { IssueState($0) } }
    /// Who created the milestone; null for a deleted account.
    public var creator: SimpleUser? { raw.model("creator") }
    /// The number of open issues in the milestone.
    public var openIssues: Int? { raw["open_issues"]?.int }
    /// The number of closed issues in the milestone.
    public var closedIssues: Int? { raw["closed_issues"]?.int }
    /// The web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// When the milestone was created.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the milestone was last updated.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// When the milestone was closed; null while open.
    public var closedAt: Date? { raw["closed_at"]?.date }
    /// When the milestone is due; null when it has no due date.
    public var dueOn: Date? { raw["due_on"]?.date }
}
