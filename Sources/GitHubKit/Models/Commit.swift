import Foundation

/// A commit from `GET /repos/{owner}/{repo}/commits` and `.../commits/{ref}` (`commit`).
///
/// The Git data (message, author and committer names and dates) is in the nested `commit` object;
/// `author` and `committer` are the GitHub accounts, null when the email matches none.
public struct Commit: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The commit's SHA.
    public let sha: String

    /// Reads a commit; only `sha` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        sha = try ModelFields(raw, kind: "a commit", codingPath: codingPath).string("sha")
    }

    /// The commit message.
    public var message: String? { raw["commit"]?["message"]?.string }
    /// The Git author's name.
    public var authorName: String? { raw["commit"]?["author"]?["name"]?.string }
    /// The Git author's email address.
    public var authorEmail: String? { raw["commit"]?["author"]?["email"]?.string }
    /// When the change was authored.
    public var authoredAt: Date? { raw["commit"]?["author"]?["date"]?.date }
    /// The Git committer's name.
    public var committerName: String? { raw["commit"]?["committer"]?["name"]?.string }
    /// When the commit was made.
    public var committedAt: Date? { raw["commit"]?["committer"]?["date"]?.date }
    /// The author's GitHub account; nil when GitHub matched none.
    public var author: SimpleUser? { raw.model("author") }
    /// The committer's GitHub account; nil when GitHub matched none.
    public var committer: SimpleUser? { raw.model("committer") }
    /// The SHAs of the parent commits; empty for a root commit.
    public var parentShas: [String] { raw["parents"]?.array?.compactMap { $0["sha"]?.string } ?? [] }
    /// Lines added; only for a single commit.
    public var additions: Int? { raw["stats"]?["additions"]?.int }
    /// Lines removed; only for a single commit.
    public var deletions: Int? { raw["stats"]?["deletions"]?.int }
    /// The paths of the changed files; only for a single commit, empty otherwise.
    public var changedFiles: [String] { raw["files"]?.array?.compactMap { $0["filename"]?.string } ?? [] }
    /// The commit's API URL.
    public var url: String? { raw["url"]?.string }
    /// The commit's web URL.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
}
