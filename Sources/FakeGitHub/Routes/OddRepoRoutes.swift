/// The routes of ``OddRepos``: the repository, its README and its lists (all empty), with the
/// answers GitHub gives for issues turned off (410), an empty repository (409) and a private
/// repository asked for without a token (404), the long thread's issue and comments, and the
/// huge README. Listed before ``RepoRoutes``, which knows none of them.
struct OddRepoRoutes: RouteGroup {
    private static let docs = RouteContext.docs

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        guard segments.count >= 3, segments[0] == "repos",
            let repo = OddRepos.repo(owner: segments[1], name: segments[2], world: context.world)
        else { return nil }
        let isPrivate = repo.name == OddRepos.secret
        if isPrivate && context.viewer == nil {
            return .failure(.notFound("\(docs)/repos/repos#get-a-repository"))
        }
        let base = "/repos/\(repo.fullName)"
        switch Array(segments.dropFirst(3)) {
        case []:
            var json = repo.fullJSON(permissions: nil, parent: nil)
            if isPrivate, case .object(let members) = json {
                let privately = members.map { member in
                    switch member.key {
                    case "private": ("private", JSONValue.bool(true))
                    case "visibility": ("visibility", JSONValue.string("private"))
                    default: member
                    }
                }
                json = .object(privately + [("temp_clone_token", .string(OddRepos.cloneToken))])
            }
            return .object(json, lastModified: repo.updatedAt)
        case ["readme"]:
            if repo.name == OddRepos.empty {
                return .failure(
                    APIError(
                        status: 409, message: "This repository is empty.",
                        documentationURL: "\(docs)/repos/contents#get-a-repository-readme"))
            }
            let text = repo.name == OddRepos.hugeReadme ? HugeReadme.text : WorldText.readme(for: repo)
            return .object(
                RepoRoutes.readmeJSON(text, repo: repo, repos: context.world.repos), lastModified: nil)
        case let rest where rest.first == "contents" && repo.name == OddRepos.empty:
            return .failure(
                APIError(
                    status: 409, message: "This repository is empty.",
                    documentationURL: "\(docs)/repos/contents#get-repository-content"))
        case let rest
        where rest.count == 1 && ["branches", "tags"].contains(rest[0]) && repo.name == OddRepos.empty:
            // No commits, so no branch and no tag: an empty list, as GitHub answers.
            return .paged([], context, linkPath: "\(base)/\(rest[0])")
        case ["contributors"] where repo.name == OddRepos.empty:
            // GitHub's answer for a repository without commits: nothing at all.
            return .status(204, nil)
        case ["issues"] where repo.name == OddRepos.issuesOff:
            return .failure(
                APIError(
                    status: 410, message: "Issues are disabled for this repo",
                    documentationURL: "\(docs)/issues/issues#list-repository-issues"))
        case ["issues"] where repo.name == OddRepos.longThread:
            return .paged(
                [LongThread.issueJSON(repo, world: context.world)], context, linkPath: "\(base)/issues")
        case ["issues", "1"] where repo.name == OddRepos.longThread:
            return .object(LongThread.issueJSON(repo, world: context.world), lastModified: nil)
        case ["issues", "1", "comments"] where repo.name == OddRepos.longThread:
            // One page built at a time: the other 9,900 comments are never made.
            let page = Page(request: context.request, total: LongThread.commentCount)
            let comments = page.offsets.map { LongThread.commentJSON(repo, offset: $0, world: context.world) }
            return .page(.array(comments), page, linkPath: "\(base)/issues/1/comments")
        case let rest
        where rest.count == 1 && ["issues", "pulls", "releases", "contributors"].contains(rest[0]):
            return .paged([], context, linkPath: "\(base)/\(rest[0])")
        default:
            return .failure(.notFound())
        }
    }
}
