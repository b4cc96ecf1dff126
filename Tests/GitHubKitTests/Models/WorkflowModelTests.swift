import Foundation
import GitHubKit
import Testing

extension ModelTests {
    /// GitHub Actions models read GitHub's documented objects and older, reduced ones.
    @Suite struct WorkflowModelTests {
        private static func date(_ text: String) -> Date? { JSONValue.string(text).date }

        @Test func aDocumentedWorkflowRunReadsItsFields() throws {
            let run = try DailyLoopFixtures.parse(WorkflowRun.self, "workflow-run.json")
            #expect(run.id == 30_433_642)
            #expect(run.name == "Build")
            #expect(run.displayTitle == "Update README.md")
            #expect(run.headBranch == "master")
            #expect(run.headSha == "acb5820ced9479c074f688cc328bf03f341a511d")
            #expect(run.event == "push")
            #expect(run.status == .queued)
            #expect(run.conclusion == nil)
            #expect(run.runNumber == 562)
            #expect(run.runAttempt == 1)
            #expect(run.workflowId == 159_038)
            #expect(run.checkSuiteId == 42)
            #expect(run.actor?.login == "octocat")
            #expect(run.triggeringActor?.id == 1)
            #expect(run.createdAt == Self.date("2020-01-22T19:33:08Z"))
            #expect(run.runStartedAt == Self.date("2020-01-22T19:33:08Z"))
            #expect(run.htmlUrl == "https://github.com/octo-org/octo-repo/actions/runs/30433642")
            #expect(
                run.jobsUrl == "https://api.github.com/repos/octo-org/octo-repo/actions/runs/30433642/jobs")
            #expect(
                run.logsUrl == "https://api.github.com/repos/octo-org/octo-repo/actions/runs/30433642/logs")
            #expect(run.pullRequests == [])
            #expect(run.repository?.fullName == "octocat/Hello-World")
            #expect(run.headRepository?.fullName == "octo-org/octo-repo")
            #expect(run.headCommitMessage == "Create linter.yaml")
            #expect(run.path == ".github/workflows/build.yml@main")
        }

        @Test func aWorkflowRunFrom2020ReadsNilForFieldsItPredates() throws {
            let run = try DailyLoopFixtures.parse(WorkflowRun.self, "workflow-run-2020.json")
            #expect(run.id == 29_679_449)
            #expect(run.status == .completed)
            #expect(run.conclusion == .failure)
            #expect(run.event == "pull_request")
            #expect(run.displayTitle == nil)
            #expect(run.runAttempt == nil)
            #expect(run.runStartedAt == nil)
            #expect(run.triggeringActor == nil)
            #expect(run.headRepository == nil)
            #expect(run.headBranch == nil)
            #expect(run.actor == nil)
            #expect(run.pullRequests?.map(\.number) == [3956])
        }

        @Test func wrongTypedWorkflowRunFieldsReadNil() throws {
            let raw = try DailyLoopFixtures.edited("workflow-run.json") {
                $0["run_number"] = .string("five hundred")
                $0["status"] = .integer(3)
                $0["created_at"] = .string("yesterday")
                $0["actor"] = .string("octocat")
                $0["pull_requests"] = .object([:])
                $0["head_commit"] = .array([])
            }
            let run = try WorkflowRun(raw: raw)
            #expect(run.runNumber == nil)
            #expect(run.status == .other("3"))
            #expect(run.createdAt == nil)
            #expect(run.actor == nil)
            #expect(run.pullRequests == nil)
            #expect(run.headCommitMessage == nil)
        }

        @Test func statusesAndConclusionsGitHubAddsLaterKeepTheirName() throws {
            let raw = try DailyLoopFixtures.edited("workflow-run.json") {
                $0["status"] = .string("awaiting_magic")
                $0["conclusion"] = .string("startup_failure")
            }
            let run = try WorkflowRun(raw: raw)
            #expect(run.status == .other("awaiting_magic"))
            #expect(run.status?.description == "awaiting_magic")
            #expect(run.conclusion == .startupFailure)
        }

        @Test func aDocumentedJobReadsItsStepsAndDuration() throws {
            let job = try DailyLoopFixtures.parse(WorkflowJob.self, "job.json")
            #expect(job.id == 399_444_496)
            #expect(job.runId == 29_679_449)
            #expect(job.name == "build")
            #expect(job.status == .completed)
            #expect(job.conclusion == .success)
            #expect(job.duration == 119)
            #expect(job.labels == ["self-hosted", "foo", "bar"])
            #expect(job.runnerName == "my runner")
            #expect(job.htmlUrl == "https://github.com/octo-org/octo-repo/runs/29679449/jobs/399444496")
            #expect(job.headSha == "f83a356604ae3c5d03e1b46ef4d1ca77d64a90b0")
            #expect(job.workflowName == "CI")
            #expect(job.headBranch == "main")
            let steps = try #require(job.steps)
            #expect(steps.map(\.number) == [1, 2, 3, 4, 5])
            #expect(steps[1].name == "Run actions/checkout@v2")
            #expect(steps[1].status == .completed)
            #expect(steps[1].conclusion == .success)
            // Step times carry an offset: 09:42:41-08:00 is 17:42:41Z.
            #expect(steps[1].startedAt == Self.date("2020-01-20T17:42:41Z"))
            #expect(steps[1].completedAt == Self.date("2020-01-20T17:42:45Z"))
        }

        @Test func aQueuedJobHasNoDurationNoStepsAndNoRunner() throws {
            let job = try DailyLoopFixtures.parse(WorkflowJob.self, "job-queued.json")
            #expect(job.status == .queued)
            #expect(job.conclusion == nil)
            #expect(job.completedAt == nil)
            #expect(job.duration == nil)
            #expect(job.steps == [])
            #expect(job.runnerName == nil)
            #expect(job.runnerId == nil)
        }

        @Test func stepsWithoutANameOrNumberAreLeftOut() throws {
            let raw = try DailyLoopFixtures.edited("job.json") {
                $0["steps"] = .array([
                    .object(["name": .string("Set up job"), "number": .integer(1)]),
                    .object(["name": .string("no number")]), .object(["number": .integer(3)]), .string("x"),
                ])
            }
            #expect(try WorkflowJob(raw: raw).steps?.map(\.name) == ["Set up job"])
        }

        @Test func aWorkflowStepWithoutItsNumberFailsNamingIt() {
            #expect {
                _ = try WorkflowStep(raw: .object(["name": .string("Build")]))
            } throws: { error in
                guard case DecodingError.keyNotFound(let key, _) = error else { return false }
                return key.stringValue == "number"
            }
        }

        @Test func aDocumentedWorkflowReadsItsFields() throws {
            let workflow = try DailyLoopFixtures.parse(Workflow.self, "workflow.json")
            #expect(workflow.id == 161_335)
            #expect(workflow.name == "CI")
            #expect(workflow.path == ".github/workflows/blank.yaml")
            #expect(workflow.state == "active")
            #expect(workflow.createdAt == Self.date("2020-01-09T07:48:37Z"))
            #expect(workflow.badgeUrl == "https://github.com/octo-org/octo-repo/workflows/CI/badge.svg")
            #expect(workflow.deletedAt == nil)
        }

        @Test func aDocumentedArtifactReadsItsFields() throws {
            let artifact = try DailyLoopFixtures.parse(Artifact.self, "artifact.json")
            #expect(artifact.id == 11)
            #expect(artifact.name == "Rails")
            #expect(artifact.sizeInBytes == 556)
            #expect(artifact.expired == false)
            #expect(artifact.expiresAt == Self.date("2020-03-21T14:59:22Z"))
            #expect(artifact.workflowRunId == 2_332_938)
            #expect(artifact.workflowRunHeadBranch == "main")
            #expect(artifact.digest?.hasPrefix("sha256:") == true)
        }

        @Test func anOlderArtifactWithoutDigestOrRunReadsNil() throws {
            let raw = try DailyLoopFixtures.edited("artifact.json") {
                $0["digest"] = nil
                $0["workflow_run"] = .null
                $0["expired"] = .string("maybe")
            }
            let artifact = try Artifact(raw: raw)
            #expect(artifact.digest == nil)
            #expect(artifact.workflowRunId == nil)
            #expect(artifact.expired == nil)
        }

        @Test func secretsAndVariablesReadTheirNamesAndDates() throws {
            let secret = try DailyLoopFixtures.parse(ActionsSecret.self, "actions-secret.json")
            #expect(secret.name == "GH_TOKEN")
            #expect(secret.updatedAt == Self.date("2020-01-10T14:59:22Z"))
            #expect(secret.visibility == nil)
            let variable = try DailyLoopFixtures.parse(ActionsVariable.self, "actions-variable.json")
            #expect(variable.name == "USERNAME")
            #expect(variable.value == "octocat")
            #expect(variable.selectedRepositoriesUrl == nil)
        }

        @Test func aDocumentedRunnerReadsItsLabelNames() throws {
            let runner = try DailyLoopFixtures.parse(Runner.self, "runner.json")
            #expect(runner.id == 23)
            #expect(runner.name == "MBP")
            #expect(runner.os == "macos")
            #expect(runner.status == "online")
            #expect(runner.busy == true)
            #expect(runner.labels == ["self-hosted", "X64", "macOS", "no-gpu"])
            #expect(runner.runnerGroupId == nil)
        }
    }
}
