/// The GitHub Actions history of the fake world: `mona/hello-world`'s 61 workflow runs over the
/// last 25 days (and two older ones), their jobs and steps, with what writes changed applied.
///
/// Everything derives from a run's sequence number (see ``ActionsSamples`` for the runs kept for
/// special cases); other repositories have no runs.
struct ActionsCatalog: Sendable {
    let world: World
    let repo: RepoRecord
    let edits: ActionsEdits

    /// A run as it stands, with the jobs of its latest attempt and of every attempt.
    struct History: Sendable {
        var run: WorkflowRun
        /// The latest attempt's jobs.
        var jobs: [WorkflowJob]
        /// Every attempt's jobs, the oldest attempt first.
        var allJobs: [WorkflowJob]
    }

    /// How long a run can be re-run after it was created, and how long its logs are kept.
    static let rerunWindow = 30 * 86_400
    static let logRetention = 90 * 86_400

    /// Whether `repo` has workflow runs.
    var hasRuns: Bool { repo.fullName == ActionsSamples.repository }

    /// Every run, newest first.
    func histories() -> [History] {
        guard hasRuns else { return [] }
        let plans = Self.plans()
        let pulls = world.issues.pulls(of: repo)
        let featured = pulls.first { $0.number == ActionsSamples.pullWithEveryCheck }
        let others = Array(
            pulls.filter { $0.isOpen && $0.number != ActionsSamples.pullWithEveryCheck }.suffix(14))
        let commits = world.repos.commits(of: repo)
        var mainCount = plans.count { $0.pull == nil }
        var numbers: [Int: Int] = [:]
        var runs: [WorkflowRun] = []
        for plan in plans {
            let now = UserCatalog.worldNow
            let bits = Scramble.bits(plan.sequence, salt: 79)
            let created: Int =
                switch plan.sequence {
                case 1: now - 120 * 86_400
                case 2: now - 45 * 86_400
                case 59: now - 40 * 60
                case 60: now - 12 * 60
                case 61: now - 5 * 60
                default:
                    now - (ActionsSamples.runCount - plan.sequence) * 36_000
                        + Scramble.pick(bits, shift: 0, below: 3000)
                }
            numbers[plan.workflow.id, default: 180] += 1
            let pull: IssueRecord? =
                switch plan.pull {
                case .featured?: featured
                case .other(let index)?: others.isEmpty ? nil : others[index % others.count]
                case nil: nil
                }
            var run = WorkflowRun(
                repo: repo, sequence: plan.sequence, workflow: plan.workflow,
                runNumber: numbers[plan.workflow.id]!,
                event: plan.event, headBranch: repo.defaultBranch, headSHA: "",
                displayTitle: plan.workflow.name,
                commitMessage: "", commitTime: created - 600, pull: nil, actor: repo.owner,
                createdAt: created,
                outcome: plan.outcome, status: "completed", conclusion: nil,
                runStartedAt: created + 3 + Scramble.pick(bits, shift: 12, below: 15),
                updatedAt: created)
            if let pull, plan.event == "pull_request" {
                run.pull = pull
                run.headBranch = pull.pull?.headRef ?? repo.defaultBranch
                run.headSHA = pull.headSHA
                run.displayTitle = pull.title
                run.commitMessage = world.issues.commitMessage(
                    of: pull, offset: (pull.pull?.commitCount ?? 1) - 1)
                run.actor = pull.author
            } else {
                mainCount -= 1
                let commit = commits.commit(min(mainCount, max(0, commits.count - 1)))
                run.headSHA = commit.sha
                run.commitMessage = commit.message
                if plan.event == "push" { run.displayTitle = String(commit.message.prefix { $0 != "\n" }) }
                if plan.workflow == .release { run.headBranch = "v1.\(plan.sequence / 8).0" }
            }
            runs.append(run)
        }
        return runs.reversed().map(history)
    }

    /// The run with `id`, nil when the repository has no such run.
    func history(id: Int) -> History? {
        let sequence = id - ActionsSamples.runID(0)
        guard hasRuns, (1...ActionsSamples.runCount).contains(sequence) else { return nil }
        return histories()[ActionsSamples.runCount - sequence]
    }

