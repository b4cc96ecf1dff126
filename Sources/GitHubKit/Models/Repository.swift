import Foundation

// Deliberately not modelled: `temp_clone_token` (a credential, which must never end up in a dump),
// `parent`/`source`/`template_repository` (a repository inside a repository needs boxing and no
// caller needs them yet), `security_and_analysis`, `code_of_conduct` and `custom_properties`.

/// A repository: `minimal-repository` from lists, or `full-repository` from `GET /repos/{owner}/{repo}`.
public struct Repository: Codable, Equatable, Hashable, Sendable {
    /// GitHub's numeric repository ID.
    public let id: Int
    /// The GraphQL node ID.
    public let nodeId: String
    /// The repository name without its owner, e.g. `Hello-World`.
    public let name: String
    /// The `owner/name` pair, e.g. `octocat/Hello-World`.
    public let fullName: String
    /// The owning user or organization.
    public let owner: SimpleUser
    /// Whether the repository is private.
    public let `private`: Bool
    /// The repository's web URL.
    public let htmlUrl: String
    /// The description; null when unset.
    public let description: String?
    /// Whether the repository is a fork.
    public let fork: Bool
    /// The repository's API URL.
    public let url: String
    /// The URI template for tarball and zipball downloads.
    public let archiveUrl: String
    /// The URI template for assignees.
    public let assigneesUrl: String
    /// The URI template for Git blobs.
    public let blobsUrl: String
    /// The URI template for branches.
    public let branchesUrl: String
    /// The URI template for collaborators.
    public let collaboratorsUrl: String
    /// The URI template for commit comments.
    public let commentsUrl: String
    /// The URI template for commits.
    public let commitsUrl: String
    /// The URI template for comparing two refs.
    public let compareUrl: String
    /// The URI template for file contents.
    public let contentsUrl: String
    /// The API URL listing contributors.
    public let contributorsUrl: String
    /// The API URL listing deployments.
    public let deploymentsUrl: String
    /// The API URL listing downloads.
    public let downloadsUrl: String
    /// The API URL listing repository events.
    public let eventsUrl: String
    /// The API URL listing forks.
    public let forksUrl: String
    /// The URI template for Git commit objects.
    public let gitCommitsUrl: String
    /// The URI template for Git refs.
    public let gitRefsUrl: String
    /// The URI template for Git tag objects.
    public let gitTagsUrl: String
    /// The API URL listing webhooks.
    public let hooksUrl: String
    /// The URI template for issue comments.
    public let issueCommentUrl: String
    /// The URI template for issue events.
    public let issueEventsUrl: String
    /// The URI template for issues.
    public let issuesUrl: String
    /// The URI template for deploy keys.
    public let keysUrl: String
    /// The URI template for labels.
    public let labelsUrl: String
    /// The API URL with the language breakdown.
    public let languagesUrl: String
    /// The API URL for merging branches.
    public let mergesUrl: String
    /// The URI template for milestones.
    public let milestonesUrl: String
    /// The URI template for notifications (`{?since,all,participating}`).
    public let notificationsUrl: String
    /// The URI template for pull requests.
    public let pullsUrl: String
    /// The URI template for releases.
    public let releasesUrl: String
    /// The API URL listing stargazers.
    public let stargazersUrl: String
    /// The URI template for commit statuses.
    public let statusesUrl: String
    /// The API URL listing watchers.
    public let subscribersUrl: String
    /// The API URL for the caller's watch subscription.
    public let subscriptionUrl: String
    /// The API URL listing tags.
    public let tagsUrl: String
    /// The API URL listing teams with access.
    public let teamsUrl: String
    /// The URI template for Git trees.
    public let treesUrl: String

