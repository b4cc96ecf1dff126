/// A commit's checks: `GET /repos/{owner}/{repo}/commits/{ref}/check-runs` (`{total_count,
/// check_runs}`, filtered by `status`, `check_name` and `filter=latest|all`) and `GET
/// …/commits/{ref}/status` (the combined status).
///
/// Listed before ``RepoDetailRoutes``, which answers every other path below `commits/`.
struct CheckRoutes: RouteGroup {
    private static let docs = RouteContext.docs

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        guard segments.count == 6, segments[0] == "repos", segments[3] == "commits",
            ["check-runs", "status"].contains(segments[5])
        else { return nil }
        let isStatus = segments[5] == "status"
        let docs =
            isStatus
            ? "\(Self.docs)/commits/statuses#get-the-combined-status-for-a-specific-reference"
            : "\(Self.docs)/checks/runs#list-check-runs-for-a-git-reference"
        guard let repo = context.repository else { return .failure(.notFound(docs)) }
        let catalog = CheckCatalog(actions: context.actions(of: repo))
        guard let commit = catalog.commit(segments[4]) else {
            return .failure(
                APIError(
                    status: 422, message: "No commit found for SHA: \(segments[4])", documentationURL: docs))
        }
        guard isStatus else {
            let request = context.request
            let status = request.queryValue("status")
            let name = request.queryValue("check_name")
            let runs = catalog.checkRuns(of: commit, all: request.queryValue("filter") == "all").filter {
                (status == nil || $0.status == status) && (name == nil || $0.name == name)
            }
            return context.countedPage(runs.map(\.json), key: "check_runs")
        }
        let statuses = catalog.statuses(of: commit)
        let api = "https://api.github.com/repos/\(repo.fullName)"
        let page = Page(request: context.request, total: statuses.count)
        return .page(
            .object([
                ("state", .string(CheckCatalog.combinedState(statuses.map(\.state)))),
                ("statuses", .array(statuses[page.offsets].map(\.json))),
                ("sha", .string(commit.sha)),
                ("total_count", .int(statuses.count)),
                ("repository", repo.minimalJSON(permissions: nil)),
                ("commit_url", .string("\(api)/commits/\(commit.sha)")),
                ("url", .string("\(api)/commits/\(commit.sha)/status")),
            ]), page, linkPath: context.ownPath)
    }
}
