import Foundation

/// GitHub Actions reads below `/repos/{owner}/{repo}/actions`: workflows, workflow runs (filtered
/// by `status`, `branch`, `event`, `actor` and `head_sha`, newest first), one run, its jobs, one
/// job, and a job's log, which is a 302 to the log storage host (``StorageRoutes``).
struct ActionsRoutes: RouteGroup {
    private static let docs = "\(RouteContext.docs)/actions"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        guard segments.count >= 5, segments.count <= 7, segments[0] == "repos", segments[3] == "actions"
        else {
            return nil
        }
        let rest = Array(segments.dropFirst(4))
        guard let repo = context.world.repos.repo(owner: segments[1], name: segments[2]) else {
            return .failure(.notFound(docs))
        }
        let catalog = context.actions(of: repo)
        switch rest.count == 1 ? rest[0] : rest.count == 3 ? "\(rest[0])/\(rest[2])" : rest[0] {
        case "workflows" where rest.count == 1:
            return context.countedPage(
                catalog.hasRuns ? Workflow.all.map { workflowJSON($0, repo) } : [], key: "workflows")
        case "runs" where rest.count == 1:
            return context.countedPage(
                runs(catalog, context.request).map { $0.run.json() }, key: "workflow_runs")
        case "runs" where rest.count == 2:
            guard let history = Int(rest[1]).flatMap(catalog.history(id:)) else {
                return .failure(.notFound("\(docs)/workflow-runs#get-a-workflow-run"))
            }
            return .object(history.run.json(), lastModified: nil)
        case "runs/jobs":
            guard let history = Int(rest[1]).flatMap(catalog.history(id:)) else {
                return .failure(.notFound("\(docs)/workflow-jobs#list-jobs-for-a-workflow-run"))
            }
            let all = context.request.queryValue("filter") == "all"
            return context.countedPage((all ? history.allJobs : history.jobs).map { $0.json() }, key: "jobs")
        case "jobs" where rest.count == 2:
            guard let job = Int(rest[1]).flatMap(catalog.job(id:)) else {
                return .failure(.notFound("\(docs)/workflow-jobs#get-a-job-for-a-workflow-run"))
            }
            return .object(job.json(), lastModified: nil)
        case "jobs/logs":
            let docs = "\(docs)/workflow-jobs#download-job-logs-for-a-workflow-run"
            return context.authorized(accepting: [], docs: docs) { _ in
                guard let job = Int(rest[1]).flatMap(catalog.job(id:)) else {
                    return .failure(.notFound(docs))
                }
                return logs(of: job, catalog: catalog, context: context, docs: docs)
            }
        default:
            return .failure(.notFound(docs))
        }
    }

    /// A 302 to the job's log on the storage host; 404 while the job runs, 410 once its log expired.
    private static func logs(
        of job: WorkflowJob, catalog: ActionsCatalog, context: RouteContext, docs: String
    )
        -> RouteOutcome
    {
        guard job.isFinished else { return .failure(.notFound(docs)) }
        guard !catalog.hasExpiredLog(job) else {
            return .failure(APIError(status: 410, message: "Gone", documentationURL: docs))
        }
        return .headed(
            .status(302, nil),
            headers: [("location", StorageRoutes.logURL(of: job, apiHost: context.request.host))])
    }

    /// The runs the request's filters keep, newest first.
    private static func runs(_ catalog: ActionsCatalog, _ request: IncomingRequest) -> [ActionsCatalog
        .History]
    {
        let status = request.queryValue("status")
        let branch = request.queryValue("branch")
        let event = request.queryValue("event")
        let actor = request.queryValue("actor")?.lowercased()
        let sha = request.queryValue("head_sha")?.lowercased()
        return catalog.histories().filter { history in
            let run = history.run
            if let status, run.status != status, run.conclusion != status { return false }
            if let branch, run.headBranch != branch { return false }
            if let event, run.event != event { return false }
            if let actor, run.actor.login.lowercased() != actor { return false }
            if let sha, run.headSHA != sha { return false }
            return true
        }
    }

    private static func workflowJSON(_ workflow: Workflow, _ repo: RepoRecord) -> JSONValue {
        let api = "https://api.github.com/repos/\(repo.fullName)/actions/workflows/\(workflow.id)"
        let html = "https://github.com/\(repo.fullName)/blob/\(repo.defaultBranch)/\(workflow.path)"
        let created = Timestamp.iso8601(repo.createdAt + workflow.id % 100 * 86_400)
        return .object([
            ("id", .int(workflow.id)), ("node_id", .string(IDs.nodeID("W_", workflow.id))),
            ("name", .string(workflow.name)), ("path", .string(workflow.path)), ("state", .string("active")),
            ("created_at", .string(created)), ("updated_at", .string(created)), ("url", .string(api)),
            ("html_url", .string(html)),
            (
                "badge_url",
                .string("https://github.com/\(repo.fullName)/workflows/\(workflow.name)/badge.svg")
            ),
        ])
    }
}
