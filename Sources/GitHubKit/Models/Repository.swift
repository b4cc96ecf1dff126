import Foundation

/// A repository: `minimal-repository` from lists, `full-repository` from `GET /repos/{owner}/{repo}`,
/// the reduced objects other answers embed (an event's `{id, name: "owner/repo", url}`, a check
/// suite's `{id, name, url}`, `{id, name, full_name, url}`), or the `repository` of older API versions
/// and Enterprise Server (objects recorded before mid-2012 have no `full_name`). The URL templates
/// are in `Repository+URLs.swift`.
///
/// `temp_clone_token` is a credential: no property surfaces it, and encoding leaves it out (see
/// `GitHubObject`); `raw` still holds it exactly as GitHub sent it.
public struct Repository: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric repository ID.
    public let id: Int
    /// The `owner/name` pair, e.g. `octocat/Hello-World`; derived (see `init(raw:codingPath:)`) when
    /// GitHub left `full_name` out.
    public let fullName: String
    /// The repository name without its owner, e.g. `Hello-World`.
    public let name: String
    /// The owning account's login, e.g. `octocat`: from `owner.login`, or else from `fullName`.
    public let ownerLogin: String
    /// The owning user or organization; nil when GitHub sent no owner or a reduced one (e.g. only a
    /// `login`): `ownerLogin` is always known.
    public let owner: SimpleUser?

    /// Reads a repository. `id` is required. `full_name` is taken as sent or, when missing, derived
    /// from `owner.login` and `name`, from a `name` that is itself `owner/name` (events), or from
    /// `url` (`…/repos/OWNER/NAME`) or `html_url` (`https://HOST/OWNER/NAME`); without any of them
    /// decoding fails naming `full_name`.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a repository", codingPath: codingPath)
        self.raw = raw
        id = try fields.int("id")
        let identity = try RepositoryIdentity(raw, fields: fields)
        fullName = identity.fullName
        name = identity.name
        ownerLogin = identity.ownerLogin
        owner = raw.model("owner")
    }

    /// Whether the repository is private; from `visibility` when GitHub left `private` out.
    public var `private`: Bool { raw["private"]?.bool ?? (visibility == .private) }
    /// Whether the repository is a fork; false when GitHub left it out.
    public var fork: Bool { raw["fork"]?.bool ?? false }
    /// The description; null when unset.
    public var description: String? { raw["description"]?.string }
    /// The homepage as typed by the owner; may be null, empty or not a valid URL.
    public var homepage: String? { raw["homepage"]?.string }
    /// The main language; null when GitHub could not tell.
    public var language: String? { raw["language"]?.string }
    /// The number of forks.
    public var forksCount: Int? { raw["forks_count"]?.int }
    /// The number of stars.
    public var stargazersCount: Int? { raw["stargazers_count"]?.int }
    /// The number of stars (GitHub's historical name for them).
    public var watchersCount: Int? { raw["watchers_count"]?.int }
    /// The size in kilobytes, recomputed hourly.
    public var size: Int? { raw["size"]?.int }
    /// The default branch, e.g. `main`.
    public var defaultBranch: String? { raw["default_branch"]?.string }
    /// The number of open issues and pull requests.
    public var openIssuesCount: Int? { raw["open_issues_count"]?.int }
    /// Whether the repository is a template.
    public var isTemplate: Bool? { raw["is_template"]?.bool }
    /// The topics, e.g. `["swift", "cli"]`.
    public var topics: [String]? { raw["topics"]?.strings }
    /// Whether issues are enabled.
    public var hasIssues: Bool? { raw["has_issues"]?.bool }
    /// Whether projects are enabled.
    public var hasProjects: Bool? { raw["has_projects"]?.bool }
    /// Whether the wiki is enabled.
    public var hasWiki: Bool? { raw["has_wiki"]?.bool }
    /// Whether GitHub Pages is enabled.
    public var hasPages: Bool? { raw["has_pages"]?.bool }
    /// Whether downloads are enabled (deprecated by GitHub).
    public var hasDownloads: Bool? { raw["has_downloads"]?.bool }
    /// Whether discussions are enabled.
    public var hasDiscussions: Bool? { raw["has_discussions"]?.bool }
    /// Whether the repository is archived (read-only).
    public var archived: Bool? { raw["archived"]?.bool }
    /// Whether GitHub has disabled the repository.
    public var disabled: Bool? { raw["disabled"]?.bool }
    /// `public`, `private`, `internal`, or a value GitHub added later.
    public var visibility: RepositoryVisibility? {
        raw["visibility"]?.string.map { RepositoryVisibility($0) }
    }
    /// When something was last pushed; null for an empty repository.
    public var pushedAt: Date? { raw["pushed_at"]?.date }
    /// When the repository was created.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the repository was last updated.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// The caller's permissions; only present for authenticated requests.
    public var permissions: RepositoryPermissions? { raw.model("permissions") }
    /// The caller's role name, e.g. `admin` or `read`, when GitHub includes it.
    public var roleName: String? { raw["role_name"]?.string }
    /// The detected license; null when there is none.
    public var license: License? { raw.model("license") }
    /// The number of forks (duplicate of `forksCount`).
    public var forks: Int? { raw["forks"]?.int }
    /// The number of open issues (duplicate of `openIssuesCount`).
    public var openIssues: Int? { raw["open_issues"]?.int }
    /// The number of stars (duplicate of `watchersCount`).
    public var watchers: Int? { raw["watchers"]?.int }
    /// Whether private forks are allowed.
    public var allowForking: Bool? { raw["allow_forking"]?.bool }
    /// Whether web-based commits must be signed off.
    public var webCommitSignoffRequired: Bool? { raw["web_commit_signoff_required"]?.bool }
    /// Whether head branches are deleted after a merge.
    public var deleteBranchOnMerge: Bool? { raw["delete_branch_on_merge"]?.bool }

    // These come mainly with the full object (`full-repository`) from `GET /repos/{owner}/{repo}`.
    /// The number of watchers.
    public var subscribersCount: Int? { raw["subscribers_count"]?.int }
    /// The number of repositories in the fork network.
    public var networkCount: Int? { raw["network_count"]?.int }
    /// The owning organization, for organization repositories.
    public var organization: SimpleUser? { raw.model("organization") }
    /// The repository this one was forked from, for forks.
    public var parent: Repository? { raw.model("parent") }
    /// The root of the fork network, for forks.
    public var source: Repository? { raw.model("source") }
    /// The template this repository was generated from, when there is one.
    public var templateRepository: Repository? { raw.model("template_repository") }
    /// Whether merge commits are allowed for pull requests.
    public var allowMergeCommit: Bool? { raw["allow_merge_commit"]?.bool }
    /// Whether squash merges are allowed for pull requests.
    public var allowSquashMerge: Bool? { raw["allow_squash_merge"]?.bool }
    /// Whether rebase merges are allowed for pull requests.
    public var allowRebaseMerge: Bool? { raw["allow_rebase_merge"]?.bool }
    /// Whether auto-merge is allowed for pull requests.
    public var allowAutoMerge: Bool? { raw["allow_auto_merge"]?.bool }
    /// Whether a pull request's head branch can always be updated.
    public var allowUpdateBranch: Bool? { raw["allow_update_branch"]?.bool }
}
