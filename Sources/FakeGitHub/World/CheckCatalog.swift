/// The check runs and commit statuses of a repository's commits: the Actions jobs of the runs on
/// a commit (a check run is its job, same id), a Codecov check on pull request heads, and two
/// statuses from older integrations; pull request heads without runs get a finished build check.
struct CheckCatalog: Sendable {
    let actions: ActionsCatalog

    private var repo: RepoRecord { actions.repo }

    /// A commit that has checks: its SHA, the runs on it and, for a pull request head, the pull request.
    struct Commit: Sendable {
        var sha: String
        var runs: [ActionsCatalog.History]
        var pull: IssueRecord?
    }

    /// The commit `ref` names (a SHA, a branch or a pull request's head branch); nil when there is
    /// no such commit. A 40-digit SHA the world does not know is a commit without checks.
    func commit(_ ref: String) -> Commit? {
        let histories = actions.histories()
        let pulls = actions.world.issues.pulls(of: repo)
        let commits = actions.world.repos.commits(of: repo)
        var sha: String?
        if ref.count == 40, ref.allSatisfy(\.isHexDigit) {
            sha = ref.lowercased()
        } else if let pull = pulls.first(where: { $0.pull?.headRef == ref }) {
            sha = pull.headSHA
        } else if let offset = commits.offset(of: ref) {
            sha = commits.sha(offset)
        }
        guard let sha else { return nil }
        return Commit(
            sha: sha, runs: histories.filter { $0.run.headSHA == sha },
            pull: pulls.first { $0.headSHA == sha })
    }

    /// One check run: what lists filter on, and GitHub's `check-run` object.
    struct CheckRun {
        var name: String
        var status: String
        var json: JSONValue
    }

    /// One commit status: its state, and GitHub's `simple-commit-status` object.
    struct Status {
        var state: String
        var json: JSONValue
    }

    /// The check runs of `commit`, newest first; `all` keeps earlier attempts' too.
    func checkRuns(of commit: Commit, all: Bool) -> [CheckRun] {
        var result: [CheckRun] = []
        for history in commit.runs {
            for job in (all ? history.allJobs : history.jobs).reversed() {
                result.append(CheckRun(name: job.name, status: job.status, json: actionsCheckJSON(job)))
            }
        }
        guard let pull = commit.pull else { return result }
        if commit.runs.isEmpty {
            result.append(
                CheckRun(
                    name: "build", status: "completed",
                    json: appCheckJSON(pull, sha: commit.sha, name: "build", app: .actions)))
        }
        result.append(
            CheckRun(
                name: "codecov/patch", status: "completed",
                json: appCheckJSON(pull, sha: commit.sha, name: "codecov/patch", app: .codecov)))
        return result
    }

    /// The statuses of `commit`, newest first.
    func statuses(of commit: Commit) -> [Status] {
        guard commit.pull != nil || !commit.runs.isEmpty else { return [] }
        let bits = StableHash.hash(seed: 97, commit.sha)
        let featured = commit.pull?.number == ActionsSamples.pullWithEveryCheck
        let contexts: [(context: String, state: String, description: String)] = [
            (
                "ci/circleci: build",
                featured ? "pending" : (Scramble.pick(bits, shift: 0, below: 5) == 0 ? "failure" : "success"),
                featured ? "CircleCI is running your tests" : "Your tests passed on CircleCI!"
            ),
            (
                "coverage/coveralls", Scramble.pick(bits, shift: 8, below: 7) == 0 ? "error" : "success",
                "Coverage increased (+0.2%) to 87.1%"
            ),
        ]
        let time = commit.runs.first?.run.createdAt ?? commit.pull?.updatedAt ?? UserCatalog.worldNow
        return contexts.enumerated().map { offset, entry in
            let id = 33_100_000_000 + Int(bits % 1_000_000) * 10 + offset
            let description = entry.state == "failure" ? "Your tests failed on CircleCI" : entry.description
            let json: JSONValue = .object([
                ("url", .string("https://api.github.com/repos/\(repo.fullName)/statuses/\(commit.sha)")),
                ("avatar_url", .string("https://avatars.githubusercontent.com/oa/\(4808 + offset)?v=4")),
                ("id", .int(id)),
                ("node_id", .string(IDs.nodeID("SC_", id))),
                ("state", .string(entry.state)),
                ("description", .string(description)),
                (
                    "target_url",
                    .string("https://app.circleci.com/pipelines/github/\(repo.fullName)/\(id % 10_000)")
                ),
                ("context", .string(entry.context)),
                ("created_at", .string(Timestamp.iso8601(time + offset * 60))),
                ("updated_at", .string(Timestamp.iso8601(time + offset * 60 + 90))),
            ])
            return Status(state: entry.state, json: json)
        }
    }

