/// One contributor from `GET /repos/{owner}/{repo}/contributors` (`contributor`).
///
/// With `anon=1` GitHub also lists commit authors without an account: they have no `login` or
/// `id`, only `name`, `email` and `type` `Anonymous`, so nothing here is required.
public struct Contributor: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue

    /// Reads a contributor; nothing is required (anonymous contributors have no login).
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "a contributor", codingPath: codingPath)
        self.raw = raw
    }

    /// The account's login; nil for an anonymous contributor.
    public var login: String? { raw["login"]?.string }
    /// GitHub's numeric account ID; nil for an anonymous contributor.
    public var id: Int? { raw["id"]?.int }
    /// `User`, `Bot`, `Organization`, or `Anonymous` for an author without an account.
    public var type: AccountType? { raw["type"]?.string.map { AccountType($0) } }
    /// Whether the contributor has no GitHub account.
    public var isAnonymous: Bool { login == nil || type == "Anonymous" }
    /// The number of commits; 0 when GitHub sent none.
    public var contributions: Int { raw["contributions"]?.int ?? 0 }
    /// The commit author's name; only for anonymous contributors.
    public var name: String? { raw["name"]?.string }
    /// The commit author's email address; only for anonymous contributors.
    public var email: String? { raw["email"]?.string }
    /// The avatar image URL.
    public var avatarUrl: String? { raw["avatar_url"]?.string }
    /// The profile's web URL.
    public var htmlUrl: String? { raw["html_url"]?.string }
}
