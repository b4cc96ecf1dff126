import Foundation

/// A Git commit object (`git-commit`), without GitHub's accounts or diff: `GET
/// /repos/{owner}/{repo}/git/commits/{commit_sha}` and `POST .../git/commits`.
public struct GitCommit: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The commit's SHA.
    public let sha: String

    /// Reads a commit; only `sha` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        sha = try ModelFields(raw, kind: "a Git commit", codingPath: codingPath).string("sha")
    }

    /// The commit message.
    public var message: String? { raw["message"]?.string }
    /// The author's name; from `author.name`.
    public var authorName: String? { raw["author"]?["name"]?.string }
    /// The author's email address; from `author.email`.
    public var authorEmail: String? { raw["author"]?["email"]?.string }
    /// When the change was authored; from `author.date`.
    public var authorDate: Date? { raw["author"]?["date"]?.date }
    /// The committer's name; from `committer.name`.
    public var committerName: String? { raw["committer"]?["name"]?.string }
    /// The committer's email address; from `committer.email`.
    public var committerEmail: String? { raw["committer"]?["email"]?.string }
    /// When the commit was made; from `committer.date`.
    public var committerDate: Date? { raw["committer"]?["date"]?.date }
    /// The SHA of the commit's tree; from `tree.sha`.
    public var treeSha: String? { raw["tree"]?["sha"]?.string }
    /// The SHAs of the parent commits; empty for a root commit.
    public var parentShas: [String]? { raw["parents"]?.array?.compactMap { $0["sha"]?.string } }
    /// Whether GitHub verified the commit's signature; from `verification.verified`.
    public var isVerified: Bool? { raw["verification"]?["verified"]?.bool }
    /// Why the signature is or is not verified, e.g. `valid`, `unsigned`; from `verification.reason`.
    public var verificationReason: String? { raw["verification"]?["reason"]?.string }
    /// The commit's API URL.
    public var url: String? { raw["url"]?.string }
    /// The commit's web page.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
