/// Who is asked to review a pull request (`pull-request-review-request`): `GET
/// /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers`.
public struct ReviewRequests: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue

    /// Reads review requests; they need only be an object.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "review requests", codingPath: codingPath)
        self.raw = raw
    }

    /// The users asked; users without a login or ID are left out.
    public var users: [SimpleUser]? { raw.models("users") }
    /// The teams asked (`team` objects: `slug`, `name`, `id`, ...), as sent.
    public var teams: [JSONValue]? { raw["teams"]?.array }
}
