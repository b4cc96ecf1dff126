import Foundation

/// One repository in the fake world, with everything needed to render GitHub's repository shapes.
struct RepoRecord: Sendable {
    /// A `license-simple` object as GitHub embeds it in repositories.
    struct License: Sendable {
        var key: String
        var name: String
        var spdxID: String
        var url: String?
        var nodeID: String

        static let mit = License(
            key: "mit", name: "MIT License", spdxID: "MIT",
            url: "https://api.github.com/licenses/mit", nodeID: "MDc6TGljZW5zZTEz")
        static let apache = License(
            key: "apache-2.0", name: "Apache License 2.0", spdxID: "Apache-2.0",
            url: "https://api.github.com/licenses/apache-2.0", nodeID: "MDc6TGljZW5zZTI=")
        static let gpl = License(
            key: "gpl-3.0", name: "GNU General Public License v3.0", spdxID: "GPL-3.0",
            url: "https://api.github.com/licenses/gpl-3.0", nodeID: "MDc6TGljZW5zZTk=")
        static let bsd = License(
            key: "bsd-3-clause", name: "BSD 3-Clause \"New\" or \"Revised\" License",
            spdxID: "BSD-3-Clause", url: "https://api.github.com/licenses/bsd-3-clause",
            nodeID: "MDc6TGljZW5zZTU=")
        // GitHub sends a null url for licenses it cannot identify.
        static let other = License(
            key: "other", name: "Other", spdxID: "NOASSERTION", url: nil, nodeID: "MDc6TGljZW5zZTA=")

        var json: JSONValue {
            .object([
                ("key", .string(key)),
                ("name", .string(name)),
                ("spdx_id", .string(spdxID)),
                ("url", .string(url)),
                ("node_id", .string(nodeID)),
            ])
        }
    }

    var owner: UserRecord
    /// Position in the owner's repository list.
    var index: Int
    var name: String
    var id: Int
    var description: String?
    var homepage: String?
    var language: String?
    var license: License?
    var fork = false
    /// `owner/name` of the repository this one was forked from.
    var parentFullName: String?
    var archived = false
    var isTemplate = false
    var topics: [String] = []
    var stargazers = 0
    var forks = 0
    var openIssues = 0
    var subscribers = 0
    var size = 0
    var hasIssues = true
    var hasProjects = true
    var hasWiki = true
    var hasPages = false
    var hasDownloads = true
    var hasDiscussions = false
    var defaultBranch = "main"
    var createdAt: Int
    var updatedAt: Int
    var pushedAt: Int
    var hasReadme = true

    var fullName: String { "\(owner.login)/\(name)" }

    var nodeID: String {
        Data("010:Repository\(id)".utf8).base64EncodedString()
    }

    /// The `minimal-repository` object of list endpoints.
    ///
    /// - Parameter permissions: the viewer's permissions; GitHub only sends them to signed-in callers.
    func minimalJSON(permissions: JSONValue?) -> JSONValue {
        .object(members(permissions: permissions))
    }

    /// Whether pull requests may be merged with `method` (`merge`, `squash` or `rebase`): every
    /// method everywhere, but only squash in ``PullSamples/squashOnlyRepository``.
    func allowsMerge(method: String) -> Bool {
        method == "squash" || fullName != PullSamples.squashOnlyRepository
    }

    /// The `full-repository` object of `GET /repos/{owner}/{repo}`.
    func fullJSON(permissions: JSONValue?, parent: RepoRecord?) -> JSONValue {
        var result = members(permissions: permissions)
        result += [
            ("allow_merge_commit", .bool(allowsMerge(method: "merge"))),
            ("allow_squash_merge", .bool(allowsMerge(method: "squash"))),
            ("allow_rebase_merge", .bool(allowsMerge(method: "rebase"))),
        ]
        if permissions != nil {
            result.append(("temp_clone_token", .string("")))
        }
        if owner.isOrganization {
            result.append(("organization", owner.simpleJSON()))
        }
        if let parent {
            // GitHub embeds the parent and the network root; here they are the same repository.
            let embedded = parent.fullJSON(permissions: permissions, parent: nil)
            result.append(("parent", embedded))
            result.append(("source", embedded))
        }
        result.append(("network_count", .int(forks)))
        result.append(("subscribers_count", .int(subscribers)))
        return .object(result)
    }