    /// The job with `id` of any attempt of any run, nil when there is none.
    func job(id: Int) -> WorkflowJob? {
        let offset = id - ActionsSamples.jobID(run: ActionsSamples.runID(0), attempt: 1, index: 0)
        guard offset >= 0 else { return nil }
        return history(id: ActionsSamples.runID(offset / 100))?.allJobs.first { $0.id == id }
    }

    /// Whether `run` is too old to re-run.
    func isTooOldToRerun(_ run: WorkflowRun) -> Bool {
        run.createdAt < UserCatalog.worldNow - Self.rerunWindow
    }

    /// Whether `job`'s log has expired.
    func hasExpiredLog(_ job: WorkflowJob) -> Bool {
        job.run.createdAt < UserCatalog.worldNow - Self.logRetention
    }

    /// `run`'s first attempt with its jobs, then the writes to it replayed.
    private func history(_ base: WorkflowRun) -> History {
        var run = base
        var jobs = firstJobs(of: base)
        run.status =
            base.outcome == .queued ? "queued" : (base.outcome == .inProgress ? "in_progress" : "completed")
        run.conclusion = Self.conclusion(base.outcome)
        run.updatedAt = max(
            base.runStartedAt, jobs.map { $0.completedAt ?? $0.startedAt }.max() ?? base.runStartedAt)
        var allJobs = jobs
        for event in edits.events[base.id] ?? [] {
            switch event {
            case .rerunFailedJobs(let time):
                run.attempt += 1
                run.status = "queued"
                run.conclusion = nil
                run.runStartedAt = time
                run.updatedAt = time
                jobs = jobs.map { job in
                    if job.conclusion == "success" {
                        var kept = job
                        kept.attempt = run.attempt
                        kept.run = run
                        return kept
                    }
                    return WorkflowJob(
                        run: run, attempt: run.attempt, index: job.index, state: "queued", startedAt: time,
                        duration: 0)
                }
                allJobs += jobs
            case .cancel(let time):
                run.status = "completed"
                run.conclusion = "cancelled"
                run.updatedAt = time
                jobs = jobs.map { job in
                    guard !job.isFinished else { return job }
                    var cancelled = job
                    cancelled.status = "completed"
                    cancelled.conclusion = "cancelled"
                    cancelled.completedAt = time
                    for offset in cancelled.steps.indices where cancelled.steps[offset].status != "completed"
                    {
                        cancelled.steps[offset].status = "completed"
                        cancelled.steps[offset].conclusion = "cancelled"
                        cancelled.steps[offset].completedAt = time
                    }
                    return cancelled
                }
                allJobs = allJobs.filter { $0.attempt < run.attempt } + jobs
            }
        }
        jobs = jobs.map {
            var job = $0
            job.run = run
            return job
        }
        allJobs = allJobs.map {
            var job = $0
            if job.attempt == run.attempt { job.run = run }
            return job
        }
        return History(run: run, jobs: jobs, allJobs: allJobs)
    }

    /// The jobs of `run`'s first attempt, each started a little after the one before.
    private func firstJobs(of run: WorkflowRun) -> [WorkflowJob] {
        let states = Self.jobStates(run.workflow, run.outcome, event: run.event)
        return states.enumerated().map { index, state in
            let bits = Scramble.bits(run.sequence * 10 + index, salt: 83)
            let duration = 40 + Scramble.pick(bits, shift: 0, below: 300)
            return WorkflowJob(
                run: run, attempt: 1, index: index, state: state,
                startedAt: run.runStartedAt + 5 + index * 20,
                duration: duration)
        }
    }

    /// A run's conclusion for its outcome; nil while it has not finished.
    private static func conclusion(_ outcome: WorkflowRun.Outcome) -> String? {
        switch outcome {
        case .success: "success"
        case .failure, .failureInBuild, .timedOut: "failure"
        case .cancelled: "cancelled"
        case .skipped: "skipped"
        case .inProgress, .queued: nil
        }
    }

