import Foundation

/// The routes below `/repos/{owner}/{name}`, and `/user/repos`: `GithubRouter.repos`.
///
/// Releases are in `GithubRouter.releases`, an organization's repositories in `GithubRouter.orgs`.
public struct ReposRoutes: Sendable {
    /// The media type that asks for a file's raw bytes instead of its JSON object.
    public static let rawMediaType = "application/vnd.github.raw+json"
    /// The media type that asks for a file rendered as HTML (Markdown and other markups).
    public static let htmlMediaType = "application/vnd.github.html+json"

    /// `GET /repos/{owner}/{name}`.
    ///
    /// A convenience over the generated `get(owner:repo:)`: the `owner:name:` labels of the other repository
    /// routes.
    public func get(owner: String, name: String) -> Route<Repository> {
        repository(owner, name, [])
    }

    /// `GET /repos/{owner}/{name}/readme`: base64 content (see `Readme.decodedContent`).
    ///
    /// A convenience over the generated `getReadme(owner:repo:ref:)`: a short name for the default branch's
    /// README.
    public func readme(owner: String, name: String) -> Route<Readme> {
        repository(owner, name, ["readme"])
    }

    /// `GET /repos/{owner}/{name}/readme` as the README's raw text (`client.send(_:)` returns it
    /// as a `String`).
    ///
    /// A convenience over the generated `getReadme(owner:repo:ref:media:)`: the raw media type asked for.
    public func readmeText(owner: String, name: String) -> Route<String> {
        repository(owner, name, ["readme"], headers: ["Accept": Self.rawMediaType])
    }

    /// `GET /repos/{owner}/{name}/readme` rendered as HTML by GitHub (`client.send(_:)` returns it
    /// as a `String`).
    ///
    /// A convenience over the generated `getReadme(owner:repo:ref:media:)`: the HTML media type asked for.
    public func readmeHTML(owner: String, name: String) -> Route<String> {
        repository(owner, name, ["readme"], headers: ["Accept": Self.htmlMediaType])
    }

    /// `GET /repos/{owner}/{name}/contents/{path}`: a file's object, or a directory's entries.
    ///
    /// A convenience over the generated `getContent(owner:repo:path:ref:)`: `ref` checked as a Git ref name
    /// before sending.
    ///
    /// - Parameters:
    ///   - path: `/`-separated, each part sent as its own percent-encoded segment (`docs/a b.md`
    ///     is sent as `docs/a%20b.md`); `""` is the root. Empty, `.` and `..` parts are refused.
    ///   - ref: a branch, tag or commit SHA; the default branch when nil.
    public func contents(owner: String, name: String, path: String, ref: String? = nil)
        -> Route<RepositoryContents>
    {
        contents(owner, name, path, ref, headers: [:])
    }

    /// `GET /repos/{owner}/{name}/contents/{path}` as the file's raw text (`client.send(_:)` returns
    /// it as a `String`); `path` and `ref` as in `contents(owner:name:path:ref:)`.
    ///
    /// A convenience over the generated `getContent(owner:repo:path:ref:media:)`: the raw media type asked
    /// for, `ref` checked before sending.
    public func fileText(owner: String, name: String, path: String, ref: String? = nil) -> Route<String> {
        contents(owner, name, path, ref, headers: ["Accept": Self.rawMediaType])
    }

    /// `GET /repos/{owner}/{name}/contents/{path}` as the file's first `count` raw bytes
    /// (`Range: bytes=0-{count - 1}`), for a file too big to read whole (GitHub sends no content
    /// in the object of a file over 1 MB); `path` and `ref` as in `contents(owner:name:path:ref:)`.
    /// A server that ignores the range sends the whole file, so read the answer with
    /// `APIClient.download(_:)` and keep what you need.
    ///
    /// A convenience over the generated `getContent(owner:repo:path:ref:media:)`: the raw media type
    /// and a byte range asked for.
    public func fileStart(owner: String, name: String, path: String, ref: String? = nil, count: Int)
        -> Route<String>
    {
        contents(
            owner, name, path, ref,
            headers: ["Accept": Self.rawMediaType, "Range": "bytes=0-\(max(0, count - 1))"])
    }

