/// One workflow run of the fake world, as its latest attempt stands (writes applied).
struct WorkflowRun: Sendable {
    /// How a run's first attempt ends; its jobs' outcomes follow from it.
    enum Outcome: Sendable {
        case success
        /// A test job fails; the jobs that need it are skipped.
        case failure
        /// The first build fails; the other build is cancelled (fail-fast) and the rest skipped.
        case failureInBuild
        /// One job runs out of time; the run fails.
        case timedOut
        case cancelled
        /// Every job was skipped by its condition.
        case skipped
        case inProgress
        case queued
    }

    var repo: RepoRecord
    /// 1 for the oldest run of the repository.
    var sequence: Int
    var workflow: Workflow
    var runNumber: Int
    var event: String
    var headBranch: String
    var headSHA: String
    var displayTitle: String
    /// The head commit's message and time.
    var commitMessage: String
    var commitTime: Int
    /// The pull request a `pull_request` run belongs to.
    var pull: IssueRecord?
    var actor: UserRecord
    var createdAt: Int
    var outcome: Outcome
    /// The attempt the run is at: 1 until re-run.
    var attempt = 1
    var status: String
    var conclusion: String?
    var runStartedAt: Int
    var updatedAt: Int

    var id: Int { ActionsSamples.runID(sequence) }
    var apiURL: String { "https://api.github.com/repos/\(repo.fullName)/actions/runs/\(id)" }
    var htmlURL: String { "https://github.com/\(repo.fullName)/actions/runs/\(id)" }
    var checkSuiteID: Int { 29_700_000_000 + sequence * 10 + attempt }

    /// GitHub's `workflow-run` object.
    func json() -> JSONValue {
        let repoAPI = "https://api.github.com/repos/\(repo.fullName)"
        let repository = repo.minimalJSON(permissions: nil)
        return .object([
            ("id", .int(id)),
            ("name", .string(workflow.name)),
            ("node_id", .string(IDs.nodeID("WFR_", id))),
            ("head_branch", .string(headBranch)),
            ("head_sha", .string(headSHA)),
            ("path", .string(workflow.path)),
            ("display_title", .string(displayTitle)),
            ("run_number", .int(runNumber)),
            ("event", .string(event)),
            ("status", .string(status)),
            ("conclusion", .string(conclusion)),
            ("workflow_id", .int(workflow.id)),
            ("check_suite_id", .int(checkSuiteID)),
            ("check_suite_node_id", .string(IDs.nodeID("CS_", checkSuiteID))),
            ("url", .string(apiURL)),
            ("html_url", .string(htmlURL)),
            ("pull_requests", .array(pull.map { [pullJSON($0)] } ?? [])),
            ("created_at", .string(Timestamp.iso8601(createdAt))),
            ("updated_at", .string(Timestamp.iso8601(updatedAt))),
            ("actor", actor.simpleJSON()),
            ("run_attempt", .int(attempt)),
            ("referenced_workflows", .array([])),
            ("run_started_at", .string(Timestamp.iso8601(runStartedAt))),
            ("triggering_actor", actor.simpleJSON()),
            ("jobs_url", .string("\(apiURL)/jobs")),
            ("logs_url", .string("\(apiURL)/logs")),
            ("check_suite_url", .string("\(repoAPI)/check-suites/\(checkSuiteID)")),
            ("artifacts_url", .string("\(apiURL)/artifacts")),
            ("cancel_url", .string("\(apiURL)/cancel")),
            ("rerun_url", .string("\(apiURL)/rerun")),
            ("previous_attempt_url", .string(attempt > 1 ? "\(apiURL)/attempts/\(attempt - 1)" : nil)),
            ("workflow_url", .string("\(repoAPI)/actions/workflows/\(workflow.id)")),
            (
                "head_commit",
                .object([
                    ("id", .string(headSHA)),
                    ("tree_id", .string(IDs.sha(id, salt: 73))),
                    ("message", .string(commitMessage)),
                    ("timestamp", .string(Timestamp.iso8601(commitTime))),
                    ("author", person),
                    ("committer", person),
                ])
            ),
            ("repository", repository),
            ("head_repository", repository),
        ])
    }

    /// The run's pull request as runs and check runs list it.
    func pullJSON(_ pull: IssueRecord) -> JSONValue {
        let repoRef: JSONValue = .object([
            ("id", .int(repo.id)), ("url", .string("https://api.github.com/repos/\(repo.fullName)")),
            ("name", .string(repo.name)),
        ])
        return .object([
            ("url", .string("https://api.github.com/repos/\(repo.fullName)/pulls/\(pull.number)")),
            ("id", .int(pull.id)),
            ("number", .int(pull.number)),
            (
                "head",
                .object([
                    ("ref", .string(pull.pull?.headRef ?? headBranch)), ("sha", .string(pull.headSHA)),
                    ("repo", repoRef),
                ])
            ),
            (
                "base",
                .object([
                    ("ref", .string(pull.pull?.baseRef ?? repo.defaultBranch)),
                    ("sha", .string(IDs.sha(pull.id, salt: 41))), ("repo", repoRef),
                ])
            ),
        ])
    }

    private var person: JSONValue {
        .object([
            ("name", .string(actor.name ?? actor.login)),
            ("email", .string("\(actor.login)@users.noreply.github.com")),
        ])
    }
}