    /// The combined state of `statuses`' states: failure when one failed or erred, pending when
    /// one is pending or there are none, success otherwise.
    static func combinedState(_ states: [String]) -> String {
        if states.contains(where: { $0 == "failure" || $0 == "error" }) { return "failure" }
        if states.isEmpty || states.contains("pending") { return "pending" }
        return "success"
    }

    /// The app behind a check run.
    private enum App {
        case actions
        case codecov

        var json: JSONValue {
            let (id, slug, name) =
                switch self {
                case .actions: (15368, "github-actions", "GitHub Actions")
                case .codecov: (254, "codecov", "Codecov")
                }
            let owner: JSONValue = .object([
                ("login", .string(slug == "codecov" ? "codecov" : "github")), ("id", .int(id * 7)),
                ("type", .string("Organization")),
            ])
            return .object([
                ("id", .int(id)), ("slug", .string(slug)), ("node_id", .string(IDs.nodeID("A_", id))),
                ("owner", owner), ("name", .string(name)), ("description", .string("")),
                ("external_url", .string("https://github.com/apps/\(slug)")),
                ("html_url", .string("https://github.com/apps/\(slug)")),
                ("created_at", .string("2018-07-30T09:30:17Z")),
                ("updated_at", .string("2024-04-10T20:33:16Z")),
            ])
        }
    }

    private func actionsCheckJSON(_ job: WorkflowJob) -> JSONValue {
        let run = job.run
        let failed = job.conclusion == "failure" || job.conclusion == "timed_out"
        return checkJSON(
            id: job.id, sha: run.headSHA, name: job.name, status: job.status, conclusion: job.conclusion,
            startedAt: job.startedAt, completedAt: job.completedAt, detailsURL: job.htmlURL,
            summary: failed ? "Process completed with exit code 1." : nil, suite: run.checkSuiteID,
            app: .actions,
            pulls: run.pull.map { [run.pullJSON($0)] } ?? [])
    }

    private func appCheckJSON(_ pull: IssueRecord, sha: String, name: String, app: App) -> JSONValue {
        let bits = Scramble.bits(pull.id, salt: 101)
        let id = (app == .codecov ? 46_000_000_000 : 47_000_000_000) + pull.id
        let conclusion =
            app == .codecov
            ? (pull.number == ActionsSamples.pullWithEveryCheck
                || Scramble.pick(bits, shift: 0, below: 3) == 0
                ? "neutral" : "success")
            : (pull.pull?.merged == true || Scramble.pick(bits, shift: 4, below: 4) != 0
                ? "success" : "failure")
        let started = pull.updatedAt - 900
        let details =
            app == .codecov
            ? "https://app.codecov.io/gh/\(repo.fullName)/pull/\(pull.number)"
            : "https://github.com/\(repo.fullName)/runs/\(id)"
        return checkJSON(
            id: id, sha: sha, name: name, status: "completed", conclusion: conclusion, startedAt: started,
            completedAt: started + 240, detailsURL: details,
            summary: conclusion == "neutral" ? "Coverage not affected when comparing base to head" : nil,
            suite: id / 10, app: app, pulls: [])
    }

    private func checkJSON(
        id: Int, sha: String, name: String, status: String, conclusion: String?, startedAt: Int,
        completedAt: Int?,
        detailsURL: String, summary: String?, suite: Int, app: App, pulls: [JSONValue]
    ) -> JSONValue {
        let api = "https://api.github.com/repos/\(repo.fullName)"
        return .object([
            ("id", .int(id)),
            ("name", .string(name)),
            ("node_id", .string(IDs.nodeID("CR_", id))),
            ("head_sha", .string(sha)),
            ("external_id", .string(IDs.sha(id, salt: 103).prefix(32).description)),
            ("url", .string("\(api)/check-runs/\(id)")),
            ("html_url", .string("https://github.com/\(repo.fullName)/runs/\(id)")),
            ("details_url", .string(detailsURL)),
            ("status", .string(status)),
            ("conclusion", .string(conclusion)),
            ("started_at", .string(Timestamp.iso8601(startedAt))),
            ("completed_at", .string(completedAt.map(Timestamp.iso8601))),
            (
                "output",
                .object([
                    ("title", .string(summary == nil ? nil : name)), ("summary", .string(summary)),
                    ("text", .null),
                    ("annotations_count", .int(summary == nil ? 0 : 1)),
                    ("annotations_url", .string("\(api)/check-runs/\(id)/annotations")),
                ])
            ),
            ("check_suite", .object([("id", .int(suite))])),
            ("app", app.json),
            ("pull_requests", .array(pulls)),
        ])
    }
}