    // The fields below are optional in `minimal-repository`, so lists may omit them.
    /// The `git://` clone URL.
    public let gitUrl: String?
    /// The SSH clone address, e.g. `git@github.com:octocat/Hello-World.git`.
    public let sshUrl: String?
    /// The HTTPS clone URL.
    public let cloneUrl: String?
    /// The Subversion URL.
    public let svnUrl: String?
    /// The upstream URL when this is a mirror; null otherwise.
    public let mirrorUrl: String?
    /// The homepage as typed by the owner; may be null, empty or not a valid URL.
    public let homepage: String?
    /// The main language; null when GitHub could not tell.
    public let language: String?
    /// The number of forks.
    public let forksCount: Int?
    /// The number of stars.
    public let stargazersCount: Int?
    /// The number of stars (GitHub's historical name for them).
    public let watchersCount: Int?
    /// The size in kilobytes, recomputed hourly.
    public let size: Int?
    /// The default branch, e.g. `main`.
    public let defaultBranch: String?
    /// The number of open issues and pull requests.
    public let openIssuesCount: Int?
    /// Whether the repository is a template.
    public let isTemplate: Bool?
    /// The topics, e.g. `["swift", "cli"]`.
    public let topics: [String]?
    /// Whether issues are enabled.
    public let hasIssues: Bool?
    /// Whether projects are enabled.
    public let hasProjects: Bool?
    /// Whether the wiki is enabled.
    public let hasWiki: Bool?
    /// Whether GitHub Pages is enabled.
    public let hasPages: Bool?
    /// Whether downloads are enabled (deprecated by GitHub).
    public let hasDownloads: Bool?
    /// Whether discussions are enabled.
    public let hasDiscussions: Bool?
    /// Whether the repository is archived (read-only).
    public let archived: Bool?
    /// Whether GitHub has disabled the repository.
    public let disabled: Bool?
    /// `public`, `private` or `internal`; kept as text so new values still decode.
    public let visibility: String?
    /// When something was last pushed; null for an empty repository.
    public let pushedAt: Date?
    /// When the repository was created.
    public let createdAt: Date?
    /// When the repository was last updated.
    public let updatedAt: Date?
    /// The caller's permissions; only present for authenticated requests.
    public let permissions: RepositoryPermissions?
    /// The caller's role name, e.g. `admin` or `read`, when GitHub includes it.
    public let roleName: String?
    /// The detected license; null when there is none.
    public let license: License?
    /// The number of forks (duplicate of `forksCount`).
    public let forks: Int?
    /// The number of open issues (duplicate of `openIssuesCount`).
    public let openIssues: Int?
    /// The number of stars (duplicate of `watchersCount`).
    public let watchers: Int?
    /// Whether private forks are allowed.
    public let allowForking: Bool?
    /// Whether web-based commits must be signed off.
    public let webCommitSignoffRequired: Bool?
    /// Whether head branches are deleted after a merge.
    public let deleteBranchOnMerge: Bool?

    // These come mainly with the full object (`full-repository`) from `GET /repos/{owner}/{repo}`.
    /// The number of watchers.
    public let subscribersCount: Int?
    /// The number of repositories in the fork network.
    public let networkCount: Int?
    /// The owning organization, for organization repositories.
    public let organization: SimpleUser?
    /// Whether merge commits are allowed for pull requests.
    public let allowMergeCommit: Bool?
    /// Whether squash merges are allowed for pull requests.
    public let allowSquashMerge: Bool?
    /// Whether rebase merges are allowed for pull requests.
    public let allowRebaseMerge: Bool?
    /// Whether auto-merge is allowed for pull requests.
    public let allowAutoMerge: Bool?
    /// Whether a pull request's head branch can always be updated.
    public let allowUpdateBranch: Bool?

