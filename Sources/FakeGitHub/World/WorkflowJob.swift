/// One job of a workflow run's attempt, with its steps; an Actions check run is the same job.
struct WorkflowJob: Sendable {
    /// One step of a job.
    struct Step: Sendable {
        var name: String
        var status: String
        var conclusion: String?
        var number: Int
        var startedAt: Int?
        var completedAt: Int?
        /// The command the step runs, nil for the runner's own steps.
        var command: String?

        var json: JSONValue {
            .object([
                ("name", .string(name)), ("status", .string(status)), ("conclusion", .string(conclusion)),
                ("number", .int(number)), ("started_at", .string(startedAt.map(Timestamp.iso8601))),
                ("completed_at", .string(completedAt.map(Timestamp.iso8601))),
            ])
        }
    }

    var run: WorkflowRun
    var attempt: Int
    /// The job's place in its workflow.
    var index: Int
    var status: String
    var conclusion: String?
    var createdAt: Int
    var startedAt: Int
    var completedAt: Int?
    var steps: [Step]

    var id: Int { ActionsSamples.jobID(run: run.id, attempt: attempt, index: index) }
    var definition: Workflow.Job { run.workflow.jobs[index] }
    var name: String { definition.name }
    var apiURL: String { "https://api.github.com/repos/\(run.repo.fullName)/actions/jobs/\(id)" }
    var htmlURL: String { "https://github.com/\(run.repo.fullName)/actions/runs/\(run.id)/job/\(id)" }
    var isFinished: Bool { status == "completed" }

    /// The job as a state and its steps: `state` is a conclusion, or `in_progress` / `queued`.
    init(run: WorkflowRun, attempt: Int, index: Int, state: String, startedAt: Int, duration: Int) {
        self.run = run
        self.attempt = attempt
        self.index = index
        createdAt = max(run.createdAt, startedAt - 4)
        self.startedAt = startedAt
        steps = []
        switch state {
        case "queued", "in_progress":
            status = state
            conclusion = nil
            completedAt = nil
        default:
            status = "completed"
            conclusion = state
            completedAt = state == "skipped" ? startedAt : startedAt + duration
        }
        guard state != "queued", state != "skipped" else { return }
        let commands = run.workflow.jobs[index].commands
        let names =
            ["Set up job", "Run actions/checkout@v4"] + commands.map { "Run \($0)" }
            + ["Post Run actions/checkout@v4", "Complete job"]
        let slice = max(1, duration / names.count)
        // The step where the job's trouble is: its last command.
        let trouble = 1 + commands.count
        steps = names.enumerated().map { offset, name in
            let start = startedAt + offset * slice
            let command = offset >= 2 && offset <= trouble ? commands[offset - 2] : nil
            var step = Step(
                name: name, status: "completed", conclusion: "success", number: offset + 1, startedAt: start,
                completedAt: start + slice, command: command)
            let isAfterTrouble = offset > trouble && offset < names.count - 2
            switch state {
            case "failure" where offset == trouble: step.conclusion = "failure"
            case "timed_out" where offset == trouble, "cancelled" where offset == trouble:
                step.conclusion = "cancelled"
            case "failure" where isAfterTrouble, "timed_out" where isAfterTrouble:
                step.conclusion = "skipped"
            case "in_progress" where offset == trouble:
                step.status = "in_progress"
                step.conclusion = nil
                step.completedAt = nil
            case "in_progress" where offset > trouble:
                step = Step(
                    name: name, status: "queued", conclusion: nil, number: offset + 1, startedAt: nil,
                    completedAt: nil, command: command)
            default: break
            }
            return step
        }
    }

    /// GitHub's `job` object.
    func json() -> JSONValue {
        let definition = self.definition
        let runner: [(key: String, value: JSONValue)] =
            status == "queued"
            ? [
                ("runner_id", .null), ("runner_name", .null), ("runner_group_id", .null),
                ("runner_group_name", .null),
            ]
            : [
                ("runner_id", .int(1000 + index)), ("runner_name", .string("GitHub Actions \(1000 + index)")),
                ("runner_group_id", .int(2)), ("runner_group_name", .string("GitHub Actions")),
            ]
        return .object(
            [
                ("id", .int(id)),
                ("run_id", .int(run.id)),
                ("workflow_name", .string(run.workflow.name)),
                ("head_branch", .string(run.headBranch)),
                ("run_url", .string(run.apiURL)),
                ("run_attempt", .int(attempt)),
                ("node_id", .string(IDs.nodeID("CR_", id))),
                ("head_sha", .string(run.headSHA)),
                ("url", .string(apiURL)),
                ("html_url", .string(htmlURL)),
                ("status", .string(status)),
                ("conclusion", .string(conclusion)),
                ("created_at", .string(Timestamp.iso8601(createdAt))),
                ("started_at", .string(Timestamp.iso8601(startedAt))),
                ("completed_at", .string(completedAt.map(Timestamp.iso8601))),
                ("name", .string(definition.name)),
                ("steps", .array(steps.map(\.json))),
                (
                    "check_run_url",
                    .string("https://api.github.com/repos/\(run.repo.fullName)/check-runs/\(id)")
                ),
                ("labels", .array([.string(definition.runner)])),
            ] + runner)
    }
}
