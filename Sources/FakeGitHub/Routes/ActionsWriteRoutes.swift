/// GitHub Actions writes: `POST /repos/{owner}/{repo}/actions/runs/{id}/rerun-failed-jobs` (201; the
/// run is queued again at its next attempt) and `POST …/actions/runs/{id}/cancel` (202 while the
/// run has not finished, 409 after).
///
/// A token with `repo` or `workflow` may write. A run created over 30 days before the world's
/// "now" cannot be re-run (403), nor can one still running. What is written lives in
/// ``WorldChanges`` (``ActionsEdits``) and shows in every later read of runs, jobs and checks.
struct ActionsWriteRoutes: RouteGroup {
    static let methods: Set<String> = ["POST"]
    /// The scopes accepted for re-running and cancelling.
    static let writeScopes = ["repo", "workflow"]
    private static let docs = "\(RouteContext.docs)/actions/workflow-runs"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        guard segments.count == 7, segments[0] == "repos", segments[3] == "actions", segments[4] == "runs"
        else {
            return nil
        }
        let docs: String
        switch segments[6] {
        case "rerun-failed-jobs": docs = "\(Self.docs)#re-run-failed-jobs-from-a-workflow-run"
        case "cancel": docs = "\(Self.docs)#cancel-a-workflow-run"
        default: return nil
        }
        guard let repo = context.world.repos.repo(owner: segments[1], name: segments[2]) else {
            return .failure(.notFound(docs))
        }
        return context.authorized(accepting: writeScopes, docs: docs) { _ in
            let catalog = context.actions(of: repo)
            guard let history = Int(segments[5]).flatMap(catalog.history(id:)) else {
                return .failure(.notFound(docs))
            }
            let run = history.run
            if segments[6] == "cancel" {
                guard run.status != "completed" else {
                    return .failure(
                        APIError(
                            status: 409, message: "Cannot cancel a workflow run that is completed.",
                            documentationURL: docs))
                }
                context.changes.update { $0.actions.record(.cancel(at: context.now), runID: run.id) }
                return .status(202, .object([]))
            }
            if catalog.isTooOldToRerun(run) {
                return .failure(
                    APIError(
                        status: 403,
                        message: "Unable to retry this workflow run because it was created over a month ago",
                        documentationURL: docs))
            }
            guard run.status == "completed" else {
                return .failure(
                    APIError(status: 403, message: "This workflow is already running", documentationURL: docs)
                )
            }
            guard run.attempt < 10 else {
                return .failure(
                    APIError(
                        status: 403, message: "This workflow run cannot be rerun", documentationURL: docs))
            }
            context.changes.update { $0.actions.record(.rerunFailedJobs(at: context.now), runID: run.id) }
            return .status(201, .object([]))
        }
    }
}