    private func contents<Response>(
        _ owner: String, _ name: String, _ path: String, _ ref: String?, headers: [String: String]
    ) -> Route<Response> {
        Route(
            path: ["repos", owner, name, "contents"] + PathValue.segments(ofFilePath: path),
            query: QueryItems.item("ref", ref), headers: headers
        ) { () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try PathValue.validateFilePath(path)
            if let ref { try PathValue.validateRefName(ref, "ref") }
        }
    }

    /// `GET /repos/{owner}/{name}/languages`: bytes of code per language.
    ///
    /// A convenience over the generated `listLanguages(owner:repo:)`: a short name.
    public func languages(owner: String, name: String) -> Route<Languages> {
        repository(owner, name, ["languages"])
    }

    /// `GET /repos/{owner}/{name}/topics`.
    ///
    /// A convenience over the generated `getAllTopics(owner:repo:page:perPage:)`: a short name.
    public func topics(owner: String, name: String) -> Route<Topic> {
        repository(owner, name, ["topics"])
    }

    /// `GET /repos/{owner}/{name}/contributors`, most commits first.
    ///
    /// A convenience over the generated `listContributors(owner:repo:anon:perPage:page:)`: a `Bool` for
    /// `anon`, 100 a page by default.
    ///
    /// - Parameter anonymous: also list commit authors without a GitHub account.
    public func contributors(
        owner: String, name: String, anonymous: Bool = false, page: Int = 1, perPage: Int = Paging.maxPerPage
    ) -> Route<[Contributor]> {
        list(owner, name, "contributors", QueryItems.item("anon", anonymous ? "1" : nil), page, perPage)
    }