    private func members(permissions: JSONValue?) -> [(key: String, value: JSONValue)] {
        let url = "https://api.github.com/repos/\(fullName)"
        let html = "https://github.com/\(fullName)"
        var result: [(key: String, value: JSONValue)] = [
            ("id", .int(id)),
            ("node_id", .string(nodeID)),
            ("name", .string(name)),
            ("full_name", .string(fullName)),
            ("private", .bool(false)),
            ("owner", owner.simpleJSON()),
            ("html_url", .string(html)),
            ("description", .string(description)),
            ("fork", .bool(fork)),
            ("url", .string(url)),
        ]
        let templates: [(String, String)] = [
            ("forks_url", "/forks"), ("keys_url", "/keys{/key_id}"),
            ("collaborators_url", "/collaborators{/collaborator}"), ("teams_url", "/teams"),
            ("hooks_url", "/hooks"), ("issue_events_url", "/issues/events{/number}"),
            ("events_url", "/events"), ("assignees_url", "/assignees{/user}"),
            ("branches_url", "/branches{/branch}"), ("tags_url", "/tags"),
            ("blobs_url", "/git/blobs{/sha}"), ("git_tags_url", "/git/tags{/sha}"),
            ("git_refs_url", "/git/refs{/sha}"), ("trees_url", "/git/trees{/sha}"),
            ("statuses_url", "/statuses/{sha}"), ("languages_url", "/languages"),
            ("stargazers_url", "/stargazers"), ("contributors_url", "/contributors"),
            ("subscribers_url", "/subscribers"), ("subscription_url", "/subscription"),
            ("commits_url", "/commits{/sha}"), ("git_commits_url", "/git/commits{/sha}"),
            ("comments_url", "/comments{/number}"), ("issue_comment_url", "/issues/comments{/number}"),
            ("contents_url", "/contents/{+path}"), ("compare_url", "/compare/{base}...{head}"),
            ("merges_url", "/merges"), ("archive_url", "/{archive_format}{/ref}"),
            ("downloads_url", "/downloads"), ("issues_url", "/issues{/number}"),
            ("pulls_url", "/pulls{/number}"), ("milestones_url", "/milestones{/number}"),
            ("notifications_url", "/notifications{?since,all,participating}"),
            ("labels_url", "/labels{/name}"), ("releases_url", "/releases{/id}"),
            ("deployments_url", "/deployments"),
        ]
        for (key, suffix) in templates {
            result.append((key, .string(url + suffix)))
        }
        result += [
            ("created_at", .string(Timestamp.iso8601(createdAt))),
            ("updated_at", .string(Timestamp.iso8601(updatedAt))),
            ("pushed_at", .string(Timestamp.iso8601(pushedAt))),
            ("git_url", .string("git://github.com/\(fullName).git")),
            ("ssh_url", .string("git@github.com:\(fullName).git")),
            ("clone_url", .string("\(html).git")),
            ("svn_url", .string(html)),
            ("homepage", .string(homepage)),
            ("size", .int(size)),
            ("stargazers_count", .int(stargazers)),
            ("watchers_count", .int(stargazers)),
            ("language", .string(language)),
            ("has_issues", .bool(hasIssues)),
            ("has_projects", .bool(hasProjects)),
            ("has_downloads", .bool(hasDownloads)),
            ("has_wiki", .bool(hasWiki)),
            ("has_pages", .bool(hasPages)),
            ("has_discussions", .bool(hasDiscussions)),
            ("forks_count", .int(forks)),
            ("mirror_url", .null),
            ("archived", .bool(archived)),
            ("disabled", .bool(false)),
            ("open_issues_count", .int(openIssues)),
            ("license", license?.json ?? .null),
            ("allow_forking", .bool(true)),
            ("is_template", .bool(isTemplate)),
            ("web_commit_signoff_required", .bool(false)),
            ("topics", .array(topics.map { .string($0) })),
            ("visibility", .string("public")),
            ("forks", .int(forks)),
            ("open_issues", .int(openIssues)),
            ("watchers", .int(stargazers)),
            ("default_branch", .string(defaultBranch)),
        ]
        if let permissions {
            result.append(("permissions", permissions))
        }
        return result
    }
}
