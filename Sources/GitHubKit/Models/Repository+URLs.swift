// The URL templates, kept verbatim (`{/sha}` and the like are RFC 6570 templates). Any of them may
// be missing from older objects and Enterprise Server, so all are optional.

extension Repository {
    /// The repository's web URL.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// The repository's API URL.
    public var url: String? { raw["url"]?.string }
    /// The URI template for tarball and zipball downloads.
    public var archiveUrl: String? { raw["archive_url"]?.string }
    /// The URI template for assignees.
    public var assigneesUrl: String? { raw["assignees_url"]?.string }
    /// The URI template for Git blobs.
    public var blobsUrl: String? { raw["blobs_url"]?.string }
    /// The URI template for branches.
    public var branchesUrl: String? { raw["branches_url"]?.string }
    /// The URI template for collaborators.
    public var collaboratorsUrl: String? { raw["collaborators_url"]?.string }
    /// The URI template for commit comments.
    public var commentsUrl: String? { raw["comments_url"]?.string }
    /// The URI template for commits.
    public var commitsUrl: String? { raw["commits_url"]?.string }
    /// The URI template for comparing two refs.
    public var compareUrl: String? { raw["compare_url"]?.string }
    /// The URI template for file contents.
    public var contentsUrl: String? { raw["contents_url"]?.string }
    /// The API URL listing contributors.
    public var contributorsUrl: String? { raw["contributors_url"]?.string }
    /// The API URL listing deployments.
    public var deploymentsUrl: String? { raw["deployments_url"]?.string }
    /// The API URL listing downloads.
    public var downloadsUrl: String? { raw["downloads_url"]?.string }
    /// The API URL listing repository events.
    public var eventsUrl: String? { raw["events_url"]?.string }
    /// The API URL listing forks.
    public var forksUrl: String? { raw["forks_url"]?.string }
    /// The URI template for Git commit objects.
    public var gitCommitsUrl: String? { raw["git_commits_url"]?.string }
    /// The URI template for Git refs.
    public var gitRefsUrl: String? { raw["git_refs_url"]?.string }
    /// The URI template for Git tag objects.
    public var gitTagsUrl: String? { raw["git_tags_url"]?.string }
    /// The API URL listing webhooks.
    public var hooksUrl: String? { raw["hooks_url"]?.string }
    /// The URI template for issue comments.
    public var issueCommentUrl: String? { raw["issue_comment_url"]?.string }
    /// The URI template for issue events.
    public var issueEventsUrl: String? { raw["issue_events_url"]?.string }
    /// The URI template for issues.
    public var issuesUrl: String? { raw["issues_url"]?.string }
    /// The URI template for deploy keys.
    public var keysUrl: String? { raw["keys_url"]?.string }
    /// The URI template for labels.
    public var labelsUrl: String? { raw["labels_url"]?.string }
    /// The API URL with the language breakdown.
    public var languagesUrl: String? { raw["languages_url"]?.string }
    /// The API URL for merging branches.
    public var mergesUrl: String? { raw["merges_url"]?.string }
    /// The URI template for milestones.
    public var milestonesUrl: String? { raw["milestones_url"]?.string }
    /// The URI template for notifications (`{?since,all,participating}`).
    public var notificationsUrl: String? { raw["notifications_url"]?.string }
    /// The URI template for pull requests.
    public var pullsUrl: String? { raw["pulls_url"]?.string }
    /// The URI template for releases.
    public var releasesUrl: String? { raw["releases_url"]?.string }
    /// The API URL listing stargazers.
    public var stargazersUrl: String? { raw["stargazers_url"]?.string }
    /// The URI template for commit statuses.
    public var statusesUrl: String? { raw["statuses_url"]?.string }
    /// The API URL listing watchers.
    public var subscribersUrl: String? { raw["subscribers_url"]?.string }
    /// The API URL for the caller's watch subscription.
    public var subscriptionUrl: String? { raw["subscription_url"]?.string }
    /// The API URL listing tags.
    public var tagsUrl: String? { raw["tags_url"]?.string }
    /// The API URL listing teams with access.
    public var teamsUrl: String? { raw["teams_url"]?.string }
    /// The URI template for Git trees.
    public var treesUrl: String? { raw["trees_url"]?.string }
    /// The `git://` clone URL.
    public var gitUrl: String? { raw["git_url"]?.string }
    /// The SSH clone address, e.g. `git@github.com:octocat/Hello-World.git`.
    public var sshUrl: String? { raw["ssh_url"]?.string }
    /// The HTTPS clone URL.
    public var cloneUrl: String? { raw["clone_url"]?.string }
    /// The Subversion URL.
    public var svnUrl: String? { raw["svn_url"]?.string }
    /// The upstream URL when this is a mirror; null otherwise.
    public var mirrorUrl: String? { raw["mirror_url"]?.string }
}