    /// `GET /repos/{owner}/{name}/tags`.
    ///
    /// A convenience over the generated `listTags(owner:repo:perPage:page:)`: 100 a page by default.
    public func tags(owner: String, name: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[Tag]>
    {
        list(owner, name, "tags", [], page, perPage)
    }

    /// `GET /repos/{owner}/{name}/branches`.
    ///
    /// A convenience over the generated `listBranches(owner:repo:protected:perPage:page:)`: 100 a page by
    /// default.
    ///
    /// - Parameter protected: only protected (`true`) or unprotected (`false`) branches; all when nil.
    public func branches(
        owner: String, name: String, protected: Bool? = nil, page: Int = 1, perPage: Int = Paging.maxPerPage
    ) -> Route<[ShortBranch]> {
        list(owner, name, "branches", QueryItems.item("protected", protected.map(String.init)), page, perPage)
    }

    /// `GET /repos/{owner}/{name}/branches/{branch}`. A branch such as `feature/x` fills one
    /// segment, sent as `feature%2Fx`; empty, `.` and `..` parts are refused.
    ///
    /// A convenience over the generated `getBranch(owner:repo:branch:)`: the branch checked as a Git ref name
    /// before sending.
    public func branch(owner: String, name: String, branch: String) -> Route<BranchWithProtection> {
        Route(path: ["repos", owner, name, "branches", branch]) { () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try PathValue.validateRefName(branch, "branch name")
        }
    }

    /// `GET /repos/{owner}/{name}/commits`, newest first.
    ///
    /// A convenience over the generated `listCommits(owner:repo:sha:path:author:…)`: 100 a page by default.
    ///
    /// - Parameters:
    ///   - sha: the branch or SHA to start from; the default branch when nil.
    ///   - path: only commits that touch this file or directory.
    ///   - author: only commits by this login or email address.
    ///   - since: only commits after this instant; `until`: only commits before it.
    public func commits(
        owner: String, name: String, sha: String? = nil, path: String? = nil, author: String? = nil,
        since: Date? = nil, until: Date? = nil, page: Int = 1, perPage: Int = Paging.maxPerPage
    ) -> Route<[Commit]> {
        let filters =
            QueryItems.item("sha", sha) + QueryItems.item("path", path) + QueryItems.item("author", author)
            + QueryItems.timestamp("since", since) + QueryItems.timestamp("until", until)
        return list(owner, name, "commits", filters, page, perPage)
    }

    /// `GET /repos/{owner}/{name}/commits/{ref}`: one commit with its stats and files.
    ///
    /// A convenience over the generated `getCommit(owner:repo:ref:page:perPage:)`: a short name.
    ///
    /// `ref` is a SHA, a branch or a tag; a branch such as `feature/x` is sent as its parts, as
    /// GitHub documents for `{ref}` (empty, `.` and `..` parts are refused).
    public func commit(owner: String, name: String, ref: String) -> Route<Commit> {
        Route(path: ["repos", owner, name, "commits"] + PathValue.segments(ofFilePath: ref)) {
            () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try PathValue.validateRefName(ref, "ref")
        }
    }

    /// `GET /repos/{owner}/{name}/forks`.
    ///
    /// A convenience over the generated `listForks(owner:repo:sort:perPage:page:)`: a `ForkSort`, 100 a page
    /// by default.
    public func forks(
        owner: String, name: String, sort: ForkSort? = nil, page: Int = 1, perPage: Int = Paging.maxPerPage
    ) -> Route<[Repository]> {
        list(owner, name, "forks", QueryItems.item("sort", sort?.rawValue), page, perPage)
    }

    /// `GET /user/repos`: the repositories the authenticated user can reach.
    ///
    /// A convenience over the generated `listForAuthenticatedUser(visibility:affiliation:type:…)`: a `Set` of
    /// affiliations, the combinations GitHub refuses caught before sending, 100 a page by default.
    ///
    /// GitHub refuses `type` together with `visibility` or `affiliation`; so does this route,
    /// before anything is sent.
    ///
    /// - Parameter affiliation: any of owner, collaborator and organization member; all when empty.
    public func forAuthenticatedUser(
        visibility: RepositoryListVisibility? = nil, affiliation: Set<RepositoryAffiliation> = [],
        type: RepositoryType? = nil, sort: RepositorySort? = nil, direction: SortDirection? = nil,
        page: Int = 1, perPage: Int = Paging.maxPerPage
    ) -> Route<[Repository]> {
        let affiliations = RepositoryAffiliation.allCases.filter(affiliation.contains).map(\.rawValue)
        let query =
            QueryItems.item("visibility", visibility?.rawValue)
            + QueryItems.item("affiliation", affiliations.isEmpty ? nil : affiliations.joined(separator: ","))
            + QueryItems.item("type", type?.rawValue) + QueryItems.item("sort", sort?.rawValue)
            + QueryItems.item("direction", direction?.rawValue) + Paging.query(page: page, perPage: perPage)
        return Route(path: ["user", "repos"], query: query) { () throws(GitHubError) in
            if let type, visibility != nil || !affiliation.isEmpty {
                throw .invalidInput(
                    "type \(type.rawValue) cannot be combined with visibility or affiliation (GitHub answers 422)"
                )
            }
            if let type, [.forks, .sources].contains(type) {
                throw .invalidInput("type \(type.rawValue) is for organizations' lists, not /user/repos")
            }
            try Paging.validate(page: page, perPage: perPage)
        }
    }

    /// A list below the repository with `filters` ahead of the paging parameters.
    private func list<Item>(
        _ owner: String, _ name: String, _ list: String, _ filters: [URLQueryItem], _ page: Int,
        _ perPage: Int
    ) -> Route<[Item]> {
        Route(
            path: ["repos", owner, name, list], query: filters + Paging.query(page: page, perPage: perPage)
        ) {
            () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try Paging.validate(page: page, perPage: perPage)
        }
    }

    private func repository<Response>(
        _ owner: String, _ name: String, _ rest: [String], headers: [String: String] = [:]
    ) -> Route<Response> {
        Route(path: ["repos", owner, name] + rest, headers: headers) { () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
        }
    }
}
