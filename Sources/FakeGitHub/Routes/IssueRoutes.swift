/// The issues' routes: a repository's issues (with their comments, labels and reactions), its
/// labels, and the authenticated user's and organizations' issue lists (`/issues`,
/// `/user/issues`, `/orgs/{org}/issues`).
struct IssueRoutes: RouteGroup {
    private static let docs = "\(RouteContext.docs)/issues"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        if segments == ["issues"] || segments == ["user", "issues"] {
            return viewerIssues(context, org: nil)
        }
        if segments.count == 3, segments[0] == "orgs", segments[2] == "issues" {
            guard let org = context.world.users.user(login: segments[1]), org.isOrganization else {
                return .failure(
                    .notFound("\(docs)/issues#list-organization-issues-assigned-to-the-authenticated-user"))
            }
            return viewerIssues(context, org: org)
        }
        guard segments.count >= 4, segments[0] == "repos", segments[3] == "issues" || segments[3] == "labels"
        else {
            return nil
        }
        guard let repo = context.world.repos.repo(owner: segments[1], name: segments[2]) else {
            return .failure(.notFound("\(docs)/issues#list-repository-issues"))
        }
        let catalog = context.world.issues
        let base = "/repos/\(repo.fullName)"
        switch Array(segments.dropFirst(3)) {
        case ["labels"]:
            return .paged(catalog.labels(of: repo).map(\.json), context, linkPath: "\(base)/labels")
        case ["issues"]:
            do {
                let query = try IssueListQuery(context.request)
                let issues = query.apply(context.issues(of: repo))
                return .paged(issues.map { $0.json() }, context, linkPath: "\(base)/issues")
            } catch {
                return .failure(error)
            }
        case let rest where rest.count == 3 && rest[1] == "comments":
            guard let id = Int(rest[2]), let comment = context.comment(of: repo, id: id) else {
                return .failure(.notFound("\(docs)/comments#get-an-issue-comment"))
            }
            return .object(comment.json, lastModified: comment.updatedAt)
        case let rest where rest.count == 2 || rest.count == 3:
            guard let number = Int(rest[1]), let issue = context.issue(of: repo, number: number) else {
                return .failure(.notFound("\(docs)/issues#get-an-issue"))
            }
            return issueMember(
                issue, rest.count == 3 ? rest[2] : nil, context, base: "\(base)/issues/\(number)")
        default:
            return nil
        }
    }

    /// `…/issues/{number}` itself (`member` nil) or its comments, labels or reactions.
    private static func issueMember(
        _ issue: IssueRecord, _ member: String?, _ context: RouteContext, base: String
    )
        -> RouteOutcome?
    {
        let catalog = context.world.issues
        switch member {
        case nil:
            return .object(issue.json(closedBy: true), lastModified: issue.updatedAt)
        case "comments"?:
            let since = context.request.queryValue("since").flatMap(Timestamp.epoch(iso8601:))
            let comments = context.comments(of: issue).filter { comment in
                since.map { comment.updatedAt >= $0 } ?? true
            }
            return .paged(comments.map(\.json), context, linkPath: "\(base)/comments")
        case "labels"?:
            return .paged(issue.labels.map(\.json), context, linkPath: "\(base)/labels")
        case "reactions"?:
            let content = context.request.queryValue("content")
            let reactions = catalog.reactions(of: issue).filter { content == nil || $0.content == content }
            let json = reactions.map { reaction in
                JSONValue.object([
                    ("id", .int(reaction.id)),
                    ("node_id", .string(IDs.nodeID("REA_", reaction.id))),
                    ("user", reaction.user.simpleJSON()),
                    ("content", .string(reaction.content)),
                    ("created_at", .string(Timestamp.iso8601(reaction.createdAt))),
                ])
            }
            return .paged(json, context, linkPath: "\(base)/reactions")
        default:
            return nil
        }
    }

    /// `/issues`, `/user/issues` or `/orgs/{org}/issues`: the viewer's issues by `filter`, each
    /// with its repository.
    private static func viewerIssues(_ context: RouteContext, org: UserRecord?) -> RouteOutcome {
        guard let viewer = context.viewer else {
            return .failure(
                .requiresAuthentication("\(docs)/issues#list-issues-assigned-to-the-authenticated-user"))
        }
        let query: IssueListQuery
        do {
            query = try IssueListQuery(context.request)
        } catch {
            return .failure(error)
        }
        let scope = context.request.queryValue("filter") ?? "assigned"
        let catalog = context.world.issues
        let repos = catalog.reposWithIssues.filter { repo in
            org.map { repo.owner.id == $0.id } ?? (repo.owner.id == viewer.id || repo.owner.isOrganization)
        }
        let candidates = repos.flatMap { context.issues(of: $0) }.filter {
            issue in
            let assigned = issue.assignees.contains { $0.id == viewer.id }
            let created = issue.author.id == viewer.id
            let mentioned = issue.body?.lowercased().contains("@\(viewer.login.lowercased())") ?? false
            switch scope {
            case "created": return created
            case "mentioned": return mentioned
            case "subscribed": return assigned || created || mentioned
            case "repos", "all": return true
            default: return assigned
            }
        }
        let issues = query.apply(candidates).map { issue in
            issue.json(extra: [("repository", issue.repo.minimalJSON(permissions: nil))])
        }
        let linkPath = org.map { "/orgs/\($0.login)/issues" } ?? "/" + context.segments.joined(separator: "/")
        return .paged(issues, context, linkPath: linkPath)
    }
}
