import Foundation

/// The pull requests' routes: `/repos/{owner}/{repo}/pulls` and, below one pull request, its
/// files, commits, reviews, review comments and merge status.
struct PullRoutes: RouteGroup {
    private static let docs = "\(RouteContext.docs)/pulls"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        guard segments.count >= 4, segments.count <= 6, segments[0] == "repos", segments[3] == "pulls" else {
            return nil
        }
        guard let repo = context.world.repos.repo(owner: segments[1], name: segments[2]) else {
            return .failure(.notFound("\(docs)/pulls#list-pull-requests"))
        }
        let catalog = context.world.issues
        let base = "/repos/\(repo.fullName)/pulls"
        guard segments.count > 4 else {
            return .paged(
                list(context.issues(of: repo), context.request).map { $0.pullJSON(full: false) }, context,
                linkPath: base)
        }
        // The pull request as writes left it; its world reviews and comments were made on the
        // world's, so they keep its head commit.
        guard let number = Int(segments[4]), let pull = context.issue(of: repo, number: number),
            pull.pull != nil
        else {
            return .failure(.notFound("\(docs)/pulls#get-a-pull-request"))
        }
        let original = catalog.issue(of: repo, number: number) ?? pull
        let linkPath = "\(base)/\(number)/\(segments.count == 6 ? segments[5] : "")"
        switch segments.count == 6 ? segments[5] : nil {
        case nil:
            if let format = PullDiff.format(accept: context.request.headers["accept"]) {
                return PullDiff.answer(pull, files: catalog.files(of: pull), format: format)
            }
            return .object(pull.pullJSON(full: true), lastModified: pull.updatedAt)
        case "files"?: return EventRoutes.page(catalog.filesJSON(of: pull), context, linkPath: linkPath)
        case "commits"?: return .paged(catalog.commitsJSON(of: pull), context, linkPath: linkPath)
        case "reviews"?:
            let written = writtenReviews(of: pull, context).map { $0.json(on: pull) }
            return .paged(catalog.reviewsJSON(of: original) + written, context, linkPath: linkPath)
        case "comments"?:
            let written = writtenReviews(of: pull, context).filter { !$0.isPending }.flatMap { review in
                review.comments.map { $0.json(of: review, on: pull) }
            }
            return .paged(catalog.reviewCommentsJSON(of: original) + written, context, linkPath: linkPath)
        case "merge"?:
            guard pull.pull?.merged == true else {
                return .failure(.notFound("\(docs)/pulls#check-if-a-pull-request-has-been-merged"))
            }
            return .document(
                status: 204, contentType: "application/json; charset=utf-8", body: Data(), etag: nil)
        default: return nil
        }
    }

    /// The reviews written on `pull` through the API, oldest first; a pending one only when its
    /// author asks, as GitHub shows it.
    private static func writtenReviews(of pull: IssueRecord, _ context: RouteContext) -> [PullEdits.Review] {
        context.changes.current.pulls.reviews(on: PullEdits.key(of: pull)).filter {
            !$0.isPending || $0.author.id == context.viewer?.id
        }
    }

    /// `pulls` filtered by `state`, `head` (`owner:branch`) and `base`, ordered by `sort` and `direction`.
    private static func list(_ pulls: [IssueRecord], _ request: IncomingRequest) -> [IssueRecord] {
        let state = request.queryValue("state") ?? "open"
        let head = request.queryValue("head")?.lowercased()
        let base = request.queryValue("base")
        let sort = request.queryValue("sort") ?? "created"
        let ascending = request.queryValue("direction").map { $0 == "asc" } ?? (sort == "long-running")
        let kept = pulls.filter { issue in
            guard let pull = issue.pull else { return false }
            if state != "all", (state == "open") != issue.isOpen { return false }
            if let head, "\(issue.repo.owner.login):\(pull.headRef)".lowercased() != head { return false }
            if let base, pull.baseRef != base { return false }
            return true
        }
        return kept.sorted { lhs, rhs in
            let keys: (Int, Int) =
                switch sort {
                case "updated": (lhs.updatedAt, rhs.updatedAt)
                case "popularity": (lhs.commentCount, rhs.commentCount)
                default: (lhs.createdAt, rhs.createdAt)
                }
            return ascending ? (keys.0, lhs.id) < (keys.1, rhs.id) : (keys.0, lhs.id) > (keys.1, rhs.id)
        }
    }
}