    /// Creates a value from its fields, as GitHub would send them.
    public init(
        id: Int,
        nodeId: String,
        name: String,
        fullName: String,
        owner: SimpleUser,
        `private`: Bool,
        htmlUrl: String,
        description: String? = nil,
        fork: Bool,
        url: String,
        archiveUrl: String,
        assigneesUrl: String,
        blobsUrl: String,
        branchesUrl: String,
        collaboratorsUrl: String,
        commentsUrl: String,
        commitsUrl: String,
        compareUrl: String,
        contentsUrl: String,
        contributorsUrl: String,
        deploymentsUrl: String,
        downloadsUrl: String,
        eventsUrl: String,
        forksUrl: String,
        gitCommitsUrl: String,
        gitRefsUrl: String,
        gitTagsUrl: String,
        hooksUrl: String,
        issueCommentUrl: String,
        issueEventsUrl: String,
        issuesUrl: String,
        keysUrl: String,
        labelsUrl: String,
        languagesUrl: String,
        mergesUrl: String,
        milestonesUrl: String,
        notificationsUrl: String,
        pullsUrl: String,
        releasesUrl: String,
        stargazersUrl: String,
        statusesUrl: String,
        subscribersUrl: String,
        subscriptionUrl: String,
        tagsUrl: String,
        teamsUrl: String,
        treesUrl: String,
        gitUrl: String? = nil,
        sshUrl: String? = nil,
        cloneUrl: String? = nil,
        svnUrl: String? = nil,
        mirrorUrl: String? = nil,
        homepage: String? = nil,
        language: String? = nil,
        forksCount: Int? = nil,
        stargazersCount: Int? = nil,
        watchersCount: Int? = nil,
        size: Int? = nil,
        defaultBranch: String? = nil,
        openIssuesCount: Int? = nil,
        isTemplate: Bool? = nil,
        topics: [String]? = nil,
        hasIssues: Bool? = nil,
        hasProjects: Bool? = nil,
        hasWiki: Bool? = nil,
        hasPages: Bool? = nil,
        hasDownloads: Bool? = nil,
        hasDiscussions: Bool? = nil,
        archived: Bool? = nil,
        disabled: Bool? = nil,
        visibility: String? = nil,
        pushedAt: Date? = nil,
        createdAt: Date? = nil,
        updatedAt: Date? = nil,
        permissions: RepositoryPermissions? = nil,
        roleName: String? = nil,
        license: License? = nil,
        forks: Int? = nil,
        openIssues: Int? = nil,
        watchers: Int? = nil,
        allowForking: Bool? = nil,
        webCommitSignoffRequired: Bool? = nil,
        deleteBranchOnMerge: Bool? = nil,
        subscribersCount: Int? = nil,
        networkCount: Int? = nil,
        organization: SimpleUser? = nil,
        allowMergeCommit: Bool? = nil,
        allowSquashMerge: Bool? = nil,
        allowRebaseMerge: Bool? = nil,
        allowAutoMerge: Bool? = nil,
        allowUpdateBranch: Bool? = nil
    ) {
        self.id = id
        self.nodeId = nodeId
        self.name = name
        self.fullName = fullName
        self.owner = owner
        self.`private` = `private`
        self.htmlUrl = htmlUrl
        self.description = description
        self.fork = fork
        self.url = url
        self.archiveUrl = archiveUrl
        self.assigneesUrl = assigneesUrl
        self.blobsUrl = blobsUrl
        self.branchesUrl = branchesUrl
        self.collaboratorsUrl = collaboratorsUrl
        self.commentsUrl = commentsUrl
        self.commitsUrl = commitsUrl
        self.compareUrl = compareUrl
        self.contentsUrl = contentsUrl
        self.contributorsUrl = contributorsUrl
        self.deploymentsUrl = deploymentsUrl
        self.downloadsUrl = downloadsUrl
        self.eventsUrl = eventsUrl
        self.forksUrl = forksUrl
        self.gitCommitsUrl = gitCommitsUrl
        self.gitRefsUrl = gitRefsUrl
        self.gitTagsUrl = gitTagsUrl
        self.hooksUrl = hooksUrl
        self.issueCommentUrl = issueCommentUrl
        self.issueEventsUrl = issueEventsUrl
        self.issuesUrl = issuesUrl
        self.keysUrl = keysUrl
        self.labelsUrl = labelsUrl
        self.languagesUrl = languagesUrl
        self.mergesUrl = mergesUrl
        self.milestonesUrl = milestonesUrl
        self.notificationsUrl = notificationsUrl
        self.pullsUrl = pullsUrl
        self.releasesUrl = releasesUrl
        self.stargazersUrl = stargazersUrl
        self.statusesUrl = statusesUrl
        self.subscribersUrl = subscribersUrl
        self.subscriptionUrl = subscriptionUrl
        self.tagsUrl = tagsUrl
        self.teamsUrl = teamsUrl
        self.treesUrl = treesUrl
        self.gitUrl = gitUrl
        self.sshUrl = sshUrl
        self.cloneUrl = cloneUrl
        self.svnUrl = svnUrl
        self.mirrorUrl = mirrorUrl
        self.homepage = homepage
        self.language = language
        self.forksCount = forksCount
        self.stargazersCount = stargazersCount
        self.watchersCount = watchersCount
        self.size = size
        self.defaultBranch = defaultBranch
        self.openIssuesCount = openIssuesCount
        self.isTemplate = isTemplate
        self.topics = topics
        self.hasIssues = hasIssues
        self.hasProjects = hasProjects
        self.hasWiki = hasWiki
        self.hasPages = hasPages
        self.hasDownloads = hasDownloads
        self.hasDiscussions = hasDiscussions
        self.archived = archived
        self.disabled = disabled
        self.visibility = visibility
        self.pushedAt = pushedAt
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.permissions = permissions
        self.roleName = roleName
        self.license = license
        self.forks = forks
        self.openIssues = openIssues
        self.watchers = watchers
        self.allowForking = allowForking
        self.webCommitSignoffRequired = webCommitSignoffRequired
        self.deleteBranchOnMerge = deleteBranchOnMerge
        self.subscribersCount = subscribersCount
        self.networkCount = networkCount
        self.organization = organization
        self.allowMergeCommit = allowMergeCommit
        self.allowSquashMerge = allowSquashMerge
        self.allowRebaseMerge = allowRebaseMerge
        self.allowAutoMerge = allowAutoMerge
        self.allowUpdateBranch = allowUpdateBranch
    }
}