    /// Each job's state (a conclusion, `in_progress` or `queued`) for a run of `workflow` with `outcome`.
    private static func jobStates(_ workflow: Workflow, _ outcome: WorkflowRun.Outcome, event: String)
        -> [String]
    {
        let count = workflow.jobs.count
        func rest(_ first: [String], _ filler: String) -> [String] {
            first + Array(repeating: filler, count: max(0, count - first.count))
        }
        let isCI = workflow == .ci
        switch outcome {
        case .success:
            return isCI
                ? [
                    "success", "success", "success", "success",
                    event == "pull_request" ? "skipped" : "success",
                ] : rest([], "success")
        case .failure:
            return isCI
                ? ["success", "success", "failure", "skipped", "skipped"]
                : rest(["success", "failure"], "skipped")
        case .failureInBuild:
            return rest(["failure", isCI ? "cancelled" : "skipped"], "skipped")
        case .timedOut:
            return rest(["success", "timed_out"], "skipped")
        case .cancelled:
            return isCI
                ? ["success", "success", "cancelled", "cancelled", "skipped"]
                : rest(["cancelled"], "cancelled")
        case .skipped:
            return rest([], "skipped")
        case .inProgress:
            return isCI
                ? ["success", "success", "in_progress", "queued", "queued"] : rest(["in_progress"], "queued")
        case .queued:
            return rest([], "queued")
        }
    }

    /// What starts a run and how it ends, before any write.
    private struct Plan {
        /// Which pull request a `pull_request` run is for.
        enum Pull {
            case featured
            case other(Int)
        }

        var sequence: Int
        var workflow: Workflow
        var event: String
        var pull: Pull?
        var outcome: WorkflowRun.Outcome
    }

    /// Every run's plan, oldest first.
    private static func plans() -> [Plan] {
        (1...ActionsSamples.runCount).map { sequence in
            switch sequence {
            case 1, 2: return Plan(sequence: sequence, workflow: .ci, event: "push", outcome: .failure)
            case 54: return Plan(sequence: sequence, workflow: .nightly, event: "schedule", outcome: .success)
            case 57:
                return Plan(
                    sequence: sequence, workflow: .lint, event: "pull_request", pull: .featured,
                    outcome: .timedOut)
            case 58:
                return Plan(
                    sequence: sequence, workflow: .ci, event: "pull_request", pull: .featured,
                    outcome: .failureInBuild)
            case 59:
                return Plan(sequence: sequence, workflow: .nightly, event: "schedule", outcome: .inProgress)
            case 60: return Plan(sequence: sequence, workflow: .ci, event: "push", outcome: .queued)
            case 61:
                return Plan(
                    sequence: sequence, workflow: .docs, event: "pull_request", pull: .featured,
                    outcome: .inProgress)
            default: break
            }
            let slot = sequence - 3
            let bits = Scramble.bits(sequence, salt: 89)
            let roll = Scramble.pick(bits, shift: 0, below: 20)
            var plan: Plan
            switch slot % 4 {
            case 0:
                plan = Plan(
                    sequence: sequence, workflow: .ci, event: "pull_request", pull: .other(slot / 4),
                    outcome: .success)
            case 1:
                plan = Plan(
                    sequence: sequence, workflow: .lint, event: "pull_request", pull: .other(slot / 4),
                    outcome: .success)
            case 2: plan = Plan(sequence: sequence, workflow: .ci, event: "push", outcome: .success)
            default:
                let kinds: [(Workflow, String)] = [
                    (.nightly, "schedule"), (.release, "push"), (.ci, "workflow_dispatch"),
                    (.nightly, "schedule"),
                ]
                let kind = kinds[(slot / 4) % 4]
                plan = Plan(sequence: sequence, workflow: kind.0, event: kind.1, outcome: .success)
            }
            switch roll {
            case 13...15: plan.outcome = .failure
            case 16: plan.outcome = .failureInBuild
            case 17: plan.outcome = .cancelled
            case 18 where plan.workflow == .lint: plan.outcome = .timedOut
            case 19 where plan.workflow == .release: plan.outcome = .skipped
            case 19: plan.outcome = .failure
            default: break
            }
            return plan
        }
    }
}
